import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { applyMigrations, consoleLogger, defaultEmbeddedDataDir, openDatabase } from '@portal/db'
import { bindTenant } from '../data/tenant-data.ts'
import type { SearchIndexer } from '../ports/search.port.ts'
import { importCatalogue, type ImportFormat } from '../modules/catalogue-import/import-catalogue.service.ts'
import { type CsvEncoding, importCirculation, isCirculationProfile } from '../modules/circulation-import/index.ts'

// pnpm run import --tenant <groupCode> [--format marc21|unimarc|auto] [--profile <name>] [--items items.csv] <files or folders…>
// pnpm run import --tenant <groupCode> --profile patrons|loans [--encoding auto|utf-8|gb18030] <CSV files or folders…>
// Opens the database like the seed commands (DATABASE_URL or the embedded one; migrations applied).

const usage = [
  'usage: pnpm run import --tenant <groupCode> [--format marc21|unimarc|auto] [--profile <name>] [--items items.csv] <files or folders…>',
  '       pnpm run import --tenant <groupCode> --profile patrons|loans [--encoding auto|utf-8|gb18030] <CSV files or folders…>',
].join('\n')

function expand(target: string): string[] {
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return [target]
  return fs.readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((e) => expand(path.join(target, e.name)))
}

/** The database the seed commands use: DATABASE_URL, or the embedded one the server also uses; migrated (as seed/src/open-seed-database.ts). */
async function openImportDatabase() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    embeddedDataDir: process.env.EMBEDDED_PG_DIR ?? defaultEmbeddedDataDir,
    embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 0) || undefined,
    log: consoleLogger,
  })
  await applyMigrations(database.url)
  return database
}

async function loadIndexer(db: unknown): Promise<SearchIndexer> {
  // The PostgreSQL indexer (adapters/search-postgres), loaded lazily so the import still runs without it.
  try {
    const mod = (await import('../adapters/search-postgres/index.ts' as string)) as { createPostgresSearch?: (db: unknown) => { indexer: SearchIndexer } }
    if (mod.createPostgresSearch) return mod.createPostgresSearch(db).indexer
  } catch (error) {
    console.warn(`search indexer not available (${error instanceof Error ? error.message : error})`)
  }
  console.warn('records are stored but not indexed (run a reindex later)')
  return { reindex: async () => {}, remove: async () => {}, reindexAll: async () => 0, indexedCount: async () => 0 }
}

/** Patrons or loans CSV files, one after the other; exit code 1 when a file had no row written. */
async function importCirculationFiles(data: ReturnType<typeof bindTenant>, tenantId: number, profile: 'patrons' | 'loans', encoding: CsvEncoding, files: string[]) {
  let exitCode = 0
  for (const file of files) {
    const name = path.relative(process.cwd(), file)
    const summary = await importCirculation({ data }, { tenantId, profile, encoding, generatePasswords: true, file: { name, data: fs.readFileSync(file) } }, (p) =>
      process.stderr.write(`\r${p.written + p.failed} of ${p.read} rows, ${p.failed} failed — ${p.file}`.padEnd(100).slice(0, 140)),
    )
    process.stderr.write('\n')
    for (const f of summary.failures) console.log(`FAILED ${f.file} line ${f.position}: ${f.reason}`)
    for (const w of summary.warnings) console.log(`WARNING ${w.file} line ${w.position}: ${w.reason}`)
    // The one place these passwords are shown: hand them to the patrons, who must change them at first sign-in.
    for (const g of summary.generatedPasswords) console.log(`INITIAL PASSWORD ${g.username} (line ${g.position}): ${g.password}`)
    const { failures: _f, warnings: _w, generatedPasswords, ...totals } = summary
    console.log(JSON.stringify({ ...totals, generatedPasswords: generatedPasswords.length }, null, 2))
    if (summary.imported + summary.updated + summary.unchanged === 0) exitCode = 1
  }
  return exitCode
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' }, format: { type: 'string', default: 'auto' }, profile: { type: 'string' }, items: { type: 'string' }, encoding: { type: 'string', default: 'auto' },
      help: { type: 'boolean' },
    },
  })
  if (values.help || !values.tenant || !positionals.length) {
    console.error(usage)
    process.exit(values.help ? 0 : 2)
  }
  if (!['marc21', 'unimarc', 'auto'].includes(values.format!)) throw new Error(`--format must be marc21, unimarc or auto`)
  if (!['auto', 'utf-8', 'gb18030'].includes(values.encoding!)) throw new Error(`--encoding must be auto, utf-8 or gb18030`)
  const files = positionals.flatMap((p) => expand(path.resolve(process.env.INIT_CWD ?? process.cwd(), p)))
  const database = await openImportDatabase()
  const db = database.prisma
  try {
    const tenant = await db.tenant.findUnique({ where: { groupCode: values.tenant } })
    if (!tenant) throw new Error(`no tenant with group code ${values.tenant}: start the portal once, or run pnpm seed, to create the demo tenants`)
    if (isCirculationProfile(values.profile)) {
      process.exitCode = await importCirculationFiles(bindTenant(db, tenant.id), tenant.id, values.profile, values.encoding as CsvEncoding, files)
      return
    }
    const indexer = await loadIndexer(db)
    // No request here: the command binds the data to the tenant it names itself.
    const summary = await importCatalogue(
      { data: bindTenant(db, tenant.id), indexer },
      {
        tenantId: tenant.id,
        format: values.format as ImportFormat,
        profile: values.profile,
        items: values.items ? { name: values.items, data: fs.createReadStream(values.items) } : undefined,
        files: files.map((f) => ({ name: path.relative(process.cwd(), f), data: fs.createReadStream(f) })),
      },
      (p) => process.stderr.write(`\r${p.read} records read, ${p.written} written, ${p.failed} failed, ${p.recordsPerSecond} records/s — ${p.file}`.padEnd(120).slice(0, 160)),
    )
    process.stderr.write('\n')
    for (const f of summary.failures) console.log(`FAILED ${f.file} #${f.position}: ${f.reason}`)
    for (const w of summary.warnings) console.log(`REPAIRED ${w.file} #${w.position}: ${w.reason}`)
    const skipsByReason = new Map<string, number>()
    for (const s of summary.skips) skipsByReason.set(s.reason, (skipsByReason.get(s.reason) ?? 0) + 1)
    for (const [reason, count] of skipsByReason) console.log(`SKIPPED ${count}× ${reason}`)
    const { failures: _f, skips: _s, warnings: _w, perFile: _p, ...totals } = summary
    console.log(JSON.stringify(totals, null, 2))
    process.exitCode = summary.imported + summary.updated + summary.unchanged + summary.classificationNodes === 0 ? 1 : 0
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
