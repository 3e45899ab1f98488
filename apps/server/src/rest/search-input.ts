import { BOOLEAN_OPERATORS, MATCH_MODES, SEARCH_FIELDS, SORT_FIELDS } from '@portal/contracts'
import { z } from 'zod'
import { absentAsUndefined, lenientBool, lenientCodeList, lenientInt, lenientObject, lenientString } from './lenient.ts'

// The lenient body of the LibStar search calls (contract §3.2, spec §3 "Multi-search params"):
// every field optional, defaults matchMode 2, sort relevance asc, page 1, rows 10.

/** A search term: long enough for any real query, short enough to keep queries bounded. */
const term = lenientString(1000)
const year = z.preprocess((v) => {
  const value = absentAsUndefined(v)
  return typeof value === 'string' ? (value.match(/\d{4}/)?.[0] ?? value) : value
}, z.coerce.number().int().min(0).max(9999).optional())

const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => {
    const value = absentAsUndefined(v)
    return typeof value === 'number' ? String(value) : value
  }, z.enum(values).optional().default(fallback))

export const SearchItemSchema = lenientObject({
  oper: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : (absentAsUndefined(v) ?? 'AND')), z.enum(BOOLEAN_OPERATORS)),
  searchField: oneOf(SEARCH_FIELDS, 'keyWord'),
  matchMode: oneOf(MATCH_MODES, '2'),
  searchFieldContent: term.optional().default(''),
})

export const FACET_FILTER_FIELDS = {
  docCode: lenientCodeList(), litCode: lenientCodeList(), resourceType: lenientCodeList(), subject: lenientCodeList(),
  discode1: lenientCodeList(), publisher: lenientCodeList(), libCode: lenientCodeList(), locationId: lenientCodeList(),
  eCollectionIds: lenientCodeList(), neweCollectionIds: lenientCodeList(), curLocationId: lenientCodeList(), campusId: lenientCodeList(),
  kindNo: lenientCodeList(), collectionName: lenientCodeList(), author: lenientCodeList(), langCode: lenientCodeList(),
  countryCode: lenientCodeList(), coreInclude: lenientCodeList(), newCoreInclude: lenientCodeList(), ddType: lenientCodeList(),
  verifyStatus: lenientCodeList(), group: lenientCodeList(), customSub: lenientCodeList(),
}

export const searchInputFields = {
  searchFieldContent: term.optional().default(''),
  searchField: oneOf(SEARCH_FIELDS, 'keyWord'),
  matchMode: oneOf(MATCH_MODES, '2'),
  ...FACET_FILTER_FIELDS,
  publishBegin: year,
  publishEnd: year,
  sortField: oneOf(SORT_FIELDS, 'relevance'),
  sortClause: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : absentAsUndefined(v)), z.enum(['asc', 'desc']).optional().default('asc')),
  page: lenientInt().pipe(z.number().int().min(1).max(10_000)).optional().default(1),
  rows: lenientInt().pipe(z.number().int().min(1).max(100)).optional().default(10),
  onlyOnShelf: lenientBool().optional(),
  searchItems: z.preprocess((v) => absentAsUndefined(v), z.array(SearchItemSchema).max(20).optional()),
  categorySearchFlag: lenientInt().optional(),
}

export const SearchInputSchema = lenientObject(searchInputFields)
export type SearchInput = z.output<typeof SearchInputSchema>
