import { SEARCH_FIELDS, type MatchMode, type SearchField } from '@portal/contracts'
import { EMPTY_SEARCH, type Filters, type SearchState } from '../../../lib/search-state.ts'

// The entry addresses other systems link to (spec §2), turned into a search:
//   /searchListExternal/{keyword}/{matchType}/{docType}[/{extra}]
//   /searchListExternal/{searchType}/{keyword}/{matchType}[/{docType}]
//   /searchListResource/{searchType}/{keyword}/{matchType}[/{resourceType}]
// The two external forms are told apart by the first segment: a search field code (`title`) or a
// two-digit search type (`01`, the contract's example: the spec's order of the 15 fields, 01 = all
// fields) makes it the second form. Types may be codes or a few English words.

const DOC_WORDS: Record<string, string> = { book: '1', books: '1', journal: '2', journals: '2', newspaper: '3', thesis: '4', theses: '4', article: '5', paper: '5', conference: '6', patent: '7', standard: '8' }
const RESOURCE_WORDS: Record<string, string> = { paper: '1', print: '1', physical: '1', electronic: '2', ebook: '2', digital: '3' }
const NONE = new Set(['', '0', '00', 'all', 'null', 'undefined', '*'])

/** A search field from its code (any case) or its two-digit number. */
export function searchFieldOf(segment: string): SearchField | undefined {
  const byName = SEARCH_FIELDS.find((f) => f.toLowerCase() === segment.trim().toLowerCase())
  if (byName) return byName
  if (/^\d{2}$/.test(segment.trim())) return SEARCH_FIELDS[Number.parseInt(segment, 10) - 1]
  return undefined
}

/** '1'..'4' (also '01'); anything else is the default, contains. */
export function matchModeOf(segment: string | undefined): MatchMode {
  const n = Number.parseInt(segment ?? '', 10)
  return n >= 1 && n <= 4 ? (String(n) as MatchMode) : '2'
}

function docFilter(segment: string | undefined): Filters {
  const value = (segment ?? '').trim().toLowerCase()
  if (NONE.has(value)) return {}
  if (/^\d{1,3}$/.test(value)) return { docCode: [String(Number.parseInt(value, 10))] }
  return DOC_WORDS[value] ? { docCode: [DOC_WORDS[value]] } : {}
}

function resourceFilter(segment: string | undefined): Filters {
  const value = (segment ?? '').trim().toLowerCase()
  if (NONE.has(value)) return {}
  if (/^[1-3]$/.test(value)) return { resourceType: [value] }
  if (RESOURCE_WORDS[value]) return { resourceType: [RESOURCE_WORDS[value]] }
  return docFilter(value)
}

const search = (term: string, field: SearchField, match: MatchMode, filters: Filters): SearchState => ({ ...EMPTY_SEARCH, term: term.trim() || '*', field, match, filters })

export function externalSearch(params: { first?: string; second?: string; third?: string; fourth?: string }): SearchState {
  const { first = '', second = '', third, fourth } = params
  const field = searchFieldOf(first)
  return field ? search(second, field, matchModeOf(third), docFilter(fourth)) : search(first, 'keyWord', matchModeOf(second), docFilter(third))
}

export function resourceSearch(params: { searchType?: string; keyword?: string; matchType?: string; resourceType?: string }): SearchState {
  return search(params.keyword ?? '', searchFieldOf(params.searchType ?? '') ?? 'keyWord', matchModeOf(params.matchType), resourceFilter(params.resourceType))
}
