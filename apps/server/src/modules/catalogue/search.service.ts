import type { Tenant } from '@portal/db'
import type { FacetCount, SearchResponse } from '../../ports/search.port.ts'
import { highlight } from '../../kernel/search-text/highlight.ts'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { toSearchRequest, type CatalogueSearchParams } from './search-params.ts'
import { copySummaries, recordCover } from './record-list.ts'
import { presentSearchRecord } from './search-record-presenter.ts'

/** The empty answers of contract §2.6: without a usable group code, and for a term that matches nothing. */
export const EMPTY_WITHOUT_TENANT = { numFound: 0, searchResult: [], facetResult: { customSub: {} }, hlResult: null }
const emptyResult = () => ({ ...EMPTY_WITHOUT_TENANT, levelResultList: [] })

function searchPort(ctx: RequestContext) {
  if (!ctx.ports.search) throw new AppError('SERVICE_UNAVAILABLE')
  return ctx.ports.search
}

/** The optional per-tenant Referer gate of contract §2.6 (content endpoints only). */
export function assertRefererGate(ctx: RequestContext, tenant: Tenant) {
  if (tenant.requireReferer && !ctx.client.referer) throw new AppError('ACCESS_INTERRUPTED')
}

function facetResult(facets: SearchResponse['facets']) {
  const out: Record<string, Record<string, number>> = {}
  for (const [key, counts] of Object.entries(facets) as [string, FacetCount[]][])
    if (counts.length) out[key] = Object.fromEntries(counts.slice(0, 11).map((c) => [c.value, c.count]))
  return { ...out, customSub: {} }
}

/** The words a patron typed, for highlighting (every clause except NOT ones). */
function highlightQuery(params: CatalogueSearchParams): string {
  const items = params.searchItems?.filter((i) => i.oper !== 'NOT').map((i) => i.searchFieldContent) ?? []
  return [params.searchFieldContent, ...items].filter((t) => t && t !== '*').join(' ')
}

/**
 * Runs a catalogue search and answers the contract's `unify/search` data: numFound, searchResult,
 * facetResult, hlResult (escaped text with the contract's markup), levelResultList, plus whether counts
 * are estimates and spelling suggestions for zero or few hits.
 */
export async function searchCatalogue(ctx: RequestContext, tenant: Tenant, params: CatalogueSearchParams, extra: { excludeRecordIds?: number[] } = {}) {
  const { backend } = searchPort(ctx)
  const request = toSearchRequest(params, tenant.id, extra)
  const response = await backend.search(request)
  const ids = response.hits.map((h) => h.recordId)
  const [records, copies] = await Promise.all([
    ctx.db.bibRecord.findMany({ where: { tenantId: tenant.id, id: { in: ids } } }),
    copySummaries(ctx, tenant.id, ids),
  ])
  const byId = new Map(records.map((r) => [r.id, r]))
  const query = highlightQuery(params)
  const hlResult: Record<string, Record<string, string[]>> = {}
  const searchResult = ids.flatMap((id) => {
    const record = byId.get(id)
    if (!record) return []
    const marked: Record<string, string[]> = {}
    const mark = (field: string, text: string) => {
      const html = text ? highlight(text, query) : ''
      if (html.includes('<font')) marked[field] = [html]
    }
    if (query) {
      mark('title', record.title)
      mark('adstract', record.abstract)
      mark('subjectWord', record.subjects.join(','))
      mark('publisher', record.publisher)
    }
    if (Object.keys(marked).length) hlResult[String(id)] = marked
    return [presentSearchRecord(record, copies.get(id)!, recordCover(ctx, tenant.groupCode, record))]
  })
  const suggestions = response.total < 3 && query ? await backend.suggest(tenant.id, query, 5) : []
  if (!searchResult.length && response.total === 0) return { ...emptyResult(), suggestions, numFoundApproximate: false, facetApproximate: false }
  return {
    numFound: response.total,
    searchResult,
    facetResult: facetResult(response.facets),
    hlResult: Object.keys(hlResult).length ? hlResult : null,
    levelResultList: [],
    numFoundApproximate: response.totalApproximate,
    facetApproximate: response.facetsApproximate,
    suggestions,
  }
}

/** `GET /find/index/spellKeyWord`: spelling suggestions for a term. */
export async function spellKeyWord(ctx: RequestContext, input: { keyWord: string }) {
  const tenant = await ctx.tenant()
  if (!input.keyWord.trim()) return []
  return searchPort(ctx).backend.suggest(tenant.id, input.keyWord, 8)
}
