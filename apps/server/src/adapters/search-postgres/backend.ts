import { Prisma } from '@portal/db'
import type { SearchBackend, SearchRequest, SearchResponse } from '../../ports/search.port.ts'
import { normalize } from '../../kernel/search-text/normalize.ts'
import { boundTerm } from '../../kernel/search-text/tokenizer.ts'
import type { SqlClient } from './sql-client.ts'
import { countAndFacets, estimateMatches, tableRows } from './facets.ts'
import { rankedHits } from './ranking.ts'
import { hasTextClause, rankQueries, whereSql } from './where.ts'

// The search page of search-notes.md "Recommended design": top-N in relevance order (ranking.ts), and the total
// plus facet counts (facets.ts: exact for small match sets, from a hashed sample above), the two running
// concurrently on two pool connections.

const sql = Prisma.sql
const MAX_ROWS = 100
const MAX_OFFSET = 10_000
/** Catalogues (all tenants' rows) up to this size get suggestions from every title when the sample finds too few. */
const WHOLE_SUGGEST_ROWS = 200_000

type Hit = { id: number; score: number }

function pageOf(request: SearchRequest): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(request.rows) || 10, 1), MAX_ROWS)
  const page = Math.max(Math.trunc(request.page) || 1, 1)
  return { limit, offset: Math.min((page - 1) * limit, MAX_OFFSET) }
}

async function topHits(db: SqlClient, request: SearchRequest, where: Prisma.Sql, estimate: number): Promise<Hit[]> {
  const { limit, offset } = pageOf(request)
  const desc = request.sort.direction === 'desc'
  const ranked = request.sort.field === 'relevance' ? rankQueries(request.clauses) : null
  if (ranked) return rankedHits(db, request.tenantId, where, ranked, { limit, offset }, estimate)
  const dir = desc ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`
  const key = {
    relevance: sql`s."inDate"`, // no text to rank by (browse, code lookups): newest first
    issued_sort: sql`s."year"`,
    title: sql`s."titleSort"`,
    in_date: sql`s."inDate"`,
    loan_count: sql`(SELECT count(*) FROM "Loan" l WHERE l."tenantId" = s."tenantId" AND l."recordId" = s."recordId")`,
  }[request.sort.field] ?? sql`s."recordId"`
  const order = request.sort.field === 'relevance' ? sql`DESC NULLS LAST` : dir
  return db.$queryRaw<Hit[]>`
    SELECT s."recordId" AS id, 0::float8 AS score FROM "RecordSearch" s
    WHERE ${where} ORDER BY ${key} ${order}, s."recordId" LIMIT ${limit} OFFSET ${offset}`
}

export function createPostgresBackend(db: SqlClient): SearchBackend {
  return {
    name: 'postgres',
    async search(request) {
      const where = whereSql(request)
      // Two statements at once: on a PrismaClient they take two pool connections.
      // The 1/64-sample estimate of the match count steers both the counting and the ranking.
      const estimate = hasTextClause(request) ? await estimateMatches(db, where) : null
      const [hits, counted] = await Promise.all([topHits(db, request, where, estimate ?? 0), countAndFacets(db, request, where, estimate)])
      const response: SearchResponse = {
        total: counted.total,
        totalApproximate: counted.approximate,
        hits: hits.map((h) => ({ recordId: h.id, score: Number(h.score) })),
        facets: counted.facets,
        facetsApproximate: counted.approximate,
      }
      return response
    },
    async suggest(tenantId, term, limit) {
      const folded = normalize(boundTerm(term)).replace(/\s+/gu, ' ').trim()
      if (Array.from(folded).length < 2) return []
      const bounded = Math.min(Math.max(Math.trunc(limit) || 5, 1), 20)
      // Trigram similarity over folded titles (GIN gin_trgm_ops); the original title is what is shown.
      // A common spelling shows up in any sample, so the 1/16 sample tier (its own partial index) is
      // asked first; the whole catalogue only when that finds too little and the catalogue is small
      // (over 1M titles a trigram search of common words takes seconds).
      const similar = (sampled: boolean) => db.$queryRaw<{ title: string }[]>`
        SELECT b.title FROM (
          SELECT s."recordId", greatest(similarity(s."titleSort", ${folded}), word_similarity(${folded}, s."titleSort")) AS sim
          FROM "RecordSearch" s
          WHERE s."tenantId" = ${tenantId} AND ${sampled ? Prisma.raw('s."sampleBucket" < 4') : sql`TRUE`}
            AND (s."titleSort" % ${folded} OR ${folded} <% s."titleSort")
          ORDER BY sim DESC, s."recordId" LIMIT ${bounded * 4}
        ) c JOIN "BibRecord" b ON b.id = c."recordId" AND b."tenantId" = ${tenantId}
        ORDER BY c.sim DESC, c."recordId"`
      let rows = await similar(true)
      if (new Set(rows.map((r) => r.title)).size < bounded && (await tableRows(db)) < WHOLE_SUGGEST_ROWS) rows = await similar(false)
      return [...new Set(rows.map((r) => r.title))].slice(0, bounded)
    },
  }
}
