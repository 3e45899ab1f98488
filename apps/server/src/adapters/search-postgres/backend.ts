import { Prisma } from '@portal/db'
import type { FacetKey } from '@portal/contracts'
import type { FacetCount, SearchBackend, SearchRequest, SearchResponse } from '../../ports/search.port.ts'
import { normalize } from '../../modules/search/normalize.ts'
import { boundTerm } from '../../modules/search/tokenizer.ts'
import type { SqlClient } from './sql-client.ts'
import { FACET_COLUMNS, likeEscape, rankQueries, whereSql } from './where.ts'

// The search page of search-notes.md "Recommended design": top-N with title-first ranking, and the total
// plus facet counts in one query (hash-aggregated (facet, value) pairs plus a count) — exact up to 5,000 matches, estimated from a
// TABLESAMPLE above — the two running concurrently on two pool connections.

const sql = Prisma.sql
/** Matches counted exactly; above this, total and facets are estimated from a sample. */
const EXACT_LIMIT = 5_000
/** Candidates ranked per tier (title matches, then other matches): bounds the ranking cost. */
const RANK_CANDIDATES = 2_000
/** Rows of the table a facet sample aims at (TABLESAMPLE SYSTEM percentage derives from it). */
const SAMPLE_ROWS = 50_000
const MAX_ROWS = 100
const MAX_OFFSET = 10_000
const MAX_FACET_VALUES = 100

type Hit = { id: number; score: number }

function pageOf(request: SearchRequest): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(request.rows) || 10, 1), MAX_ROWS)
  const page = Math.max(Math.trunc(request.page) || 1, 1)
  return { limit, offset: Math.min((page - 1) * limit, MAX_OFFSET) }
}

async function topHits(db: SqlClient, request: SearchRequest, where: Prisma.Sql): Promise<Hit[]> {
  const { limit, offset } = pageOf(request)
  const desc = request.sort.direction === 'desc'
  const ranked = request.sort.field === 'relevance' ? rankQueries(request.clauses) : null
  if (ranked) {
    // Title-first candidates (search-notes: overlap with the exact top 10 of 0.8–0.97 at 1M, p95 34 ms):
    // up to 2,000 title matches, then up to 2,000 other matches, ranked by the weighted vector, plus a
    // bonus for a main title equal to or starting with the query (known-item search: 红楼 → 红楼梦 before
    // the English editions whose parallel title is 红楼梦).
    const titleMatch = ranked.title ? sql`s."titleTsv" @@ ${ranked.title}::tsquery` : sql`FALSE`
    return db.$queryRaw<Hit[]>`
      WITH t AS (
        SELECT s."recordId", s."titleSort", ts_rank(s."tsv", ${ranked.rank}::tsquery, 1) AS r
        FROM "RecordSearch" s WHERE ${where} AND ${titleMatch} LIMIT ${RANK_CANDIDATES}
      ), tb AS (
        -- Among equal folded titles, the one written as typed (same script) first: 三体 before 三體 for 三体.
        SELECT t.*, lower(b.title) = ${ranked.typed || null} AS typed
        FROM t JOIN "BibRecord" b ON b.id = t."recordId"
      ), o AS (
        SELECT s."recordId", ts_rank(s."tsv", ${ranked.rank}::tsquery, 1) AS r
        FROM "RecordSearch" s WHERE ${where} AND NOT ${titleMatch} LIMIT ${RANK_CANDIDATES}
      )
      SELECT "recordId" AS id, score::float8 AS score FROM (
        SELECT "recordId", r + 1 + CASE WHEN "titleSort" = ${ranked.folded || null} THEN 1
                                        WHEN "titleSort" LIKE ${ranked.folded ? `${likeEscape(ranked.folded)}%` : null} THEN 0.5 ELSE 0 END
                                   + CASE WHEN typed THEN 0.25 ELSE 0 END AS score FROM tb
        UNION ALL SELECT "recordId", r AS score FROM o
      ) x ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset}`
  }
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

type FacetRow = { k: string | null; v: string | null; n: number; g: number }

/**
 * One lateral (key, value) row per facet value of a match, for the requested keys only. A value repeated
 * in an array counts once (only its first position is kept), so plain count(*) per (key, value) counts
 * records, and the aggregate can be a hash aggregate instead of a sorted count(DISTINCT).
 */
function facetPairs(keys: FacetKey[]): Prisma.Sql | null {
  const parts = keys.flatMap((key) => {
    const column = FACET_COLUMNS[key]
    if (!column) return []
    return column.kind.endsWith('[]')
      ? [sql`SELECT ${key}::text AS k, x::text AS v FROM unnest(${column.sql}) WITH ORDINALITY AS u(x, i) WHERE array_position(${column.sql}, x) = i`]
      : [sql`SELECT ${key}::text AS k, (${column.sql})::text AS v`]
  })
  return parts.length ? Prisma.join(parts, ' UNION ALL ') : null
}

async function countAndFacets(
  db: SqlClient,
  where: Prisma.Sql,
  keys: FacetKey[],
  samplePercent: number | null,
): Promise<{ total: number; facets: Partial<Record<FacetKey, FacetCount[]>> }> {
  const pairs = facetPairs(keys)
  const from = samplePercent
    ? sql`"RecordSearch" s TABLESAMPLE SYSTEM (${samplePercent}::float4) REPEATABLE (42)`
    : sql`"RecordSearch" s`
  // Only the facet columns are carried into the match set; the total comes from the same set.
  const columns = Prisma.join([sql`s."recordId"`, ...keys.flatMap((key) => (FACET_COLUMNS[key] ? [FACET_COLUMNS[key].sql] : []))])
  const rows = pairs
    ? await db.$queryRaw<FacetRow[]>`
        WITH m AS MATERIALIZED (SELECT ${columns} FROM ${from} WHERE ${where})
        SELECT f.k, f.v, count(*)::int AS n, 0 AS g FROM m s CROSS JOIN LATERAL (${pairs}) f GROUP BY f.k, f.v
        UNION ALL SELECT NULL, NULL, count(*)::int, 1 FROM m`
    : await db.$queryRaw<FacetRow[]>`SELECT NULL AS k, NULL AS v, count(*)::int AS n, 3 AS g FROM ${from} WHERE ${where}`
  const scale = samplePercent ? 100 / samplePercent : 1
  let total = 0
  const facets: Partial<Record<FacetKey, FacetCount[]>> = {}
  for (const key of keys) if (FACET_COLUMNS[key]) facets[key] = []
  for (const row of rows) {
    if (row.g !== 0) total = Math.round(row.n * scale)
    else if (row.k !== null && row.v !== null && row.v !== '') facets[row.k as FacetKey]?.push({ value: row.v, count: Math.round(row.n * scale) })
  }
  for (const list of Object.values(facets)) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    list.splice(MAX_FACET_VALUES)
  }
  return { total, facets }
}

/** Exact counts for small match sets; otherwise a TABLESAMPLE sized to ~50,000 rows of the table. */
async function adaptiveFacets(db: SqlClient, request: SearchRequest, where: Prisma.Sql) {
  const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM "RecordSearch" s WHERE ${where} LIMIT ${EXACT_LIMIT + 1}) c`
  if (n <= EXACT_LIMIT) return { ...(await countAndFacets(db, where, request.facets, null)), approximate: false }
  const [{ rows } = { rows: 0 }] = await db.$queryRaw<{ rows: number }[]>`
    SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = '"RecordSearch"'::regclass`
  const percent = rows > 0 ? Math.min(100, (100 * SAMPLE_ROWS) / rows) : 100
  // A sample of most of the table is no cheaper than the exact count.
  if (percent >= 50) return { ...(await countAndFacets(db, where, request.facets, null)), approximate: false }
  const sampled = await countAndFacets(db, where, request.facets, percent)
  // The sample can miss a tail; the capped count is a lower bound that is known for sure.
  return { ...sampled, total: Math.max(sampled.total, n), approximate: true }
}

export function createPostgresBackend(db: SqlClient): SearchBackend {
  return {
    name: 'postgres',
    async search(request) {
      const where = whereSql(request)
      // Two statements at once: on a PrismaClient they take two pool connections.
      const [hits, counted] = await Promise.all([topHits(db, request, where), adaptiveFacets(db, request, where)])
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
      const rows = await db.$queryRaw<{ title: string }[]>`
        SELECT b.title FROM (
          SELECT s."recordId", greatest(similarity(s."titleSort", ${folded}), word_similarity(${folded}, s."titleSort")) AS sim
          FROM "RecordSearch" s
          WHERE s."tenantId" = ${tenantId} AND (s."titleSort" % ${folded} OR ${folded} <% s."titleSort")
          ORDER BY sim DESC, s."recordId" LIMIT ${bounded * 4}
        ) c JOIN "BibRecord" b ON b.id = c."recordId" AND b."tenantId" = ${tenantId}
        ORDER BY c.sim DESC, c."recordId"`
      return [...new Set(rows.map((r) => r.title))].slice(0, bounded)
    },
  }
}
