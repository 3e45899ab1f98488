import { parseArgs } from 'node:util'
import { seedDemo } from './index.ts'
import { openSeedDatabase } from './open-seed-database.ts'
import { loadDemoCatalogue } from './seed-catalogue.ts'
import { generateSyntheticCatalogue } from './synthetic-catalogue.ts'

// `pnpm seed:catalogue --records N [--tenant GROUPCODE]`: adds synthetic records (with one copy each) to a
// tenant until it holds N of them, for benchmarks. Re-running with the same N adds nothing.
const { values } = parseArgs({ options: { records: { type: 'string', default: '100000' }, tenant: { type: 'string', default: '900001' } } })
const records = Number(values.records)
if (!Number.isInteger(records) || records < 1 || records > 10_000_000) {
  console.error('--records must be a whole number from 1 to 10000000')
  process.exit(2)
}

const database = await openSeedDatabase()
try {
  await seedDemo(database.prisma)
  const tenant = await database.prisma.tenant.findUnique({ where: { groupCode: values.tenant } })
  if (!tenant) throw new Error(`no tenant with group code ${values.tenant}`)
  const started = Date.now()
  const result = await generateSyntheticCatalogue(database.prisma, tenant.id, loadDemoCatalogue(), {
    records,
    onProgress: (done) => {
      const perSecond = Math.round(((done) / Math.max(1, Date.now() - started)) * 1000)
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${records.toLocaleString('en-US')} records (${perSecond}/s)   `)
    },
  })
  const seconds = (Date.now() - started) / 1000
  console.log(`\nsynthetic catalogue of ${tenant.groupCode}: ${result.created} records added, ${result.total} in all, ${seconds.toFixed(1)} s`)
} finally {
  await database.close()
}
