import { z } from 'zod'
import { BOOLEAN_OPERATORS, MATCH_MODES, SEARCH_FIELDS, SORT_FIELDS } from './values.ts'

// The search fields, match modes, operators and sorts themselves are in values.ts (no zod, for the browser).
export const SearchFieldSchema = z.enum(SEARCH_FIELDS)
export type SearchField = z.infer<typeof SearchFieldSchema>

export const MatchModeSchema = z.enum(MATCH_MODES)
export type MatchMode = z.infer<typeof MatchModeSchema>

export type BooleanOperator = (typeof BOOLEAN_OPERATORS)[number]

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
