import { bindTenant } from '../data/tenant-data.ts'
import { createIdentityProviderClients } from '../adapters/identity/index.ts'
import { builtInCirculationForAll } from '../adapters/circulation-builtin/index.ts'
import { Prisma, type PrismaClient, type Tenant } from '@portal/db'
import { FACET_KEYS, type FacetKey } from '@portal/contracts'
import { GeneratedCoverProvider } from '../adapters/covers/generated-cover.provider.ts'
import { createPostgresSearch } from '../adapters/search-postgres/index.ts'
import { exactRankingSql } from '../adapters/search-postgres/ranking.ts'
import { FACET_COLUMNS, rankQueries, whereSql } from '../adapters/search-postgres/where.ts'
import { searchCatalogue } from '../modules/catalogue/search.service.ts'
import { FACET_FILTER_NAMES, toSearchRequest, type CatalogueSearchParams } from '../modules/catalogue/search-params.ts'
import type { RequestContext } from '../kernel/request-context.ts'
import type { SearchRequest, SearchResponse } from '../ports/search.port.ts'
import type { BenchQuery, Category } from './queries.ts'

// The measurements of one catalogue: whole search pages exactly as `unify/search` computes them
// (searchCatalogue: backend search + records + copies + highlights + facets + total), known-item lookups,
// 4 concurrent clients, facet/total accuracy against exact GROUP BYs, and top-10 agreement with the
// ranking over all matches.

const sql = Prisma.sql

export type Latency = { n: number; p50: number; p95: number; p99: number; max: number; mean: number }
export type QueryTiming = { query: BenchQuery; ms: number[]; total: number; approximate: boolean; rankOfExpected: number | null }
export type AccuracyResult = {
  approxQueries: number
  totalErrMean: number
  totalErrMax: number
  /** Displayed facet values (top 11 per key): mean / max relative error, and the same for values with ≥ 5% of the matches. */
  facetErrMean: number
  facetErrMax: number
  facetErrMeanBig: number
  facetErrMaxBig: number
  facetValuesCompared: number
  exactQueries: number
  exactMismatches: string[]
  approxUnlabelled: string[]
  worst: { term: string; key: string; value: string; approx: number; exact: number }[]
}
export type RankingResult = {
  queries: number
  /** Share of positions of the top 10 equal to the uncapped ranking with the engine's own score. */
  engineAgreement: number
  engineOverlap: number
  /** Same against plain ts_rank over all matches. */
  tsRankAgreement: number
  tsRankOverlap: number
  cappedQueries: number
  cappedEngineAgreement: number
  cappedTsRankAgreement: number
  byCategory: Partial<Record<Category, { engine: number; tsRank: number; n: number }>>
  referenceMs: number
}
export type ConcurrencyResult = { clients: number; pages: number; seconds: number; pagesPerSecond: number; latency: Latency }

export function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0
  const r = (x: number) => Math.round(x * 10) / 10
  return { n: s.length, p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s.at(-1) ?? 0), mean: r(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)) }
}

export function benchContext(prisma: PrismaClient): RequestContext {
  const unused = () => Promise.reject(new Error('not used by the benchmark'))
  const files = { put: unused, open: unused, remove: unused }
  const ports = { covers: new GeneratedCoverProvider(), search: createPostgresSearch(prisma), files, mail: { send: unused }, sms: { send: unused }, identityProviders: createIdentityProviderClients(), circulation: builtInCirculationForAll(prisma) }
  const ctx: RequestContext = {
    requestId: 'bench', locale: 'zh-CN', origin: 'http://127.0.0.1', source: { crossSite: false, tokenInHeader: false }, db: prisma, log: { warn: () => {} }, ports, actor: { kind: 'anonymous' }, authProblem: null,
    client: { ip: '127.0.0.1', userAgent: 'bench', referer: null }, timeoutMs: 30_000, jwtSecret: 'bench', security: { captchaFixedCode: null, passwordTransportKey: Buffer.alloc(16) },
    hints: { groupCode: null, tokenGroupCode: null, sessionTenantId: null, mappingPath: null, host: null },
    tenant: unused, tenantOrNull: unused,
  }
  return ctx
}

/** The REST endpoint's parameters for a query, with the contract's defaults (matchMode 2, relevance, page 1, rows 10). */
export function pageParams(q: BenchQuery): CatalogueSearchParams {
  const filters = Object.fromEntries(FACET_FILTER_NAMES.map((name) => [name, [] as string[]])) as unknown as Record<(typeof FACET_FILTER_NAMES)[number], string[]>
  return { ...filters, searchFieldContent: q.term, searchField: q.field, matchMode: q.matchMode, sortField: 'relevance', sortClause: 'asc', page: 1, rows: 10 }
}

type Page = Awaited<ReturnType<typeof searchCatalogue>>

function titleRank(page: Page, expect: string | undefined): number | null {
  if (!expect) return null
  const fold = (t: string) => t.normalize('NFKC').toLowerCase()
  const index = page.hits.findIndex((h) => fold(h.record.title).startsWith(fold(expect)))
  return index < 0 ? null : index + 1
}

async function onePage(ctx: RequestContext, tenant: Tenant, q: BenchQuery): Promise<{ ms: number; page: Page }> {
  const scoped = { ports: ctx.ports, data: bindTenant(ctx.db, tenant.id) }
  const started = performance.now()
  const page = await searchCatalogue(scoped, tenant, pageParams(q))
  return { ms: performance.now() - started, page }
}

/** One warm-up pass, then `passes` timed passes, one client. */
export async function timePages(ctx: RequestContext, tenant: Tenant, queries: BenchQuery[], passes: number): Promise<QueryTiming[]> {
  for (const q of queries) await onePage(ctx, tenant, q)
  const timings = queries.map((query) => ({ query, ms: [] as number[], total: 0, approximate: false, rankOfExpected: null as number | null }))
  for (let pass = 0; pass < passes; pass++) {
    for (const t of timings) {
      const { ms, page } = await onePage(ctx, tenant, t.query)
      t.ms.push(ms)
      t.total = page.total
      t.approximate = page.totalApproximate
      t.rankOfExpected = titleRank(page, t.query.expect)
    }
  }
  return timings
}

/** A fixed shuffled workload split over `clients` concurrent callers. */
export async function concurrent(ctx: RequestContext, tenant: Tenant, queries: BenchQuery[], clients: number, rounds: number): Promise<ConcurrencyResult> {
  let seed = 12345
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
  const work = Array.from({ length: rounds }, () => queries).flat()
  for (let i = work.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[work[i], work[j]] = [work[j]!, work[i]!]
  }
  const samples: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < work.length) {
      const q = work[next++]!
      samples.push((await onePage(ctx, tenant, q)).ms)
    }
  }))
  const seconds = (performance.now() - started) / 1000
  return { clients, pages: work.length, seconds: Math.round(seconds * 10) / 10, pagesPerSecond: Math.round((work.length / seconds) * 10) / 10, latency: latency(samples) }
}

function requestOf(q: BenchQuery, tenantId: number): SearchRequest {
  return toSearchRequest(pageParams(q), tenantId)
}

/** Exact total and facet counts by plain GROUP BYs over the whole match set. */
async function exactCounts(prisma: PrismaClient, request: SearchRequest): Promise<{ total: number; facets: Map<string, Map<string, number>> }> {
  const where = whereSql(request)
  const parts = request.facets.flatMap((key) => {
    const column = FACET_COLUMNS[key]
    if (!column) return []
    return column.kind.endsWith('[]')
      ? [sql`SELECT ${key}::text AS k, x::text AS v, count(DISTINCT m."recordId")::int AS n FROM m, unnest(m.${Prisma.raw(`"${columnName(column.sql)}"`)}) AS x GROUP BY x`]
      : [sql`SELECT ${key}::text AS k, m.${Prisma.raw(`"${columnName(column.sql)}"`)}::text AS v, count(*)::int AS n FROM m GROUP BY 2`]
  })
  const rows = await prisma.$queryRaw<{ k: string; v: string | null; n: number }[]>`
    WITH m AS MATERIALIZED (SELECT s.* FROM "RecordSearch" s WHERE ${where})
    SELECT '' AS k, NULL AS v, count(*)::int AS n FROM m
    ${parts.length ? sql`UNION ALL ${Prisma.join(parts, ' UNION ALL ')}` : Prisma.empty}`
  let total = 0
  const facets = new Map<string, Map<string, number>>()
  for (const row of rows) {
    if (row.k === '') total = row.n
    else if (row.v !== null && row.v !== '') {
      if (!facets.has(row.k)) facets.set(row.k, new Map())
      facets.get(row.k)!.set(row.v, row.n)
    }
  }
  return { total, facets }
}

/** `s."libCodes"` → libCodes (FACET_COLUMNS holds single-column fragments). */
function columnName(fragment: Prisma.Sql): string {
  const match = /"([A-Za-z0-9]+)"\s*$/.exec(fragment.sql)
  if (!match) throw new Error(`unexpected facet column ${fragment.sql}`)
  return match[1]!
}

export async function facetAccuracy(prisma: PrismaClient, tenantId: number, queries: BenchQuery[]): Promise<AccuracyResult> {
  const { backend } = createPostgresSearch(prisma)
  const totalErrs: number[] = []
  const facetErrs: number[] = []
  const bigErrs: number[] = []
  const exactMismatches: string[] = []
  const approxUnlabelled: string[] = []
  const worst: AccuracyResult['worst'] = []
  let exactQueries = 0
  for (const q of queries) {
    const request = requestOf(q, tenantId)
    const response: SearchResponse = await backend.search(request)
    const exact = await exactCounts(prisma, request)
    const labelled = response.totalApproximate || response.facetsApproximate
    if (exact.total <= 5_000 || !labelled) {
      // Counts given as exact (always up to 5,000 matches; above that only when not labelled approximate) must be exact.
      const problems: string[] = []
      if (labelled) problems.push('labelled approximate')
      if (response.total !== exact.total) problems.push(`total ${response.total} ≠ ${exact.total}`)
      for (const [key, list] of Object.entries(response.facets)) {
        const truth = exact.facets.get(key) ?? new Map<string, number>()
        for (const { value, count } of list) if (truth.get(value) !== count) problems.push(`${key}=${value} ${count} ≠ ${truth.get(value) ?? 0}`)
        if (list.length !== Math.min(100, truth.size)) problems.push(`${key}: ${list.length} values ≠ ${truth.size}`)
      }
      if (exact.total <= 5_000) {
        exactQueries++
        if (problems.length) exactMismatches.push(`${q.term}: ${problems.slice(0, 3).join('; ')}`)
      } else if (problems.length) approxUnlabelled.push(`${q.term}: ${problems.slice(0, 2).join('; ')}`)
      continue
    }
    totalErrs.push(Math.abs(response.total - exact.total) / exact.total)
    for (const key of FACET_KEYS as readonly FacetKey[]) {
      const truth = exact.facets.get(key)
      if (!truth) continue
      const approx = new Map((response.facets[key] ?? []).map((c) => [c.value, c.count]))
      // The values a page shows: the top 11 of the approximate list, plus the true top 11 (a value the sample missed counts as 0).
      const shown = new Set([...(response.facets[key] ?? []).slice(0, 11).map((c) => c.value), ...[...truth].sort((a, b) => b[1] - a[1]).slice(0, 11).map(([v]) => v)])
      for (const value of shown) {
        const t = truth.get(value) ?? 0
        const a = approx.get(value) ?? 0
        if (!t) continue
        const err = Math.abs(a - t) / t
        facetErrs.push(err)
        if (t >= 0.05 * exact.total) bigErrs.push(err)
        worst.push({ term: q.term, key, value, approx: a, exact: t })
      }
    }
  }
  worst.sort((a, b) => Math.abs(b.approx - b.exact) / b.exact - Math.abs(a.approx - a.exact) / a.exact)
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
  const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0)
  return {
    approxQueries: totalErrs.length, totalErrMean: mean(totalErrs), totalErrMax: max(totalErrs),
    facetErrMean: mean(facetErrs), facetErrMax: max(facetErrs), facetErrMeanBig: mean(bigErrs), facetErrMaxBig: max(bigErrs),
    facetValuesCompared: facetErrs.length, exactQueries, exactMismatches, approxUnlabelled, worst: worst.slice(0, 5),
  }
}

/** The engine's score (backend.ts topHits) over ALL matches, no candidate cap. */
async function uncappedEngineTop(prisma: PrismaClient, request: SearchRequest): Promise<number[]> {
  const ranked = rankQueries(request.clauses)
  if (!ranked) return []
  const rows = await prisma.$queryRaw<{ id: number }[]>(exactRankingSql(whereSql(request), ranked, 10))
  return rows.map((r) => r.id)
}

/** Plain ts_rank over ALL matches. */
async function tsRankTop(prisma: PrismaClient, request: SearchRequest): Promise<number[]> {
  const ranked = rankQueries(request.clauses)
  if (!ranked) return []
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT s."recordId" AS id FROM "RecordSearch" s WHERE ${whereSql(request)}
    ORDER BY ts_rank(s."tsv", ${ranked.rank}::tsquery, 1) DESC, s."recordId" LIMIT 10`
  return rows.map((r) => r.id)
}

export async function rankingAgreement(prisma: PrismaClient, tenantId: number, queries: BenchQuery[], totals: Map<BenchQuery, number>): Promise<RankingResult> {
  const { backend } = createPostgresSearch(prisma)
  const started = performance.now()
  let positions = 0
  let engineSame = 0
  let engineOverlap = 0
  let tsSame = 0
  let tsOverlap = 0
  let cappedPositions = 0
  let cappedEngine = 0
  let cappedTs = 0
  let queriesCompared = 0
  let cappedQueries = 0
  const byCategory: RankingResult['byCategory'] = {}
  for (const q of queries) {
    const request = requestOf(q, tenantId)
    if (!rankQueries(request.clauses)) continue
    const got = (await backend.search(request)).hits.map((h) => h.recordId)
    if (!got.length) continue
    const engine = await uncappedEngineTop(prisma, request)
    const plain = await tsRankTop(prisma, request)
    queriesCompared++
    const capped = (totals.get(q) ?? 0) > 2_000
    if (capped) cappedQueries++
    const cat = (byCategory[q.category] ??= { engine: 0, tsRank: 0, n: 0 })
    for (let i = 0; i < engine.length; i++) {
      positions++
      cat.n++
      const e = got[i] === engine[i] ? 1 : 0
      const p = got[i] === plain[i] ? 1 : 0
      engineSame += e
      tsSame += p
      cat.engine += e
      cat.tsRank += p
      if (capped) {
        cappedPositions++
        cappedEngine += e
        cappedTs += p
      }
    }
    engineOverlap += got.filter((id) => engine.includes(id)).length / Math.max(1, engine.length)
    tsOverlap += got.filter((id) => plain.includes(id)).length / Math.max(1, plain.length)
  }
  for (const c of Object.values(byCategory)) {
    c.engine = c.engine / Math.max(1, c.n)
    c.tsRank = c.tsRank / Math.max(1, c.n)
  }
  return {
    queries: queriesCompared, engineAgreement: engineSame / Math.max(1, positions), engineOverlap: engineOverlap / Math.max(1, queriesCompared),
    tsRankAgreement: tsSame / Math.max(1, positions), tsRankOverlap: tsOverlap / Math.max(1, queriesCompared),
    cappedQueries, cappedEngineAgreement: cappedEngine / Math.max(1, cappedPositions), cappedTsRankAgreement: cappedTs / Math.max(1, cappedPositions),
    byCategory, referenceMs: Math.round(performance.now() - started),
  }
}
