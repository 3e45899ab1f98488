// `pnpm db:migrate | db:status | db:migration:new NAME | db:drift` (root package.json) land here:
//   deploy          apply pending migrations (prisma migrate deploy)
//   status          show applied / pending / failed migrations (prisma migrate status)
//   create <name>   write prisma/migrations/<stamp>_<name>/migration.sql (prisma migrate dev --create-only)
//   drift           exit 1 and print the SQL when prisma/schema and prisma/migrations disagree (CI gate)
// deploy and status use DATABASE_URL, or else start the embedded server on the app's data folder
// (EMBEDDED_PG_DIR, default .data/postgres) for the duration of the command.

import { startEmbeddedPostgres } from './embedded-postgres.ts'
import { consoleLogger } from './logger.ts'
import { applyMigrations, checkDrift, createMigration, migrationStatus, type MigrationStatus } from './migrator.ts'
import { defaultEmbeddedDataDir } from './paths.ts'

const USAGE = 'usage: migrate <deploy | status | create <name> | drift>'

async function withDatabaseUrl<T>(work: (url: string) => Promise<T>): Promise<T> {
  const configured = process.env.DATABASE_URL
  if (configured) return work(configured)
  const server = await startEmbeddedPostgres({ dataDir: process.env.EMBEDDED_PG_DIR || defaultEmbeddedDataDir, log: consoleLogger })
  try {
    return await work(server.url)
  } finally {
    await server.stop()
  }
}

function printStatus(status: MigrationStatus): void {
  const lines = [
    status.hasMigrationsTable ? null : 'The database has no migration history yet.',
    ...status.pending.map((name) => `pending:      ${name}`),
    ...status.failed.map((name) => `FAILED:       ${name}  (fix the database, then mark it rolled back or applied)`),
    ...status.edited.map((name) => `edited:       ${name}  (changed after it was applied)`),
    ...status.notInFolder.map((name) => `not in folder: ${name}  (applied to the database, missing from prisma/migrations)`),
    status.upToDate ? 'Database schema is up to date.' : null,
  ]
  console.log(lines.filter((line) => line !== null).join('\n'))
}

async function run(command: string | undefined, args: string[]): Promise<number> {
  switch (command) {
    case 'deploy': {
      const applied = await withDatabaseUrl((url) => applyMigrations(url, { log: consoleLogger }))
      if (applied.length === 0) console.log('No pending migrations.')
      return 0
    }
    case 'status': {
      const status = await withDatabaseUrl((url) => migrationStatus(url))
      printStatus(status)
      return status.upToDate ? 0 : 1
    }
    case 'create': {
      const name = args.join('_')
      if (!name) throw new Error(`a migration name is required\n${USAGE}`)
      await createMigration(name, { log: consoleLogger })
      return 0
    }
    case 'drift': {
      const sql = await checkDrift()
      if (!sql) {
        console.log('No drift: the migrations produce exactly prisma/schema.')
        return 0
      }
      console.error('Drift: prisma/schema differs from what prisma/migrations produce. Missing SQL:\n')
      console.log(sql)
      console.error('\nCreate a migration for it: pnpm db:migration:new <name>')
      return 1
    }
    default:
      console.error(USAGE)
      return 2
  }
}

const [command, ...args] = process.argv.slice(2)
let code: number
try {
  code = await run(command, args)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
}
// Explicit exit: nothing left behind (an idle pool, a WASM engine timer, stack-notes G16) may keep a
// finished command alive, and the exit code must be ours.
process.exit(code)
