import type { BooleanOperator, FacetKey, MatchMode, SearchField, SortField } from '@portal/contracts'

// The search ports of architecture.md §6. Services build a SearchRequest from whatever door called
// them; a backend (PostgreSQL full-text by default, Meilisearch when configured) answers it. Record data
// for display is read from the database by id, so backends only return ids, scores and counts.

export type SearchClause = {
  field: SearchField
  matchMode: MatchMode
  term: string
  /** How this clause joins the ones before it; the first clause's operator is ignored. */
  oper: BooleanOperator
}

/** Filters as facet keys → accepted values (OR within a key, AND across keys), plus ranges and flags. */
export type SearchFilters = {
  facets: Partial<Record<FacetKey, string[]>>
  publishBegin?: number
  publishEnd?: number
  onlyOnShelf?: boolean
  excludeRecordIds?: number[]
  /** Only these records may match (a subscription's candidates of one window); absent means no such limit. */
  onlyRecordIds?: number[]
}

export type SearchRequest = {
  tenantId: number
  /** ANDed with each other; empty means "browse everything" (categorySearchFlag). */
  clauses: SearchClause[]
  filters: SearchFilters
  sort: { field: SortField; direction: 'asc' | 'desc' }
  page: number
  rows: number
  /** Facets to count over the whole match set. */
  facets: FacetKey[]
}

export type FacetCount = { value: string; count: number }

export type SearchResponse = {
  total: number
  /** True when the total was estimated (very large match sets). */
  totalApproximate: boolean
  hits: { recordId: number; score: number }[]
  facets: Partial<Record<FacetKey, FacetCount[]>>
  /** True when facet counts were estimated from a sample (over 5,000 matches). */
  facetsApproximate: boolean
}

export interface SearchBackend {
  readonly name: 'postgres' | 'meilisearch'
  search(request: SearchRequest): Promise<SearchResponse>
  /** Spelling suggestions for a term with no or few hits, best first. */
  suggest(tenantId: number, term: string, limit: number): Promise<string[]>
}

export interface SearchIndexer {
  /** Recomputes the search data of these records from the database (after import or a change). */
  reindex(tenantId: number, recordIds: number[]): Promise<void>
  remove(tenantId: number, recordIds: number[]): Promise<void>
  /** Records of the tenant indexed with the current tokenizer (the start-up catch-up compares it with the catalogue). */
  indexedCount(tenantId: number): Promise<number>
  /** Rebuilds a whole tenant's index in batches. */
  reindexAll(tenantId: number, onProgress?: (done: number, total: number) => void): Promise<number>
}
