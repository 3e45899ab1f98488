import { Meilisearch } from 'meilisearch'
import type { FacetKey } from '@portal/contracts'
import type { FacetCount, SearchBackend, SearchClause, SearchIndexer, SearchRequest } from '../../ports/search.port.ts'
import { isbnDigits, normalizeIsbn, normalizeIssn } from '../../kernel/search-text/isbn.ts'
import { normalize } from '../../kernel/search-text/normalize.ts'
import { toSearchDocument } from '../../kernel/search-text/search-document.ts'
import { boundTerm, queryChunks, TOKENIZER_VERSION } from '../../kernel/search-text/tokenizer.ts'
import { readSearchSources } from '../search-postgres/indexer.ts'
import type { SqlClient } from '../search-postgres/sql-client.ts'
import { FACET_ATTRIBUTES, SETTINGS, toMeiliRecord } from './documents.ts'

// The Meilisearch backend (used when MEILISEARCH_URL is set). One index per tenant, so isolation holds by
// construction. Records are read from PostgreSQL and mapped by the same SearchDocument mapper and
// tokenizer as the default backend; queries are tokenized the same way. Boolean combinations of clauses
// over different fields are resolved as id sets (≤ 1,000 per clause, flagged approximate beyond) since a
// Meilisearch query has one q. Not run here: no Meilisearch server on the development machine.

export type MeilisearchConfig = { url: string; apiKey?: string; indexPrefix?: string }

const CLAUSE_IDS = 1_000
const MAX_ROWS = 100
const BATCH = 1_000

/** A string literal of Meilisearch's filter language. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

const TEXT_ATTRIBUTES: Partial<Record<SearchClause['field'], { on: string[]; keys: string[] }>> = {
  keyWord: { on: SETTINGS.searchableAttributes, keys: ['keys_title', 'keys_author', 'keys_subject', 'keys_publisher', 'keys_institution'] },
  anyWord: { on: SETTINGS.searchableAttributes, keys: [] },
  toolNumber: { on: SETTINGS.searchableAttributes, keys: [] },
  title: { on: ['tok_title'], keys: ['keys_title'] },
  periName: { on: ['tok_title'], keys: ['keys_title'] },
  author: { on: ['tok_author'], keys: ['keys_author'] },
  subject: { on: ['tok_other'], keys: ['keys_subject'] },
  publisher: { on: ['tok_other'], keys: ['keys_publisher'] },
  institution: { on: ['tok_other'], keys: ['keys_institution'] },
  abstract: { on: ['tok_abstract'], keys: [] },
}

/** A query string of our tokens: every chunk a quoted phrase of its bigrams/words (or its ISBN). */
function queryString(term: string): string {
  return queryChunks(term)
    .map((c) => (c.code && !c.tokens.length ? c.code : c.tokens.length > 1 ? `"${c.tokens.join(' ')}"` : c.tokens[0] ?? ''))
    .filter(Boolean)
    .join(' ')
}

export function createMeilisearchSearch(config: MeilisearchConfig, db: SqlClient): { backend: SearchBackend; indexer: SearchIndexer } {
  const client = new Meilisearch({ host: config.url, apiKey: config.apiKey })
  const prefix = config.indexPrefix ?? 'portal_records'
  const indexOf = (tenantId: number) => client.index(`${prefix}_${Math.trunc(tenantId)}`)
  const prepared = new Set<number>()

  async function prepare(tenantId: number) {
    if (prepared.has(tenantId)) return
    await indexOf(tenantId).updateSettings(SETTINGS).waitTask()
    prepared.add(tenantId)
  }

  /** Filter expression of a code clause, or null when the clause is full text. */
  async function codeFilter(tenantId: number, clause: SearchClause): Promise<string | null> {
    const raw = boundTerm(clause.term).trim()
    const startsWith = clause.matchMode !== '1'
    switch (clause.field) {
      case 'isbn': {
        const full = normalizeIsbn(raw)
        if (full) return `isbns = ${quote(full)}`
        return `isbns STARTS WITH ${quote(isbnDigits(raw))}`
      }
      case 'issn': {
        const full = normalizeIssn(raw)
        return full ? `issn = ${quote(full)}` : `issn STARTS WITH ${quote(raw.toUpperCase().replace(/[^0-9X]/g, ''))}`
      }
      case 'kindNo':
        return startsWith ? `classes STARTS WITH ${quote(raw.toUpperCase())}` : `classes = ${quote(raw.toUpperCase())}`
      case 'barcode':
      case 'callNo': {
        // Holdings live in PostgreSQL; resolve to record ids there.
        const column = clause.field === 'barcode' ? 'barcode' : 'callNo'
        const pattern = `${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const rows = column === 'barcode'
          ? await db.$queryRaw<{ id: number }[]>`SELECT DISTINCT "recordId" AS id FROM "Item" WHERE "tenantId" = ${tenantId} AND (CASE WHEN ${startsWith} THEN barcode ILIKE ${pattern} ELSE barcode = ${raw} END) LIMIT ${CLAUSE_IDS}`
          : await db.$queryRaw<{ id: number }[]>`SELECT DISTINCT "recordId" AS id FROM "Item" WHERE "tenantId" = ${tenantId} AND (CASE WHEN ${startsWith} THEN "callNo" ILIKE ${pattern} ELSE "callNo" = ${raw} END) LIMIT ${CLAUSE_IDS}`
        return rows.length ? `id IN [${rows.map((r) => Number(r.id)).join(', ')}]` : 'id IN []'
      }
      default:
        return null
    }
  }

  /** Ids matching one clause (bounded). */
  async function clauseIds(tenantId: number, clause: SearchClause): Promise<{ ids: Set<number>; capped: boolean }> {
    const code = await codeFilter(tenantId, clause)
    const text = TEXT_ATTRIBUTES[clause.field]
    let q = ''
    const filters: string[] = []
    if (code) filters.push(code)
    else if (text) {
      q = queryString(clause.term)
      if (!q) return { ids: new Set(), capped: false }
      const folded = normalize(boundTerm(clause.term)).replace(/\s+/gu, ' ').trim()
      if (clause.matchMode === '1' && text.keys.length) filters.push(`(${text.keys.map((k) => `${k} = ${quote(folded)}`).join(' OR ')})`)
      if (clause.matchMode === '3' && text.keys.length) filters.push(`(${text.keys.map((k) => `${k} STARTS WITH ${quote(folded)}`).join(' OR ')})`)
    }
    const result = await indexOf(tenantId).search(q, {
      filter: filters.join(' AND ') || undefined,
      attributesToSearchOn: text?.on,
      matchingStrategy: clause.field === 'anyWord' ? 'last' : 'all',
      limit: CLAUSE_IDS,
      attributesToRetrieve: ['id'],
    })
    return { ids: new Set(result.hits.map((h) => Number(h.id))), capped: result.estimatedTotalHits > CLAUSE_IDS }
  }

  function filterOf(request: SearchRequest): string[] {
    const parts: string[] = []
    for (const [key, values] of Object.entries(request.filters.facets ?? {}) as [FacetKey, string[] | undefined][]) {
      if (!values?.length || !(FACET_ATTRIBUTES as readonly string[]).includes(key)) continue
      parts.push(`${key} IN [${values.slice(0, 100).map((v) => quote(String(v).slice(0, 200))).join(', ')}]`)
    }
    if (Number.isFinite(request.filters.publishBegin)) parts.push(`year >= ${Math.trunc(request.filters.publishBegin!)}`)
    if (Number.isFinite(request.filters.publishEnd)) parts.push(`year <= ${Math.trunc(request.filters.publishEnd!)}`)
    if (request.filters.onlyOnShelf) parts.push('onShelf = true')
    const excluded = (request.filters.excludeRecordIds ?? []).filter(Number.isSafeInteger).slice(0, 10_000)
    if (excluded.length) parts.push(`id NOT IN [${excluded.join(', ')}]`)
    // An empty list matches nothing: record ids start at 1.
    const only = request.filters.onlyRecordIds?.filter(Number.isSafeInteger).slice(0, 10_000)
    if (only) parts.push(`id IN [${only.length ? only.join(', ') : '0'}]`)
    return parts
  }

  const backend: SearchBackend = {
    name: 'meilisearch',
    async search(request) {
      await prepare(request.tenantId)
      const clauses = request.clauses.filter((c) => c.term.trim())
      const filters = filterOf(request)
      let q = ''
      let attributesToSearchOn: string[] | undefined
      let approximate = false
      const single = clauses.length === 1 && TEXT_ATTRIBUTES[clauses[0]!.field] && clauses[0]!.matchMode === '2' ? clauses[0]! : null
      if (single) {
        // The common case runs as one ranked query.
        q = queryString(single.term)
        attributesToSearchOn = TEXT_ATTRIBUTES[single.field]!.on
        if (!q) filters.push('id IN []')
      } else if (clauses.length) {
        let ids = null as Set<number> | null
        for (const clause of clauses) {
          const part = await clauseIds(request.tenantId, clause)
          approximate ||= part.capped
          if (!ids) ids = part.ids
          else if (clause.oper === 'OR') ids = new Set([...ids, ...part.ids])
          else if (clause.oper === 'NOT') ids = new Set([...ids].filter((id) => !part.ids.has(id)))
          else ids = new Set([...ids].filter((id) => part.ids.has(id)))
        }
        filters.push(`id IN [${[...(ids ?? [])].join(', ')}]`)
        // The id filter is the match set; a q here could drop OR-ed matches, so these are not ranked.
        q = ''
      }
      const rows = Math.min(Math.max(Math.trunc(request.rows) || 10, 1), MAX_ROWS)
      const page = Math.max(Math.trunc(request.page) || 1, 1)
      const direction = request.sort.direction === 'desc' ? 'desc' : 'asc'
      const sortKey = { relevance: null, issued_sort: 'year', title: 'titleSort', in_date: 'inDate', loan_count: 'loanCount' }[request.sort.field]
      const facets = request.facets.filter((f) => (FACET_ATTRIBUTES as readonly string[]).includes(f))
      const result = await indexOf(request.tenantId).search(q, {
        filter: filters.join(' AND ') || undefined,
        attributesToSearchOn,
        matchingStrategy: single?.field === 'anyWord' ? 'last' : 'all',
        sort: sortKey ? [`${sortKey}:${direction}`] : undefined,
        page,
        hitsPerPage: rows,
        facets,
        attributesToRetrieve: ['id'],
        showRankingScore: true,
      })
      const distribution = result.facetDistribution ?? {}
      const facetCounts: Partial<Record<FacetKey, FacetCount[]>> = {}
      for (const key of facets) {
        facetCounts[key] = Object.entries(distribution[key] ?? {})
          .filter(([value]) => value !== '')
          .map(([value, count]) => ({ value, count }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      }
      return {
        total: result.totalHits ?? 0,
        totalApproximate: approximate,
        hits: result.hits.map((h) => ({ recordId: Number(h.id), score: Number(h._rankingScore ?? 0) })),
        facets: facetCounts,
        facetsApproximate: approximate,
      }
    },
    async suggest(tenantId, term, limit) {
      await prepare(tenantId)
      const q = queryString(term)
      if (!q) return []
      // Meilisearch has no fuzzy match on our bigram tokens; the closest thing is a partial match.
      const result = await indexOf(tenantId).search(q, { matchingStrategy: 'last', limit: Math.min(Math.max(limit, 1), 20), attributesToRetrieve: ['id'] })
      const ids = result.hits.map((h) => Number(h.id))
      if (!ids.length) return []
      const rows = await db.$queryRaw<{ id: number; title: string }[]>`SELECT id, title FROM "BibRecord" WHERE "tenantId" = ${tenantId} AND id = ANY(${ids}::int[])`
      const byId = new Map(rows.map((r) => [r.id, r.title]))
      return [...new Set(ids.map((id) => byId.get(id)).filter((t): t is string => !!t))]
    },
  }

  const indexer: SearchIndexer = {
    async reindex(tenantId, recordIds) {
      await prepare(tenantId)
      for (let start = 0; start < recordIds.length; start += BATCH) {
        const ids = recordIds.slice(start, start + BATCH)
        const sources = await readSearchSources(db, tenantId, ids)
        const loans = await db.$queryRaw<{ id: number; n: number }[]>`
          SELECT "recordId" AS id, count(*)::int AS n FROM "Loan" WHERE "tenantId" = ${tenantId} AND "recordId" = ANY(${ids}::int[]) GROUP BY "recordId"`
        const loanCount = new Map(loans.map((l) => [l.id, l.n]))
        const kept = sources.filter((s) => !s.suppressed)
        if (kept.length) await indexOf(tenantId).addDocuments(kept.map((s) => toMeiliRecord(toSearchDocument(s), loanCount.get(s.recordId) ?? 0)), { primaryKey: 'id' }).waitTask()
        const keptIds = new Set(kept.map((s) => s.recordId))
        const gone = ids.filter((id) => !keptIds.has(id))
        if (gone.length) await indexOf(tenantId).deleteDocuments(gone).waitTask()
      }
    },
    async indexedCount(tenantId) {
      await prepare(tenantId)
      // Facet counts are exact over the whole index (hit counts stop at maxTotalHits).
      const result = await indexOf(tenantId).search('', { facets: ['tokenizerVersion'], limit: 0 })
      return result.facetDistribution?.tokenizerVersion?.[String(TOKENIZER_VERSION)] ?? 0
    },
    async remove(tenantId, recordIds) {
      if (recordIds.length) await indexOf(tenantId).deleteDocuments(recordIds).waitTask()
    },
    async reindexAll(tenantId, onProgress) {
      const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM "BibRecord" WHERE "tenantId" = ${tenantId} ORDER BY id`
      const ids = rows.map((r) => r.id)
      for (let start = 0; start < ids.length; start += BATCH) {
        await indexer.reindex(tenantId, ids.slice(start, start + BATCH))
        onProgress?.(Math.min(start + BATCH, ids.length), ids.length)
      }
      return ids.length
    },
  }

  return { backend, indexer }
}

/** True when a Meilisearch server answers /health at this URL within the timeout. */
export async function meilisearchReachable(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(timeoutMs) })
    return response.ok
  } catch {
    return false
  }
}
