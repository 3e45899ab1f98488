import {
  BOOLEAN_OPERATORS,
  MATCH_MODES,
  SEARCH_FIELDS,
  SORT_FIELDS,
  type BooleanOperator,
  type CatalogueSearchInput,
  type MatchMode,
  type SearchField,
  type SortField,
} from '@portal/contracts'
import { SEARCH_TERM_PARAM } from './search-list-link.ts'

// The whole state of a catalogue search as the address carries it (/searchList?…), so a search can be
// bookmarked, shared and restored by Back. Parameter names are LibStar's request names (spec §3
// "Multi-search params"); defaults are left out of the address. Parsing is lenient: a hand-edited or
// old address never breaks the page, unknown values fall back to the defaults.

/** The server's limit for a search term (CatalogueSearchInputSchema). */
export const MAX_TERM_LENGTH = 1000
/** Rows per page the lists offer; 10 is the spec's default (§9). */
export const PAGE_SIZES = [10, 20, 50] as const
export const DEFAULT_ROWS = 10
/** The server pages up to here (CatalogueSearchInputSchema). */
export const MAX_PAGE = 10_000
/** Advanced search rows the server accepts. */
export const MAX_SEARCH_ITEMS = 20

/** Filter lists of a search (the `codes` arrays of CatalogueSearchInputSchema). */
export const FILTER_NAMES = [
  'docCode', 'litCode', 'resourceType', 'subject', 'discode1', 'publisher', 'libCode', 'locationId', 'eCollectionIds',
  'neweCollectionIds', 'curLocationId', 'campusId', 'kindNo', 'collectionName', 'author', 'langCode', 'countryCode',
  'coreInclude', 'newCoreInclude', 'ddType', 'verifyStatus', 'group', 'customSub',
] as const satisfies readonly (keyof CatalogueSearchInput)[]
export type FilterName = (typeof FILTER_NAMES)[number]
export type Filters = Partial<Record<FilterName, string[]>>

export type SearchItem = { oper: BooleanOperator; searchField: SearchField; matchMode: MatchMode; searchFieldContent: string }

export type SearchState = {
  term: string
  field: SearchField
  match: MatchMode
  /** Advanced search rows; when any has a term they replace term/field/match. */
  items: SearchItem[]
  filters: Filters
  yearFrom?: number
  yearTo?: number
  onlyOnShelf: boolean
  sort: SortField
  order: 'asc' | 'desc'
  page: number
  rows: number
  /** Terms searched within the results, in order (twiceSearch). */
  within: string[]
}

export const EMPTY_SEARCH: SearchState = {
  term: '', field: 'keyWord', match: '2', items: [], filters: {}, onlyOnShelf: false,
  sort: 'relevance', order: 'asc', page: 1, rows: DEFAULT_ROWS, within: [],
}

const ITEM_PARAMS = { oper: 'itemOper', field: 'itemField', match: 'itemMatch', term: 'itemTerm' } as const
const WITHIN_PARAM = 'within'

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback

function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined
  const n = Number.parseInt(value, 10)
  return n >= min && n <= max ? n : undefined
}

/** The search an address describes. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const filters: Filters = {}
  for (const name of FILTER_NAMES) {
    const values = [...new Set(params.getAll(name).filter((v) => v.trim() !== '' && v !== 'null'))]
    if (values.length) filters[name] = values
  }
  const opers = params.getAll(ITEM_PARAMS.oper)
  const fields = params.getAll(ITEM_PARAMS.field)
  const matches = params.getAll(ITEM_PARAMS.match)
  const items: SearchItem[] = params
    .getAll(ITEM_PARAMS.term)
    .slice(0, MAX_SEARCH_ITEMS)
    .map((term, i) => ({
      oper: oneOf(BOOLEAN_OPERATORS, opers[i] ?? null, 'AND'),
      searchField: oneOf(SEARCH_FIELDS, fields[i] ?? null, 'keyWord'),
      matchMode: oneOf(MATCH_MODES, matches[i] ?? null, '2'),
      searchFieldContent: term,
    }))
  const sortClause = params.get('sortClause')
  return {
    term: params.get(SEARCH_TERM_PARAM) ?? '',
    field: oneOf(SEARCH_FIELDS, params.get('searchField'), 'keyWord'),
    match: oneOf(MATCH_MODES, params.get('matchMode'), '2'),
    items,
    filters,
    yearFrom: intIn(params.get('publishBegin'), 0, 9999),
    yearTo: intIn(params.get('publishEnd'), 0, 9999),
    onlyOnShelf: params.get('onlyOnShelf') === '1' || params.get('onlyOnShelf') === 'true',
    sort: oneOf(SORT_FIELDS, params.get('sortField'), 'relevance'),
    order: sortClause === 'desc' ? 'desc' : 'asc',
    page: intIn(params.get('page'), 1, MAX_PAGE) ?? 1,
    rows: intIn(params.get('rows'), 1, 100) ?? DEFAULT_ROWS,
    within: params.getAll(WITHIN_PARAM).filter((w) => w.trim()),
  }
}

/** The address parameters of a search, defaults left out. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.term) params.set(SEARCH_TERM_PARAM, state.term)
  if (state.field !== 'keyWord') params.set('searchField', state.field)
  if (state.match !== '2') params.set('matchMode', state.match)
  for (const item of state.items) {
    params.append(ITEM_PARAMS.oper, item.oper)
    params.append(ITEM_PARAMS.field, item.searchField)
    params.append(ITEM_PARAMS.match, item.matchMode)
    params.append(ITEM_PARAMS.term, item.searchFieldContent)
  }
  for (const name of FILTER_NAMES) for (const value of state.filters[name] ?? []) params.append(name, value)
  if (state.yearFrom !== undefined) params.set('publishBegin', String(state.yearFrom))
  if (state.yearTo !== undefined) params.set('publishEnd', String(state.yearTo))
  if (state.onlyOnShelf) params.set('onlyOnShelf', '1')
  if (state.sort !== 'relevance') params.set('sortField', state.sort)
  if (state.order !== 'asc') params.set('sortClause', state.order)
  for (const term of state.within) params.append(WITHIN_PARAM, term)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.rows !== DEFAULT_ROWS) params.set('rows', String(state.rows))
  return params
}

/** `/searchList?…` for a search (spaces as %20, as searchListPath writes them). */
export function searchStatePath(state: SearchState, pathname = '/searchList', extra: Record<string, string> = {}): string {
  const params = searchStateParams(state)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const query = params.toString().replace(/\+/g, '%20')
  return query ? `${pathname}?${query}` : pathname
}

/** The advanced rows that carry a term. */
export const filledItems = (state: Pick<SearchState, 'items'>) => state.items.filter((i) => i.searchFieldContent.trim())

/** Whether the state asks for a search at all (a term, advanced rows or at least one limit). */
export function hasQuery(state: SearchState): boolean {
  return Boolean(state.term.trim()) || filledItems(state).length > 0 || Object.keys(state.filters).length > 0 || state.yearFrom !== undefined || state.yearTo !== undefined
}

/** Every term of the search (the main one, the rows', the within ones), for length checks and recent searches. */
export function termsOf(state: SearchState): string[] {
  return [state.term, ...state.items.map((i) => i.searchFieldContent), ...state.within].filter((t) => t.trim())
}

export type TermProblem = 'empty' | 'tooLong'

/** Spec §5: a term must not be empty; the server takes at most MAX_TERM_LENGTH characters. */
export function termProblem(term: string): TermProblem | null {
  if (!term.trim()) return 'empty'
  if (term.trim().length > MAX_TERM_LENGTH) return 'tooLong'
  return null
}

export type SearchInput = Partial<CatalogueSearchInput>

/**
 * The tRPC input of a search, with the fixed filters of a scope (e.g. a resource type) added; a search
 * within results becomes a twiceSearch input (the earlier within terms join the first search's rows).
 */
export function toSearchInput(state: SearchState, scope: Filters = {}): { input: SearchInput; second?: string } {
  const filters: Filters = { ...state.filters }
  for (const [name, values] of Object.entries(scope) as [FilterName, string[]][]) filters[name] = [...new Set([...(filters[name] ?? []), ...values])]
  const rows = filledItems(state).map((item) => ({ ...item, searchFieldContent: item.searchFieldContent.trim() }))
  const term = state.term.trim()
  const input: SearchInput = {
    searchFieldContent: rows.length ? '' : term || '*',
    searchField: state.field,
    matchMode: state.match,
    ...filters,
    publishBegin: state.yearFrom,
    publishEnd: state.yearTo,
    sortField: state.sort,
    sortClause: state.order,
    page: state.page,
    rows: state.rows,
    onlyOnShelf: state.onlyOnShelf || undefined,
    searchItems: rows.length ? rows : undefined,
    categorySearchFlag: !rows.length && (!term || term === '*') ? 1 : undefined,
  }
  const within = state.within.map((w) => w.trim()).filter(Boolean)
  if (!within.length) return { input }
  const base: SearchItem[] = rows.length ? rows : term && term !== '*' ? [{ oper: 'AND', searchField: state.field, matchMode: state.match, searchFieldContent: term }] : []
  const earlier = within.slice(0, -1).map((w): SearchItem => ({ oper: 'AND', searchField: 'keyWord', matchMode: '2', searchFieldContent: w }))
  const items = [...base, ...earlier]
  // A browse has no first clause: the within term alone searches (an empty first term is ignored, '*' would not be).
  const first = rows.length || !term || term === '*' ? '' : term
  return { input: { ...input, searchFieldContent: first, searchItems: items.length ? items : undefined, categorySearchFlag: undefined }, second: within.at(-1)! }
}
