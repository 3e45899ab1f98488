import { Prisma } from '@portal/db'
import type { FacetKey } from '@portal/contracts'
import type { FacetCount, SearchRequest } from '../../ports/search.port.ts'
import { splitFacetValue } from './facet-values.ts'
import { SAMPLE_BUCKETS } from './sample-bucket.ts'
import type { SqlClient } from './sql-client.ts'
import { FACET_COLUMNS } from './where.ts'

// The total and the facet counts of a search page. Exact up to 5,000 matches; above that, counted over a
// hashed sample of about SAMPLED_MATCHES matches (RecordSearch."sampleBucket" < k, k of 64 buckets) and
// scaled up.
//
// The sample is found through the partial GIN indexes of the sample tiers (1/64, 1/16, 1/4 of the rows),
// so only sampled matches are visited and rechecked. Full-text-less requests (browsing by class or
// filters only) cannot use those indexes and sample pages instead (TABLESAMPLE SYSTEM).

const sql = Prisma.sql

/** Match sets up to this size are counted exactly (the contract's exact range). */
const EXACT_UP_TO = 5_000
/** Below this estimate a capped count decides between exact and sampled (the probe alone could err). */
const CHECK_BELOW = 20_000
/** Matches a sampled count aims at (the total then has a relative standard error of about 1.6%). */
const SAMPLED_MATCHES = 4_000
/** The probe counts the 1/64 tier up to this many matches: beyond, the 1/64 tier is the sample anyway. */
const PROBE_CAP = SAMPLED_MATCHES
/** Buckets of the partial indexes (prisma/schema/search.prisma), smallest first. */
const TIERS = [1, 4, 16] as const
/** Rows of the table a page sample aims at, for requests without full text. */
const PAGE_SAMPLE_ROWS = 50_000
const MAX_FACET_VALUES = 100

export type CountedFacets = { total: number; facets: Partial<Record<FacetKey, FacetCount[]>>; approximate: boolean }

/** The bucket condition of a sample of `buckets` of 64, written so the planner can match a tier's partial index. */
function bucketCondition(buckets: number): Prisma.Sql {
  const tier = TIERS.find((t) => t >= buckets)
  // Literal constants, not bind parameters: a partial index is only used when its predicate is provably
  // implied by the query text, also under a generic plan. Both numbers are integers computed here.
  const tierCondition = tier ? Prisma.raw(`s."sampleBucket" < ${tier} AND `) : Prisma.empty
  return sql`${tierCondition}${Prisma.raw(`s."sampleBucket" < ${Math.trunc(buckets)}`)}`
}

/** Every record has exactly one resourceType (of three): its counts add up to the number of records counted. */
const TOTAL_KEY = 'resourceType'

async function count(db: SqlClient, from: Prisma.Sql, where: Prisma.Sql, keys: FacetKey[], scale: number) {
  const wanted = new Set(keys.filter((key) => FACET_COLUMNS[key]))
  if (!wanted.size) {
    const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`
    return { total: Math.round(n * scale), facets: {} }
  }
  // One unnest of the precomputed "key:value" array per match, as a set-returning function in the select
  // list (cheaper than a lateral join), hash-aggregated; values are distinct per record, so count(*)
  // counts records.
  // Only the MAX_FACET_VALUES largest values of each key leave the database (authors and subjects of a
  // large match set run into the thousands); the total is the sum of the resourceType counts.
  const rows = await db.$queryRaw<{ v: string; n: number }[]>`
    SELECT v, n FROM (
      SELECT v, n, row_number() OVER (PARTITION BY split_part(v, ':', 1) ORDER BY n DESC, v) AS r
      FROM (SELECT v, count(*)::int AS n FROM (SELECT unnest(s."facetValues") AS v FROM ${from} WHERE ${where}) pairs GROUP BY v) counted
    ) ranked WHERE r <= ${MAX_FACET_VALUES}`
  let counted = 0
  const facets: Partial<Record<FacetKey, FacetCount[]>> = {}
  for (const key of wanted) facets[key] = []
  for (const row of rows) {
    const pair = splitFacetValue(row.v)
    if (!pair || pair.value === '') continue
    if (pair.key === TOTAL_KEY) counted += row.n
    facets[pair.key]?.push({ value: pair.value, count: Math.round(row.n * scale) })
  }
  for (const list of Object.values(facets)) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    list.splice(MAX_FACET_VALUES)
  }
  return { total: Math.round(counted * scale), facets }
}

const TABLE = sql`"RecordSearch" s`

/** Rows of RecordSearch (all tenants) as the planner's statistics know them; 0 before the first ANALYZE. */
export async function tableRows(db: SqlClient): Promise<number> {
  const [{ rows } = { rows: 0 }] = await db.$queryRaw<{ rows: number }[]>`
    SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = '"RecordSearch"'::regclass`
  return rows
}

/**
 * Matches of a full-text request estimated from its 1/64 sample tier (one small index scan; capped, so
 * at most PROBE_CAP × 64). Also tells the ranking whether walking an order is worth it.
 */
export async function estimateMatches(db: SqlClient, where: Prisma.Sql): Promise<number> {
  const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${TABLE} WHERE ${where} AND ${bucketCondition(1)} LIMIT ${PROBE_CAP}) c`
  return n * SAMPLE_BUCKETS
}

async function countWithText(db: SqlClient, request: SearchRequest, where: Prisma.Sql, estimate: number): Promise<CountedFacets> {
  if (estimate < CHECK_BELOW) {
    const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM ${TABLE} WHERE ${where} LIMIT ${EXACT_UP_TO + 1}) c`
    if (n <= EXACT_UP_TO) {
      const exact = await count(db, TABLE, where, request.facets, 1)
      return { total: exact.total, facets: exact.facets, approximate: false }
    }
    estimate = Math.max(estimate, n)
  }
  // k of 64 buckets so that about SAMPLED_MATCHES are counted, found through the smallest tier index
  // that holds them (its other rows are visited but not counted).
  const buckets = Math.min(SAMPLE_BUCKETS, Math.ceil((SAMPLED_MATCHES * SAMPLE_BUCKETS) / estimate))
  const scale = SAMPLE_BUCKETS / buckets
  const sampled = await count(db, TABLE, sql`${where} AND ${bucketCondition(buckets)}`, request.facets, scale)
  return { total: sampled.total, facets: sampled.facets, approximate: buckets < SAMPLE_BUCKETS }
}

async function countWithoutText(db: SqlClient, request: SearchRequest, where: Prisma.Sql): Promise<CountedFacets> {
  const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${TABLE} WHERE ${where} LIMIT ${EXACT_UP_TO + 1}) c`
  const rows = n <= EXACT_UP_TO ? 0 : await tableRows(db)
  const percent = rows > 0 ? Math.min(100, (100 * PAGE_SAMPLE_ROWS) / rows) : 100
  // A sample of most of the table is no cheaper than the exact count.
  if (n <= EXACT_UP_TO || percent >= 50) {
    const exact = await count(db, TABLE, where, request.facets, 1)
    return { total: exact.total, facets: exact.facets, approximate: false }
  }
  const from = sql`"RecordSearch" s TABLESAMPLE SYSTEM (${percent}::float4) REPEATABLE (42)`
  const sampled = await count(db, from, where, request.facets, 100 / percent)
  // The sample can miss a tail; the capped count is a lower bound that is known for sure.
  return { total: Math.max(sampled.total, n), facets: sampled.facets, approximate: true }
}

/**
 * Total and facet counts: exact for small match sets, estimated (and labelled so) for large ones.
 * `estimate` is `estimateMatches` of a full-text request, null for a request without full text.
 */
export function countAndFacets(db: SqlClient, request: SearchRequest, where: Prisma.Sql, estimate: number | null): Promise<CountedFacets> {
  return estimate !== null ? countWithText(db, request, where, estimate) : countWithoutText(db, request, where)
}
