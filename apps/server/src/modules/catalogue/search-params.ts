import { FACET_KEYS, type BooleanOperator, type FacetKey, type MatchMode, type SearchField, type SortField } from '@portal/contracts'
import type { SearchClause, SearchRequest } from '../../ports/search.port.ts'
import { AppError } from '../../kernel/app-error.ts'

/** Facet filter lists a search call may carry (request names; a few differ from the facet key). */
export const FACET_FILTER_NAMES = [
  'docCode', 'litCode', 'resourceType', 'subject', 'discode1', 'publisher', 'libCode', 'locationId', 'eCollectionIds',
  'neweCollectionIds', 'curLocationId', 'campusId', 'kindNo', 'collectionName', 'author', 'langCode', 'countryCode',
  'coreInclude', 'newCoreInclude', 'ddType', 'verifyStatus', 'group', 'customSub',
] as const
export type FacetFilterName = (typeof FACET_FILTER_NAMES)[number]

/** A search as the doors hand it to the service (spec §3 "Multi-search params", defaults applied). */
export type CatalogueSearchParams = {
  searchFieldContent: string
  searchField: SearchField
  matchMode: MatchMode
  publishBegin?: number | undefined
  publishEnd?: number | undefined
  sortField: SortField
  sortClause: 'asc' | 'desc'
  page: number
  rows: number
  onlyOnShelf?: boolean | undefined
  searchItems?: { oper: BooleanOperator; searchField: SearchField; matchMode: MatchMode; searchFieldContent: string }[] | undefined
  /** 1: browse everything ("*" or an empty term). */
  categorySearchFlag?: number | undefined
} & { [K in FacetFilterName]: string[] }

/** Request filter names that map onto another facet key. */
const FILTER_TO_FACET: Partial<Record<FacetFilterName, FacetKey>> = { coreInclude: 'coreIncludes', newCoreInclude: 'coreIncludes', eCollectionIds: 'neweCollectionIds' }

export const ALL_FACETS: FacetKey[] = ['docCode', 'resourceType', 'langCode', 'countryCode', 'discode1', 'libCode', 'locationId', 'campusId', 'author', 'publisher', 'subject', 'kindNo']

/** The clauses of a simple or advanced search; an empty list is a browse. */
export function clausesOf(params: CatalogueSearchParams): SearchClause[] {
  const items = params.searchItems?.filter((i) => i.searchFieldContent.trim()) ?? []
  if (items.length) return items.map((i, index) => ({ field: i.searchField, matchMode: i.matchMode, term: i.searchFieldContent.trim(), oper: index === 0 ? 'AND' : i.oper }))
  const term = params.searchFieldContent.trim()
  if (!term || term === '*') return []
  return [{ field: params.searchField, matchMode: params.matchMode, term, oper: 'AND' }]
}

export function toSearchRequest(params: CatalogueSearchParams, tenantId: number, extra: { excludeRecordIds?: number[] } = {}): SearchRequest {
  if (params.publishBegin !== undefined && params.publishEnd !== undefined && params.publishBegin > params.publishEnd)
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'publishBegin', message: `${params.publishBegin} > ${params.publishEnd}` }] })
  const facets: Partial<Record<FacetKey, string[]>> = {}
  for (const name of FACET_FILTER_NAMES) {
    const values = params[name]
    const key = FILTER_TO_FACET[name] ?? name
    if (values.length && (FACET_KEYS as readonly string[]).includes(key)) facets[key as FacetKey] = [...(facets[key as FacetKey] ?? []), ...values]
  }
  return {
    tenantId,
    clauses: clausesOf(params),
    filters: { facets, publishBegin: params.publishBegin, publishEnd: params.publishEnd, onlyOnShelf: params.onlyOnShelf === true, excludeRecordIds: extra.excludeRecordIds },
    sort: { field: params.sortField, direction: params.sortClause },
    page: params.page,
    rows: params.rows,
    facets: ALL_FACETS,
  }
}

/**
 * `getUnifyReruestBody` (sic): the search body the LibStar client starts from, with the defaults of spec §3;
 * `ByResCode` presets a resource type.
 */
export function defaultSearchBody(resourceType?: string) {
  const lists = Object.fromEntries(FACET_FILTER_NAMES.map((name) => [name, name === 'docCode' ? [null] : []]))
  return {
    searchFieldContent: '', searchField: 'keyWord', matchMode: '2', ...lists,
    ...(resourceType ? { resourceType: [resourceType] } : {}),
    publishBegin: null, publishEnd: null, sortField: 'relevance', sortClause: 'asc', page: 1, rows: 10, onlyOnShelf: null, searchItems: null, indexSearch: 1,
  }
}
