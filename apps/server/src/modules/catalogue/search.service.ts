import type { Highlights, SearchPage } from '@portal/contracts'
import type { BibRecord, Tenant } from '@portal/db'
import type { FacetCount, SearchResponse } from '../../ports/search.port.ts'
import { highlightSegments } from '../../kernel/search-text/highlight.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { toSearchRequest, type CatalogueSearchParams } from './search-params.ts'
import { copySummaries, recordCover, toRecordSummary } from './record-list.ts'

function searchPort(ctx: Pick<TenantContext, 'ports'>) {
  if (!ctx.ports.search) throw new AppError('SERVICE_UNAVAILABLE')
  return ctx.ports.search
}

/** The optional per-tenant Referer gate of contract §2.6 (content endpoints only). */
export function assertRefererGate(ctx: Pick<TenantContext, 'client'>, tenant: Tenant) {
  if (tenant.requireReferer && !ctx.client.referer) throw new AppError('ACCESS_INTERRUPTED')
}

/** The most frequent eleven values of each facet that counted any. */
function facetCounts(facets: SearchResponse['facets']) {
  const out: Record<string, Record<string, number>> = {}
  for (const [key, counts] of Object.entries(facets) as [string, FacetCount[]][])
    if (counts.length) out[key] = Object.fromEntries(counts.slice(0, 11).map((c) => [c.value, c.count]))
  return out
}

/** The words a patron typed, for highlighting (every clause except NOT ones). */
function highlightQuery(params: CatalogueSearchParams): string {
  const items = params.searchItems?.filter((i) => i.oper !== 'NOT').map((i) => i.searchFieldContent) ?? []
  return [params.searchFieldContent, ...items].filter((t) => t && t !== '*').join(' ')
}

/** Where the words searched occur in a record's title, abstract, subjects and publisher (fields without a match left out). */
function highlightsOf(record: BibRecord, query: string): Highlights {
  const out: Highlights = {}
  const texts: [keyof Highlights, string][] = [['title', record.title], ['abstract', record.abstract], ['subjects', record.subjects.join(',')], ['publisher', record.publisher]]
  for (const [field, text] of texts) {
    const segments = highlightSegments(text, query)
    if (segments.some((s) => s.matched)) out[field] = segments
  }
  return out
}

/**
 * Runs a catalogue search: one page of records with the words searched marked in them, the total, facet
 * counts (and whether those are estimates), and spelling suggestions for zero or few hits. search-wire.ts
 * renders it as the contract's `unify/search` data.
 */
export async function searchCatalogue(ctx: Pick<TenantContext, 'data' | 'ports'>, tenant: Tenant, params: CatalogueSearchParams, extra: { excludeRecordIds?: number[] } = {}): Promise<SearchPage> {
  const { backend } = searchPort(ctx)
  const request = toSearchRequest(params, tenant.id, extra)
  const response = await backend.search(request)
  const ids = response.hits.map((h) => h.recordId)
  const [records, copies] = await Promise.all([
    ctx.data.bibRecord.findMany({ where: { id: { in: ids } } }),
    copySummaries(ctx, ids),
  ])
  const byId = new Map(records.map((r) => [r.id, r]))
  const query = highlightQuery(params)
  const hits = ids.flatMap((id) => {
    const record = byId.get(id)
    if (!record) return []
    return [{ record: toRecordSummary(record, copies.get(id)!, recordCover(ctx, tenant.groupCode, record)), highlights: query ? highlightsOf(record, query) : {} }]
  })
  const suggestions = response.total < 3 && query ? await backend.suggest(tenant.id, query, 5) : []
  if (!hits.length && response.total === 0) return { total: 0, totalApproximate: false, hits: [], facets: {}, facetsApproximate: false, suggestions }
  return {
    total: response.total,
    totalApproximate: response.totalApproximate,
    hits,
    facets: facetCounts(response.facets),
    facetsApproximate: response.facetsApproximate,
    suggestions,
  }
}

/** `GET /find/index/spellKeyWord`: spelling suggestions for a term. */
export async function spellKeyWord(ctx: Pick<TenantContext, 'ports' | 'tenant'>, input: { keyWord: string }) {
  const tenant = await ctx.tenant()
  if (!input.keyWord.trim()) return []
  return searchPort(ctx).backend.suggest(tenant.id, input.keyWord, 8)
}
