import type { DiagnoseMigrationHistoryOutput } from '@prisma/schema-engine-wasm/schema_engine_bg'
import { silentLogger, type DbLogger } from './logger.ts'
import { withMigrationLock } from './migrations/advisory-lock.ts'
import { isFullyApplied } from './migrations/applied-migrations.ts'
import { migrationFolderName, readMigrationScripts, toMigrationList, writeMigration } from './migrations/migration-files.ts'
import { openPgMigrationAdapter, type MigrationAdapter } from './migrations/pg-migration-adapter.ts'
import { missingExtensions, withExtensionsCreated } from './migrations/required-extensions.ts'
import { readSchemaFiles } from './migrations/schema-files.ts'
import { withSchemaEngine } from './migrations/schema-engine.ts'
import { defaultMigrationsDir, defaultSchemaDir } from './paths.ts'

// Prisma Migrate without Prisma's CLI: the same commands (`deploy`, `status`, `dev --create-only`,
// a drift check), the same prisma/migrations folder and the same `_prisma_migrations` table, run by the
// WASM schema engine through driver adapters. Real databases are reached with adapter-pg; creating
// migrations and checking drift replay the folder on an in-memory PGlite shadow, so they need no server.

export interface MigratorOptions {
  /** Folder of .prisma files (multi-file schema). Default: <repo>/prisma/schema. */
  schemaDir?: string
  /** Migrations folder. Default: <repo>/prisma/migrations. */
  migrationsDir?: string
  log?: DbLogger
}

/** The engine applies everything; filters exist for tables/enums managed outside Prisma (none here). */
const NO_FILTERS = { externalTables: [], externalEnums: [] }

function resolved(options: MigratorOptions) {
  return {
    schemaDir: options.schemaDir ?? defaultSchemaDir,
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir,
    log: options.log ?? silentLogger,
  }
}

async function withAdapter<T>(adapter: MigrationAdapter, work: (adapter: MigrationAdapter) => Promise<T>): Promise<T> {
  try {
    return await work(adapter)
  } finally {
    await adapter.close()
  }
}

/**
 * `prisma migrate deploy`: applies the folder's pending migrations to the database at `url` and returns
 * their names. Cheap when nothing is pending (one query), so servers call it at every start; safe
 * when several processes call it at once (they queue on an advisory lock).
 */
export async function applyMigrations(url: string, options: MigratorOptions = {}): Promise<string[]> {
  const { migrationsDir, log } = resolved(options)
  const began = performance.now()
  const scripts = readMigrationScripts(migrationsDir)
  if (await isFullyApplied(url, scripts)) {
    log.debug(`Database schema up to date (${scripts.length} migrations, checked in ${Math.round(performance.now() - began)} ms)`)
    return []
  }
  const applied = await withMigrationLock(url, log, () =>
    withAdapter(openPgMigrationAdapter(url), (adapter) =>
      withSchemaEngine(adapter.factory, undefined, (engine) =>
        engine.applyMigrations({ migrationsList: toMigrationList(migrationsDir, scripts), filters: NO_FILTERS }),
      ),
    ),
  )
  const names = applied.appliedMigrationNames
  const took = Math.round(performance.now() - began)
  if (names.length) log.info(`Applied ${names.length} migration(s) in ${took} ms: ${names.join(', ')}`)
  else log.debug(`No pending migrations (${took} ms)`)
  return names
}

export interface MigrationStatus {
  /** No migration of the folder is waiting and none has failed. */
  upToDate: boolean
  hasMigrationsTable: boolean
  /** In the folder, not yet applied to the database. */
  pending: string[]
  /** Recorded as failed; the database needs attention before anything else is applied. */
  failed: string[]
  /** Applied, but the file in the folder changed since. */
  edited: string[]
  /** Applied to the database, but missing from the folder (a newer or diverging branch). */
  notInFolder: string[]
  /** The engine's answer as is. */
  diagnostic: DiagnoseMigrationHistoryOutput
}

/** `prisma migrate status` for the database at `url`. */
export async function migrationStatus(url: string, options: MigratorOptions = {}): Promise<MigrationStatus> {
  const { migrationsDir } = resolved(options)
  const diagnostic = await withAdapter(openPgMigrationAdapter(url), (adapter) =>
    withSchemaEngine(adapter.factory, undefined, (engine) =>
      engine.diagnoseMigrationHistory({ migrationsList: toMigrationList(migrationsDir), optInToShadowDatabase: false, filters: NO_FILTERS }),
    ),
  )
  const history = diagnostic.history
  const pending = history && history.diagnostic !== 'migrationsDirectoryIsBehind' ? history.unappliedMigrationNames : []
  const notInFolder = history && history.diagnostic !== 'databaseIsBehind' ? history.unpersistedMigrationNames : []
  return {
    upToDate: pending.length === 0 && diagnostic.failedMigrationNames.length === 0,
    hasMigrationsTable: diagnostic.hasMigrationsTable,
    pending,
    failed: diagnostic.failedMigrationNames,
    edited: diagnostic.editedMigrationNames,
    notInFolder,
    diagnostic,
  }
}

/**
 * The SQL that would bring a database built from the migrations folder to the Prisma schema;
 * '' when they agree. This is the CI drift gate: a schema edit without a migration makes it non-empty.
 */
export async function checkDrift(options: MigratorOptions = {}): Promise<string> {
  const { schemaDir, migrationsDir } = resolved(options)
  const schemaFiles = readSchemaFiles(schemaDir)
  const scripts = readMigrationScripts(migrationsDir)
  // PGlite (27 MB of WASM) is only loaded by the commands that need a shadow database.
  const { assertShadowSupportsExtensions, openPGliteShadowAdapter } = await import('./migrations/pglite-shadow.ts')
  assertShadowSupportsExtensions(scripts)
  // createMigration() of the engine cannot reach a shadow database once migrations exist (G15); diff can.
  const result = await withAdapter(openPGliteShadowAdapter(), (adapter) =>
    withSchemaEngine(adapter.factory, schemaFiles, (engine) =>
      engine.diff({
        from: { tag: 'migrations', ...toMigrationList(migrationsDir, scripts) },
        to: { tag: 'schemaDatamodel', files: schemaFiles },
        script: true,
        exitCode: null,
        filters: NO_FILTERS,
      }),
    ),
  )
  return normaliseDiff(result.stdout ?? '')
}

/** The engine answers "-- This is an empty migration." when there is nothing to do. */
function normaliseDiff(sql: string): string {
  return /^\s*(-- This is an empty migration\.?)?\s*$/.test(sql) ? '' : sql
}

export interface CreatedMigration {
  /** Folder of the new migration, or null when the schema needs no change. */
  dir: string | null
  sql: string
}

/**
 * `prisma migrate dev --create-only --name <name>`: writes <migrationsDir>/<UTC stamp>_<name>/migration.sql
 * with the SQL from the folder's state to the schema (and migration_lock.toml on first use). Edit the
 * file before applying it to add what Prisma cannot express (extensions, triggers).
 */
export async function createMigration(name: string, options: MigratorOptions & { now?: Date } = {}): Promise<CreatedMigration> {
  const { migrationsDir, log } = resolved(options)
  const folderName = migrationFolderName(name, options.now ?? new Date()) // validates the name before the slow part
  const sql = await checkDrift(options)
  if (!sql) {
    log.info('No schema changes.')
    return { dir: null, sql: '' }
  }
  const extensions = missingExtensions(sql, readMigrationScripts(migrationsDir))
  const script = withExtensionsCreated(sql, extensions)
  const dir = writeMigration(migrationsDir, folderName, script)
  log.info(`Created ${dir}${extensions.length ? ` (with CREATE EXTENSION ${extensions.join(', ')})` : ''}`)
  return { dir, sql: script }
}
