import { z } from 'zod'

/**
 * The 15 search fields of spec §3 Enumerations, by their LibStar request codes (contract §5.4):
 * all, any word, subject, title, journal, author, publisher, class number, abstract, call number,
 * barcode, ISBN, ISSN, institution, tool number ("more").
 */
export const SEARCH_FIELDS = [
  'keyWord', 'anyWord', 'subject', 'title', 'periName', 'author', 'publisher', 'kindNo',
  'abstract', 'callNo', 'barcode', 'isbn', 'issn', 'institution', 'toolNumber',
] as const
export const SearchFieldSchema = z.enum(SEARCH_FIELDS)
export type SearchField = z.infer<typeof SearchFieldSchema>

/** Match modes (contract §5.5, spec §3): 1 exact, 2 contains (default), 3 starts with, 4 ends with. */
export const MATCH_MODES = ['1', '2', '3', '4'] as const
export const MatchModeSchema = z.enum(MATCH_MODES)
export type MatchMode = z.infer<typeof MatchModeSchema>

export const BOOLEAN_OPERATORS = ['AND', 'OR', 'NOT'] as const
export type BooleanOperator = (typeof BOOLEAN_OPERATORS)[number]

/** Sorts (contract §5.6 plus title and loan count). */
export const SORT_FIELDS = ['relevance', 'issued_sort', 'title', 'in_date', 'loan_count'] as const
export type SortField = (typeof SORT_FIELDS)[number]

/** Facet keys as they appear in `facetResult` (contract §3.2). */
export const FACET_KEYS = [
  'docCode', 'resourceType', 'langCode', 'countryCode', 'discode1', 'libCode', 'locationId', 'curLocationId',
  'campusId', 'author', 'publisher', 'subject', 'kindNo', 'coreIncludes', 'neweCollectionIds', 'litCode',
] as const
export type FacetKey = (typeof FACET_KEYS)[number]
