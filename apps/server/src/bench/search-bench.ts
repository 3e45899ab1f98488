import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@portal/db'
import { BENCH_GROUP_CODE, BENCH_PG_SETTINGS, openCatalogue, type BuildStats, type Catalogue } from './catalogue.ts'
import { benchContext, concurrent, facetAccuracy, latency, rankingAgreement, timePages, type AccuracyResult, type ConcurrencyResult, type Latency, type RankingResult } from './measure.ts'
import { benchQueries, type BenchQuery, type Category } from './queries.ts'
import { writeBenchmarksDoc } from './report.ts'

// `pnpm bench:search [--sizes 100000,1000000] [--queries N] [--passes 2] [--data-dir DIR] [--no-doc]`
// Builds or reuses each catalogue (catalogue.ts), measures it (measure.ts), prints a table and writes the
// results into docs/benchmarks.md. Every embedded server it starts is stopped before it exits; a
// watchdog (--max-minutes, default 150) ends a run that hangs.

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    queries: { type: 'string' },
    passes: { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
    'build-only': { type: 'boolean', default: false },
    'no-doc': { type: 'boolean', default: false },
    'skip-accuracy': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '150' },
  },
})

const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
if (!sizes.length || sizes.some((s) => !Number.isInteger(s) || s < 1_000 || s > 5_000_000)) {
  console.error('--sizes takes whole numbers from 1000 to 5000000, comma-separated, e.g. --sizes 100000,1000000')
  process.exit(2)
}
const queryLimit = values.queries ? Number(values.queries) : Infinity
const passes = Math.max(1, Number(values.passes) || 2)
const dataRoot = path.resolve(values['data-dir'] ?? process.env.BENCH_PG_DIR ?? path.join(repoRoot, '.data', 'bench-postgres'))

export type SizeResult = {
  size: number
  build: BuildStats
  queries: number
  page: Latency
  byCategory: Partial<Record<Category, Latency & { approximate: number }>>
  knownItem: Latency
  knownItemTop3: { found: number; of: number; misses: string[] }
  single: ConcurrencyResult
  four: ConcurrencyResult
  accuracy: AccuracyResult | null
  ranking: RankingResult | null
}

let open: Catalogue | null = null
const watchdog = setTimeout(() => {
  console.error(`\nbench:search: still running after ${values['max-minutes']} minutes; stopping`)
  void (open?.close() ?? Promise.resolve()).finally(() => process.exit(3))
}, Number(values['max-minutes']) * 60_000)
watchdog.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (open?.close() ?? Promise.resolve()).finally(() => process.exit(130)))
}

function fmt(l: Latency) {
  return `${l.p50} / ${l.p95} / ${l.p99}`
}

async function measure(size: number): Promise<SizeResult | null> {
  const catalogue = await openCatalogue(dataRoot, size)
  open = catalogue
  try {
    if (values['build-only']) return null
    const { prisma, stats } = catalogue
    const tenant = await prisma.tenant.findUniqueOrThrow({ where: { groupCode: BENCH_GROUP_CODE } })
    const queries = benchQueries(size).slice(0, queryLimit)
    const ctx = benchContext(prisma)
    console.log(`\n${size.toLocaleString('en-US')} records: ${queries.length} queries, warm-up + ${passes} timed passes, one client`)
    const timings = await timePages(ctx, tenant, queries, passes)
    const all = timings.flatMap((t) => t.ms)
    const byCategory: SizeResult['byCategory'] = {}
    for (const cat of [...new Set(queries.map((q) => q.category))]) {
      const list = timings.filter((t) => t.query.category === cat)
      byCategory[cat] = { ...latency(list.flatMap((t) => t.ms)), approximate: list.filter((t) => t.approximate).length }
    }
    const known = timings.filter((t) => t.query.knownItem)
    const misses = known.filter((t) => !t.rankOfExpected || t.rankOfExpected > 3).map((t) => `${t.query.term} (${t.query.field}) → ${t.rankOfExpected ?? 'not in top 10'}`)
    console.log('4 concurrent clients …')
    const single = await concurrent(ctx, tenant, queries, 1, 1)
    const four = await concurrent(ctx, tenant, queries, 4, 2)
    let accuracy: AccuracyResult | null = null
    let ranking: RankingResult | null = null
    if (!values['skip-accuracy']) {
      console.log('facet accuracy (exact GROUP BY over all matches) …')
      accuracy = await facetAccuracy(prisma, tenant.id, queries)
      console.log('ranking agreement (ranking over all matches) …')
      ranking = await rankingAgreement(prisma, tenant.id, queries, new Map(timings.map((t) => [t.query, t.total])))
    }
    const result: SizeResult = {
      size, build: stats, queries: queries.length, page: latency(all), byCategory, knownItem: latency(known.flatMap((t) => t.ms)),
      knownItemTop3: { found: known.length - misses.length, of: known.length, misses }, single, four, accuracy, ranking,
    }
    printResult(result)
    return result
  } finally {
    await catalogue.close()
    open = null
  }
}

function printResult(r: SizeResult) {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  console.log(`\n== ${r.size.toLocaleString('en-US')} records ==`)
  console.table({
    'whole page (p50/p95/p99 ms)': { value: fmt(r.page) },
    'known item (p50/p95/p99 ms)': { value: fmt(r.knownItem) },
    'known item in top 3': { value: `${r.knownItemTop3.found} / ${r.knownItemTop3.of}` },
    '1 client pages/s': { value: r.single.pagesPerSecond },
    '4 clients pages/s': { value: r.four.pagesPerSecond },
    '4 clients p50/p95/p99 ms': { value: fmt(r.four.latency) },
    'import records/s (insert / index / both)': { value: r.build.reused ? `reused (built at ${r.build.insertRate} / ${r.build.indexRate} / ${r.build.importRate})` : `${r.build.insertRate} / ${r.build.indexRate} / ${r.build.importRate}` },
    ...(r.accuracy ? {
      'total error > 5K (mean / max)': { value: `${pct(r.accuracy.totalErrMean)} / ${pct(r.accuracy.totalErrMax)} over ${r.accuracy.approxQueries} queries` },
      'facet error > 5K, shown values (mean / max)': { value: `${pct(r.accuracy.facetErrMean)} / ${pct(r.accuracy.facetErrMax)} (${r.accuracy.facetValuesCompared} values)` },
      'facet error > 5K, values ≥ 5% (mean / max)': { value: `${pct(r.accuracy.facetErrMeanBig)} / ${pct(r.accuracy.facetErrMaxBig)}` },
      'exact ≤ 5K: mismatching queries': { value: `${r.accuracy.exactMismatches.length} of ${r.accuracy.exactQueries}` },
    } : {}),
    ...(r.ranking ? {
      'top-10 positions = uncapped engine score': { value: `${pct(r.ranking.engineAgreement)} (capped queries: ${pct(r.ranking.cappedEngineAgreement)})` },
      'top-10 positions = plain ts_rank, all matches': { value: `${pct(r.ranking.tsRankAgreement)} (capped queries: ${pct(r.ranking.cappedTsRankAgreement)})` },
    } : {}),
  })
  console.table(Object.fromEntries(Object.entries(r.byCategory).map(([k, v]) => [k, { n: v.n, p50: v.p50, p95: v.p95, p99: v.p99, approximate: v.approximate }])))
  if (r.knownItemTop3.misses.length) console.log(`known items not in the top 3: ${r.knownItemTop3.misses.join('; ')}`)
  if (r.accuracy?.exactMismatches.length) console.log(`exact-count mismatches: ${r.accuracy.exactMismatches.join(' | ')}`)
  if (r.accuracy?.approxUnlabelled.length) console.log(`estimated but not labelled: ${r.accuracy.approxUnlabelled.join(', ')}`)
  if (r.accuracy?.worst.length) console.log(`largest facet errors: ${r.accuracy.worst.map((w) => `${w.term} ${w.key}=${w.value} ${w.approx} vs ${w.exact}`).join('; ')}`)
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1]
    if (pretty) return `${pretty} (${os.type()} ${os.release()})`
  } catch {
    // not Linux, or no os-release
  }
  return `${os.type()} ${os.release()}`
}

const results: SizeResult[] = []
try {
  for (const size of sizes) {
    const result = await measure(size)
    if (result) results.push(result)
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
if (results.length) {
  const machine = {
    cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), os: osName(), node: process.version,
    settings: BENCH_PG_SETTINGS,
  }
  const file = path.join(dataRoot, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.mkdirSync(dataRoot, { recursive: true })
  fs.writeFileSync(file, JSON.stringify({ machine, results }, null, 2))
  console.log(`\nresults: ${file}`)
  if (!values['no-doc']) console.log(`docs: ${writeBenchmarksDoc(results, machine)}`)
}
clearTimeout(watchdog)
export type { BenchQuery }
