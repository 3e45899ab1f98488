import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { LoanQuerySchema } from '@portal/contracts'
import { applyMigrations, createPrismaClient, repoRoot, silentLogger, startEmbeddedPostgres } from '@portal/db'
import { seedDemo } from '@portal/seed'
import { createBuiltInCirculation } from '../adapters/circulation-builtin/index.ts'
import { latency, type Latency } from './measure.ts'

// `pnpm bench:circulation [--loans 1000000] [--patron-loans 300] [--runs 300] [--data-dir DIR]`
// Issue 8's speed targets on the embedded PostgreSQL: a tenant with a million historical loans, one patron with
// 300 of them (280 returned, 20 current), and three timings of the built-in circulation provider, the code
// behind loanList, loanHistoryList and reNew: a page of current loans, a page of history (first and tenth page,
// and a title search), and a renewal of 20 loans at once (the loans are put back between runs, untimed).
// A fresh cluster is built in its own folder each run and removed afterwards; nothing is written to docs.

const { values } = parseArgs({
  options: {
    loans: { type: 'string', default: '1000000' },
    'patron-loans': { type: 'string', default: '300' },
    runs: { type: 'string', default: '300' },
    'data-dir': { type: 'string' },
  },
})
const totalLoans = Number(values.loans)
const patronLoans = Number(values['patron-loans'])
const runs = Math.max(10, Number(values.runs) || 300)
if (!Number.isInteger(totalLoans) || totalLoans < 1_000 || totalLoans > 5_000_000 || !Number.isInteger(patronLoans) || patronLoans < 40 || patronLoans > 5_000) {
  console.error('--loans takes 1000 to 5000000, --patron-loans 40 to 5000')
  process.exit(2)
}
const CURRENT = 20
const DAY_MS = 86_400_000
const dataDir = path.resolve(values['data-dir'] ?? path.join(repoRoot, '.data', 'bench-circulation'))
const log = (message: string) => console.log(`[bench:circulation] ${message}`)

async function timed(times: number, fn: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<Latency> {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    await before?.()
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  return latency(samples)
}

fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })
const server = await startEmbeddedPostgres({ dataDir, database: 'portal', log: silentLogger, startTimeoutMs: 120_000 })
const prisma = createPrismaClient(server.url)
try {
  await applyMigrations(server.url)
  await seedDemo(prisma)
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })
  const reader = await prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
  const t = tenant.id

  let started = performance.now()
  // History of everyone else: returned loans of the tenant's copies, spread over five years and the other patrons.
  await prisma.$executeRaw`
    INSERT INTO "Loan" ("tenantId", "patronId", "itemId", "recordId", title, author, barcode, "callNo", "locationName", "loanDate", "dueDate", "returnDate", status, "updatedAt")
    SELECT ${t}, p.id, i.id, i."recordId", r.title, r.responsibility, i.barcode, i."callNo", '', now() - (g * 157)::bigint % 1825 * interval '1 day',
      now() - ((g * 157)::bigint % 1825 - 30) * interval '1 day', now() - ((g * 157)::bigint % 1825 - 20) * interval '1 day', 'RETURNED', now()
    FROM generate_series(1, ${totalLoans}) g
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM "Patron" WHERE "tenantId" = ${t} AND id <> ${reader.id}) patrons
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM "Item" WHERE "tenantId" = ${t}) items
    JOIN "Patron" p ON p.id = patrons.ids[1 + g % array_length(patrons.ids, 1)]
    JOIN "Item" i ON i.id = items.ids[1 + g % array_length(items.ids, 1)]
    JOIN "BibRecord" r ON r.id = i."recordId"`
  log(`${totalLoans.toLocaleString('en-US')} historical loans in ${Math.round((performance.now() - started) / 1000)} s`)

  // The patron's own: returned ones, then current ones on copies on the shelf (due in a week, never renewed).
  started = performance.now()
  await prisma.$executeRaw`
    INSERT INTO "Loan" ("tenantId", "patronId", "itemId", "recordId", title, author, barcode, "callNo", "locationName", "loanDate", "dueDate", "returnDate", status, "updatedAt")
    SELECT ${t}, ${reader.id}, i.id, i."recordId", r.title, r.responsibility, i.barcode, i."callNo", '', now() - g * interval '5 day', now() - (g * 5 - 30) * interval '1 day', now() - (g * 5 - 14) * interval '1 day', 'RETURNED', now()
    FROM generate_series(1, ${patronLoans - CURRENT}) g
    JOIN LATERAL (SELECT id, "recordId", barcode, "callNo" FROM "Item" WHERE "tenantId" = ${t} ORDER BY id DESC OFFSET g LIMIT 1) i ON true
    JOIN "BibRecord" r ON r.id = i."recordId"`
  const shelf = await prisma.item.findMany({ where: { tenantId: t, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } } }, take: CURRENT, include: { record: true }, orderBy: { id: 'asc' } })
  const current = await Promise.all(shelf.map((item) => prisma.loan.create({
    data: { tenantId: t, patronId: reader.id, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode, loanDate: new Date(Date.now() - 20 * DAY_MS), dueDate: new Date(Date.now() + 7 * DAY_MS), status: 'ACTIVE' },
  })))
  await prisma.$executeRawUnsafe('ANALYZE')
  const loanCount = await prisma.loan.count({ where: { tenantId: t } })
  log(`patron with ${patronLoans} loans ready; the tenant holds ${loanCount.toLocaleString('en-US')} loans (${Math.round((performance.now() - started) / 1000)} s)`)

  const provider = createBuiltInCirculation(prisma)
  const patron = { tenantId: t, patronId: reader.id, barcode: reader.username }
  const query = (input: Record<string, unknown>) => LoanQuerySchema.parse(input)
  // Warm the caches and the connection pool as a running server would have them.
  for (let i = 0; i < 20; i++) await Promise.all([provider.currentLoans(patron, query({})), provider.loanHistory(patron, query({}))])

  const ids = current.map((l) => l.id)
  const putBack = () =>
    prisma.$executeRaw`UPDATE "Loan" SET "renewCount" = 0, "renewDate" = NULL, "dueDate" = now() + interval '7 day' WHERE id = ANY(${ids}) AND "tenantId" = ${t}`
  const results = {
    loanList: await timed(runs, () => provider.currentLoans(patron, query({ page: 1, rows: 10 }))),
    loanListAll: await timed(runs, () => provider.currentLoans(patron, query({ page: 1, rows: 100 }))),
    loanHistory: await timed(runs, () => provider.loanHistory(patron, query({ page: 1, rows: 10 }))),
    loanHistoryPage10: await timed(runs, () => provider.loanHistory(patron, query({ page: 10, rows: 20 }))),
    loanHistorySearch: await timed(runs, () => provider.loanHistory(patron, query({ searchType: 1, searchContent: '数据' }))),
    renew20: await timed(Math.min(runs, 100), () => provider.renew(patron, ids), putBack),
  }
  const renewed = await prisma.loan.count({ where: { id: { in: ids }, renewCount: 1 } })
  if (renewed !== CURRENT) throw new Error(`the last renewal renewed ${renewed} of ${CURRENT} loans`)

  console.log(`\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  console.log(`Tenant loans: ${loanCount.toLocaleString('en-US')}; patron loans: ${patronLoans} (${CURRENT} current); runs: ${runs} (renewal: ${Math.min(runs, 100)})\n`)
  console.log('| Call | p50 ms | p95 ms | p99 ms | max ms |')
  console.log('|---|---|---|---|---|')
  for (const [name, l] of Object.entries(results)) console.log(`| ${name} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`)
} finally {
  await prisma.$disconnect().catch(() => {})
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
