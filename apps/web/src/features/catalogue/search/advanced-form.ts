import type { SearchField } from '@portal/contracts'
import { EMPTY_SEARCH, filledItems, MAX_TERM_LENGTH, type FilterName, type SearchItem, type SearchState } from '../../../lib/search-state.ts'

/** The limits of the advanced search (one choice each; '' is any). */
export const LIMITS = ['docCode', 'langCode', 'countryCode', 'libCode', 'campusId', 'locationId', 'coreInclude'] as const satisfies readonly FilterName[]
export type LimitName = (typeof LIMITS)[number]

export type AdvancedRow = SearchItem & { key: number }
export type AdvancedForm = {
  rows: AdvancedRow[]
  limits: Record<LimitName, string>
  yearFrom: string
  yearTo: string
  onlyOnShelf: boolean
}

const DEFAULT_FIELDS: SearchField[] = ['keyWord', 'title', 'author']
export const MIN_ROWS = 3
let nextKey = 1
export const newRow = (searchField: SearchField = 'keyWord'): AdvancedRow => ({ key: nextKey++, oper: 'AND', searchField, matchMode: '2', searchFieldContent: '' })

/** The form for editing a search: its rows (or its simple term as the first row), padded to three rows. */
export function formOf(state: SearchState): AdvancedForm {
  const items = filledItems(state)
  const term = state.term.trim()
  const rows: AdvancedRow[] = (items.length ? items : term && term !== '*' ? [{ oper: 'AND' as const, searchField: state.field, matchMode: state.match, searchFieldContent: term }] : []).map((item) => ({ ...item, key: nextKey++ }))
  while (rows.length < MIN_ROWS) rows.push(newRow(DEFAULT_FIELDS[rows.length]))
  const first = (name: LimitName) => state.filters[name]?.[0] ?? ''
  return {
    rows,
    limits: Object.fromEntries(LIMITS.map((name) => [name, first(name)])) as Record<LimitName, string>,
    yearFrom: state.yearFrom === undefined ? '' : String(state.yearFrom),
    yearTo: state.yearTo === undefined ? '' : String(state.yearTo),
    onlyOnShelf: state.onlyOnShelf,
  }
}

export type FormProblem = 'empty' | 'tooLong' | 'year'

const year = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number.parseInt(text, 10) : undefined)

export function formProblem(form: AdvancedForm): FormProblem | null {
  const filled = form.rows.filter((r) => r.searchFieldContent.trim())
  if (!filled.length) return 'empty'
  if (filled.some((r) => r.searchFieldContent.trim().length > MAX_TERM_LENGTH)) return 'tooLong'
  const from = year(form.yearFrom)
  const to = year(form.yearTo)
  if ((form.yearFrom.trim() && from === undefined) || (form.yearTo.trim() && to === undefined) || (from !== undefined && to !== undefined && from > to)) return 'year'
  return null
}

/**
 * The search a filled form asks for. One row is a simple search; several are searchItems joined by
 * their operators (the first row's is ignored). Filters the form does not show are kept from `base`.
 */
export function stateOf(form: AdvancedForm, base: SearchState): SearchState {
  const filled = form.rows.filter((r) => r.searchFieldContent.trim()).map(({ key: _key, ...item }) => ({ ...item, searchFieldContent: item.searchFieldContent.trim() }))
  const filters = { ...base.filters }
  for (const name of LIMITS) {
    if (form.limits[name]) filters[name] = [form.limits[name]]
    else delete filters[name]
  }
  const single = filled.length === 1 ? filled[0]! : undefined
  return {
    ...EMPTY_SEARCH,
    term: single ? single.searchFieldContent : '',
    field: single ? single.searchField : 'keyWord',
    match: single ? single.matchMode : '2',
    items: single ? [] : filled.map((item, i) => (i === 0 ? { ...item, oper: 'AND' as const } : item)),
    filters,
    yearFrom: year(form.yearFrom),
    yearTo: year(form.yearTo),
    onlyOnShelf: form.onlyOnShelf,
    sort: base.sort,
    order: base.order,
    rows: base.rows,
  }
}
