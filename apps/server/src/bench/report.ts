import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '@portal/db'
import type { SizeResult } from './search-bench.ts'

// Writes the results into docs/benchmarks.md: one section for the search benchmark, and inside it one
// block per catalogue size between markers, so a run of one size replaces only that size's block and
// everything else in the file stays.

const SECTION = '<!-- bench:search -->'
const SECTION_END = '<!-- /bench:search -->'
const block = (size: number) => [`<!-- bench:search:${size} -->`, `<!-- /bench:search:${size} -->`] as const

type Machine = { cores: number; memoryGiB: number; os: string; node: string; settings: Record<string, string> }

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const yes = (ok: boolean) => (ok ? '**met**' : '**missed**')

function sizeBlock(r: SizeResult, machine: Machine, date: string): string {
  const k = r.size >= 1_000_000 ? `${r.size / 1_000_000}M` : `${r.size / 1000}K`
  const pageTarget = r.size >= 1_000_000 ? 100 : 50
  const b = r.build
  const lines = [
    `### ${k} records — ${date}`,
    '',
    `${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, embedded PostgreSQL 15.18; ${r.queries} queries, ` +
      `a warm-up pass then timed passes (one client), whole page = \`searchCatalogue\` as \`unify/search\` runs it (top 10 + records + copies + highlights + 12 facets + total).`,
    `Catalogue: ${b.records.toLocaleString('en-US')} records, ${b.items.toLocaleString('en-US')} copies, RecordSearch ${b.recordSearchMb.toLocaleString('en-US')} MB, database ${b.databaseMb.toLocaleString('en-US')} MB.`,
    '',
    '| What | Target | Result | |',
    '|---|---|---|---|',
    `| Whole search page p50 / p95 / p99 | p95 ≤ ${pageTarget} ms | ${r.page.p50} / ${r.page.p95} / ${r.page.p99} ms | ${yes(r.page.p95 <= pageTarget)} |`,
    `| Known-item lookups (ISBN, exact title) p50 / p95 | p95 ≤ 20 ms | ${r.knownItem.p50} / ${r.knownItem.p95} ms; intended record in the top 3: ${r.knownItemTop3.found} of ${r.knownItemTop3.of} | ${yes(r.knownItem.p95 <= 20)} |`,
    `| 1 client | | ${r.single.pagesPerSecond} pages/s, p50 / p95 ${r.single.latency.p50} / ${r.single.latency.p95} ms | |`,
    `| 4 concurrent clients | | ${r.four.pagesPerSecond} pages/s, p50 / p95 / p99 ${fmt(r.four.latency)} ms | |`,
  ]
  if (r.accuracy) {
    const a = r.accuracy
    lines.push(
      `| Counts up to 5,000 matches | exact | ${a.exactQueries - a.exactMismatches.length} of ${a.exactQueries} queries exact (total and every facet value) | ${yes(!a.exactMismatches.length)} |`,
      `| Total above 5,000 matches (estimated, labelled) | within 5% | mean ${pct(a.totalErrMean)}, max ${pct(a.totalErrMax)} over ${a.approxQueries} labelled queries; given as exact but not: ${a.approxUnlabelled.length} | ${yes(a.totalErrMax <= 0.05 && !a.approxUnlabelled.length)} |`,
      `| Facet values shown (top 11 per facet) above 5,000 | within 5% | mean ${pct(a.facetErrMean)}, max ${pct(a.facetErrMax)} over ${a.facetValuesCompared} values | ${yes(a.facetErrMax <= 0.05)} |`,
      `| … of those, values with ≥ 5% of the matches | within 5% | mean ${pct(a.facetErrMeanBig)}, max ${pct(a.facetErrMaxBig)} | ${yes(a.facetErrMaxBig <= 0.05)} |`,
    )
  }
  if (r.ranking) {
    const g = r.ranking
    lines.push(
      `| Top 10 = the engine's relevance order over all matches (\`exactRankingSql\`), positions | ≥ 90% | ${pct(g.engineAgreement)} over ${g.queries} queries (${pct(g.cappedEngineAgreement)} on the ${g.cappedQueries} with > 2,000 matches); overlap ${pct(g.engineOverlap)} | ${yes(g.engineAgreement >= 0.9)} |`,
      `| Top 10 = plain \`ts_rank\` over all matches (positions) | (reference) | ${pct(g.tsRankAgreement)} (${pct(g.cappedTsRankAgreement)} on queries with > 2,000 matches); overlap ${pct(g.tsRankOverlap)} | |`,
    )
  }
  lines.push(
    b.reused
      ? `| Import (BibRecord + Item insert / indexer / both) | ≥ 2,000 records/s | catalogue reused; when built: ${b.insertRate.toLocaleString('en-US')} / ${b.indexRate.toLocaleString('en-US')} / ${b.importRate.toLocaleString('en-US')} records/s | ${yes(b.importRate >= 2000)} |`
      : `| Import (BibRecord + Item insert / indexer / both) | ≥ 2,000 records/s | ${b.insertRate.toLocaleString('en-US')} / ${b.indexRate.toLocaleString('en-US')} / ${b.importRate.toLocaleString('en-US')} records/s (${b.insertSeconds} s + ${b.indexSeconds} s) | ${yes(b.importRate >= 2000)} |`,
    '',
    'By category, whole page ms (p50 / p95 / p99; "est." = pages with estimated counts):',
    '',
    `| ${Object.keys(r.byCategory).join(' | ')} |`,
    `|${Object.keys(r.byCategory).map(() => '---').join('|')}|`,
    `| ${Object.values(r.byCategory).map((v) => `${v.p50} / ${v.p95} / ${v.p99}${v.approximate ? ` (${v.approximate} est.)` : ''}`).join(' | ')} |`,
  )
  if (r.knownItemTop3.misses.length) lines.push('', `Known items not in the top 3: ${r.knownItemTop3.misses.join('; ')}.`)
  return lines.join('\n')
}

function fmt(l: { p50: number; p95: number; p99: number }) {
  return `${l.p50} / ${l.p95} / ${l.p99}`
}

function header(machine: Machine): string {
  return [
    '## Search benchmark (issue 3, `pnpm bench:search`)',
    '',
    'Generated mixed catalogue (48% Simplified, 12% Traditional, 40% English, Zipf-sampled vocabulary, known items over editions,',
    'valid ISBN-13, copies in the benchmark tenant\'s 4 libraries / 8 locations) on an embedded PostgreSQL 15.18 cluster per size under',
    '`.data/bench-postgres/<size>`, with the settings of search-notes.md (' + Object.entries(machine.settings).map(([k, v]) => `${k}=${v}`).join(', ') + ').',
    'Records and copies go in with multi-row `INSERT … SELECT FROM unnest(…)`; RecordSearch is filled by the real indexer. Query set: common,',
    'medium, rare, multi-term, 2-character Chinese, long Chinese, Traditional input, English, ISBN, author and exact-title queries',
    '(apps/server/src/bench/queries.ts). Shared 2-core VM: other test runs add noise; rerun a size with `pnpm bench:search --sizes 100000`.',
  ].join('\n')
}

export function writeBenchmarksDoc(results: SizeResult[], machine: Machine): string {
  const file = path.join(repoRoot, 'docs', 'benchmarks.md')
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const date = new Date().toISOString().slice(0, 10)
  if (!text.includes(SECTION)) text = `${text.trimEnd()}\n\n${SECTION}\n${header(machine)}\n${SECTION_END}\n`
  else text = text.replace(new RegExp(`${SECTION}[\\s\\S]*?(?=<!-- bench:search:|${SECTION_END})`), `${SECTION}\n${header(machine)}\n\n`)
  for (const r of results) {
    const [open, close] = block(r.size)
    const body = `${open}\n${sizeBlock(r, machine, date)}\n${close}`
    const at = text.indexOf(open)
    if (at >= 0) text = text.slice(0, at) + body + text.slice(text.indexOf(close, at) + close.length)
    else {
      // Blocks in size order, before the end of the section.
      const end = text.indexOf(SECTION_END)
      text = `${text.slice(0, end).trimEnd()}\n\n${body}\n${text.slice(end)}`
    }
  }
  fs.writeFileSync(file, text)
  return file
}
