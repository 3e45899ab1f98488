import { Prisma } from '@portal/db'
import type { SqlClient } from './sql-client.ts'
import { likeEscape, type rankQueries } from './where.ts'

// Relevance order of the PostgreSQL backend, in four tiers, each with an order that an index can
// produce, so the first page is exact at any catalogue size (search-notes.md: ranking a capped set of
// matches agreed with the real top 10 on 10–67% of positions; ts_rank over all matches is O(matches)):
//
//   1. the main title is the query (folded), the one written as typed first (三体 before 三體 for 三体);
//   2. the main title starts with the query (国史 → 国史大纲 before 中国史), in folded-title order, so a
//      title comes before its own extensions (红楼梦 before 红楼梦人物研究);
//   3. the query is in a title (main, sub, parallel, other titles or their pinyin): the shortest main
//      title first — a title that is mostly the query is the more likely known item;
//   4. the query is elsewhere (authors, subjects, abstract, …);
//   ties (and all of tier 4) newest record first.
//
// Each tier is read either by sorting its matches (few), or, when the request has many matches, by walking
// the tier's b-tree order and testing each row: the walk stops as soon as the page is full, and gives up
// after WALK_BUDGET rows (the tier's matches are then few, and are sorted instead). Either way the result
// is the exact order. `exactRankingSql` states the same order over all matches in one statement: the
// benchmark and the tests compare against it.

const sql = Prisma.sql
/** Walks are tried when the request has at least this many matches (estimated)… */
const WALK_MIN_MATCHES = 4_000
/** …and the page ends within this many hits of the tier; deeper pages sort every match. */
const MAX_WALKED = 200
/** Rows of the tier's order a walk reads before it gives up (a walk over a range reads all of it). */
const WALK_BUDGET = 5_000

type RankedQuery = NonNullable<ReturnType<typeof rankQueries>>
export type RankedHit = { id: number; score: number }

type Tier = {
  condition: Prisma.Sql
  /** ORDER BY of the tier, over "RecordSearch" s (and "BibRecord" b when `joinRecord`). */
  order: Prisma.Sql
  /**
   * How a b-tree (tenantId first) gives that order: 'bounded' walks give up after WALK_BUDGET rows;
   * a 'range' walk reads exactly the rows that can match (only where text sorts by code point).
   */
  walk: 'bounded' | 'range' | 'none'
  range?: Prisma.Sql
  joinRecord?: boolean
  score: Prisma.Sql
}

/** The first string after every string that starts with `prefix`, in code-point order (null past U+10FFFF). */
export function prefixEnd(prefix: string): string | null {
  const chars = Array.from(prefix)
  const last = chars.pop()?.codePointAt(0)
  if (last === undefined || last >= 0x10ffff) return null
  // Skip the surrogate range: those code points never occur in text.
  return chars.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1)
}

const CODE_POINT_COLLATIONS = new Set(['C', 'POSIX', 'C.UTF-8', 'C.utf8'])
const collationOrder = new WeakMap<SqlClient, Promise<boolean>>()

/** Whether the database sorts text by code point, so that the titles with a prefix are one range of a b-tree. */
function sortsByCodePoint(db: SqlClient): Promise<boolean> {
  let known = collationOrder.get(db)
  if (!known) {
    known = db.$queryRaw<{ collation: string }[]>`SELECT datcollate AS collation FROM pg_database WHERE datname = current_database()`
      .then(([row]) => CODE_POINT_COLLATIONS.has(row?.collation ?? ''))
    collationOrder.set(db, known)
  }
  return known
}

function tiers(ranked: RankedQuery, codePointOrder: boolean): Tier[] {
  const folded = ranked.folded || null
  const titleMatch = ranked.title ? sql`s."titleTsv" @@ ${ranked.title}::tsquery` : sql`FALSE`
  const exactTitle = folded ? sql`(s."titleKeys" @> ARRAY[${folded}]::text[] AND s."titleSort" = ${folded})` : sql`FALSE`
  const titlePrefix = folded ? sql`s."titleSort" LIKE ${`${likeEscape(folded)}%`}` : sql`FALSE`
  return [
    {
      condition: exactTitle,
      walk: 'none',
      order: sql`(lower(b.title) = ${ranked.typed || null}) DESC NULLS LAST, s."titleLength", s."recordId" DESC`,
      joinRecord: true,
      score: sql`4`,
    },
    {
      condition: sql`${titlePrefix} AND NOT ${exactTitle}`,
      walk: folded && codePointOrder && prefixEnd(folded) ? 'range' : 'none',
      range: folded ? sql`s."titleSort" >= ${folded} AND s."titleSort" < ${prefixEnd(folded)}` : undefined,
      order: sql`s."titleSort", s."recordId" DESC`,
      score: sql`3`,
    },
    {
      condition: sql`${titleMatch} AND NOT ${titlePrefix}`,
      walk: 'bounded',
      order: sql`s."titleLength", s."recordId" DESC`,
      score: sql`2 + 1.0 / (1 + s."titleLength")`,
    },
    // A record in an earlier tier is never here, so no record shows twice.
    { condition: sql`NOT ${titleMatch} AND NOT ${titlePrefix}`, walk: 'bounded', order: sql`s."recordId" DESC`, score: sql`1` },
  ]
}

const FROM_WITH_RECORD = sql`"RecordSearch" s JOIN "BibRecord" b ON b."tenantId" = s."tenantId" AND b.id = s."recordId"`

/**
 * All matches of the tier, found through the GIN indexes, sorted. When the request has few matches they
 * are found first and the tier's condition is tested on them; otherwise the planner combines the indexes
 * of both. The rows are then read from the matches (LATERAL, OFFSET 0 so it is not flattened): left to
 * choose, the planner merge-joined the whole primary key, walked backwards in the wanted order, to find
 * an ISBN's 10 matches (1.4 s at 1M).
 */
function sortedTier(db: SqlClient, tenantId: number, where: Prisma.Sql, tier: Tier, limit: number, estimate: number): Promise<RankedHit[]> {
  const matches = estimate < WALK_MIN_MATCHES
    ? sql`SELECT s."recordId" FROM "RecordSearch" s WHERE ${where}`
    : sql`SELECT s."recordId" FROM "RecordSearch" s WHERE ${where} AND ${tier.condition}`
  const record = tier.joinRecord ? sql`JOIN "BibRecord" b ON b."tenantId" = s."tenantId" AND b.id = s."recordId"` : Prisma.empty
  return db.$queryRaw<RankedHit[]>`
    WITH m AS MATERIALIZED (${matches})
    SELECT s."recordId" AS id, (${tier.score})::float8 AS score
    FROM m CROSS JOIN LATERAL (SELECT * FROM "RecordSearch" r WHERE r."recordId" = m."recordId" AND r."tenantId" = ${tenantId} OFFSET 0) s ${record}
    WHERE ${tier.condition}
    ORDER BY ${tier.order} LIMIT ${limit}`
}

/**
 * The first `limit` matches of the tier in its order, read by walking the order, or null when the walk
 * ends (after WALK_BUDGET rows) before it found them. The tier's own condition is tested first (cheap
 * title columns), the request's full-text match only on rows that pass it. No sort above the walk: rows
 * come out in index order and the outer LIMIT stops the walk when the page is full.
 */
async function walkedTier(db: SqlClient, tenantId: number, where: Prisma.Sql, tier: Tier, limit: number): Promise<RankedHit[] | null> {
  const range = tier.walk === 'range'
  const rows = await db.$queryRaw<RankedHit[]>`
    SELECT w.id, w.score FROM (
      SELECT s."recordId" AS id, (${tier.score})::float8 AS score, (${tier.condition} AND ${where}) IS TRUE AS hit
      FROM "RecordSearch" s WHERE s."tenantId" = ${tenantId} AND ${range ? tier.range! : sql`TRUE`}
      ORDER BY ${tier.order} ${range ? Prisma.empty : sql`LIMIT ${WALK_BUDGET}`}
    ) w WHERE w.hit LIMIT ${limit}`
  return rows.length === limit || range ? rows : null
}

async function tierHits(db: SqlClient, tenantId: number, where: Prisma.Sql, tier: Tier, limit: number, estimate: number): Promise<RankedHit[]> {
  // A range walk reads only rows that can match: always worth it. Other walks pay off on large match sets.
  if (tier.walk === 'range' || (tier.walk === 'bounded' && estimate >= WALK_MIN_MATCHES && limit <= MAX_WALKED)) {
    const walked = await walkedTier(db, tenantId, where, tier, limit)
    if (walked) return walked
  }
  return sortedTier(db, tenantId, where, tier, limit, estimate)
}

/** The hits of one page in relevance order. */
export async function rankedHits(
  db: SqlClient,
  tenantId: number,
  where: Prisma.Sql,
  ranked: RankedQuery,
  page: { limit: number; offset: number },
  /** Estimated matches of the request (estimateMatches), 0 when unknown. */
  estimate: number,
): Promise<RankedHit[]> {
  const wanted = page.offset + page.limit
  const hits: RankedHit[] = []
  for (const tier of tiers(ranked, await sortsByCodePoint(db))) {
    if (hits.length >= wanted) break
    hits.push(...(await tierHits(db, tenantId, where, tier, wanted - hits.length, estimate)))
  }
  return hits.slice(page.offset, wanted)
}

/** The same order as `rankedHits`, over all matches in one statement (slow; for benchmarks and tests). */
export function exactRankingSql(where: Prisma.Sql, ranked: RankedQuery, limit: number): Prisma.Sql {
  const [exact, prefix, title] = tiers(ranked, false)
  return sql`
    SELECT s."recordId" AS id FROM ${FROM_WITH_RECORD} WHERE ${where}
    ORDER BY CASE WHEN ${exact!.condition} THEN 1 WHEN ${prefix!.condition} THEN 2 WHEN ${title!.condition} THEN 3 ELSE 4 END,
      CASE WHEN ${exact!.condition} THEN lower(b.title) = ${ranked.typed || null} END DESC NULLS LAST,
      CASE WHEN ${exact!.condition} OR ${title!.condition} THEN s."titleLength" END,
      CASE WHEN ${prefix!.condition} THEN s."titleSort" END,
      s."recordId" DESC
    LIMIT ${limit}`
}
