import pg from 'pg'
import { migrationChecksum, type MigrationScript } from './migration-files.ts'

// The fast path of "apply at every start": one query against Prisma's history table answers whether
// anything is left to do, so an up-to-date database costs milliseconds instead of loading the 5 MB
// WASM engine. Anything unusual (a pending, failed or edited migration, no table yet) falls through
// to the engine, which then decides exactly as `prisma migrate deploy` would.

interface HistoryRow {
  migration_name: string
  checksum: string
  finished_at: Date | null
  rolled_back_at: Date | null
}

export async function isFullyApplied(url: string, scripts: MigrationScript[]): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-migrate-check' })
  await client.connect()
  try {
    const table = await client.query<{ exists: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists")
    if (!table.rows[0]?.exists) return false
    const { rows } = await client.query<HistoryRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations',
    )
    if (rows.some((row) => row.finished_at === null && row.rolled_back_at === null)) return false // a failed migration
    const applied = new Map(
      rows.filter((row) => row.finished_at !== null && row.rolled_back_at === null).map((row) => [row.migration_name, row.checksum]),
    )
    return scripts.every((script) => applied.get(script.name) === migrationChecksum(script.sql))
  } finally {
    await client.end()
  }
}
