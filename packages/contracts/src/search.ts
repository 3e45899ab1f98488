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

const codes = z.array(z.string().max(100)).max(200).default([])

/** A catalogue search as our web app sends it over tRPC (strict; the REST door accepts the lenient forms). */
export const CatalogueSearchInputSchema = z.object({
  searchFieldContent: z.string().max(1000).default(''),
  searchField: SearchFieldSchema.default('keyWord'),
  matchMode: MatchModeSchema.default('2'),
  docCode: codes, litCode: codes, resourceType: codes, subject: codes, discode1: codes, publisher: codes, libCode: codes,
  locationId: codes, eCollectionIds: codes, neweCollectionIds: codes, curLocationId: codes, campusId: codes, kindNo: codes,
  collectionName: codes, author: codes, langCode: codes, countryCode: codes, coreInclude: codes, newCoreInclude: codes,
  ddType: codes, verifyStatus: codes, group: codes, customSub: codes,
  publishBegin: z.number().int().min(0).max(9999).optional(),
  publishEnd: z.number().int().min(0).max(9999).optional(),
  sortField: z.enum(SORT_FIELDS).default('relevance'),
  sortClause: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(100).default(10),
  onlyOnShelf: z.boolean().optional(),
  searchItems: z
    .array(z.object({ oper: z.enum(BOOLEAN_OPERATORS).default('AND'), searchField: SearchFieldSchema.default('keyWord'), matchMode: MatchModeSchema.default('2'), searchFieldContent: z.string().max(1000) }))
    .max(20)
    .optional(),
  categorySearchFlag: z.number().int().optional(),
})
export type CatalogueSearchInput = z.output<typeof CatalogueSearchInputSchema>
