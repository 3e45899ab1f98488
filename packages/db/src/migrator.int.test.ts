import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbLogger } from './logger.ts'
import { migrationFolderName } from './migrations/migration-files.ts'
import { applyMigrations, checkDrift, createMigration, migrationStatus } from './migrator.ts'
import { defaultSchemaDir } from './paths.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts'

// The migrator against a real PostgreSQL (the run's embedded server, or DATABASE_URL's), with the real
// schema copied into a temp folder and migrations created into a temp folder: prisma/migrations is
// only read by the drift gate at the end.

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

function recordingLogger(): DbLogger & { lines: string[] } {
  const lines: string[] = []
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), debug: () => {} }
}

/** What the catalogue migration will add by hand: an extension and a plpgsql trigger with `;` inside `$$`. */
const HAND_WRITTEN_SQL = `-- Added by hand: Prisma cannot express extensions or triggers; this comment has a ';' too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION portal_test_tidy_tenant_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Chinese titles and names arrive with stray spaces; trim them.
  NEW."name" := btrim(NEW."name");
  RETURN NEW;
END;
$$;

CREATE TRIGGER portal_test_tidy_tenant_name BEFORE INSERT OR UPDATE ON "Tenant"
  FOR EACH ROW EXECUTE FUNCTION portal_test_tidy_tenant_name();
`

describe('migrator', () => {
  let work: string
  let schemaDir: string
  let migrationsDir: string
  let initName: string
  const databases: TestDatabase[] = []

  async function emptyDatabase(): Promise<string> {
    const db = await createTestDatabase({ empty: true })
    databases.push(db)
    return db.url
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrator-test-'))
    schemaDir = path.join(work, 'schema')
    migrationsDir = path.join(work, 'migrations')
    fs.cpSync(defaultSchemaDir, schemaDir, { recursive: true })
    const created = await createMigration('init', { schemaDir, migrationsDir })
    initName = path.basename(created.dir!)
  })
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()))
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('creates the initial migration from the whole multi-file schema', () => {
    expect(initName).toMatch(/^\d{14}_init$/)
    const sql = fs.readFileSync(path.join(migrationsDir, initName, 'migration.sql'), 'utf8')
    expect(sql).toContain('CREATE TABLE "Tenant"') // tenancy.prisma
    expect(sql).toContain('CREATE TABLE "Patron"') // identity.prisma
    expect(fs.readFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"')
  })

  it('creates nothing when the schema has no changes', async () => {
    const log = recordingLogger()
    const created = await createMigration('nothing', { schemaDir, migrationsDir, log })
    expect(created.dir).toBeNull()
    expect(log.lines).toContain('No schema changes.')
    expect(fs.readdirSync(migrationsDir).filter((name) => name.endsWith('_nothing'))).toEqual([])
  })

  it('applies to a new database, then a second apply is a no-op', async () => {
    const url = await emptyDatabase()
    expect(await applyMigrations(url, { migrationsDir })).toEqual([initName])
    expect(await applyMigrations(url, { migrationsDir })).toEqual([])

    const history = await query(url, 'SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations')
    expect(history).toEqual([{ migration_name: initName, finished: true }])
    expect(await migrationStatus(url, { migrationsDir })).toMatchObject({
      upToDate: true,
      hasMigrationsTable: true,
      pending: [],
      failed: [],
      edited: [],
      notInFolder: [],
    })
  })

  it('applies each migration once when two appliers race', async () => {
    const url = await emptyDatabase()
    const results = await Promise.all([applyMigrations(url, { migrationsDir }), applyMigrations(url, { migrationsDir })])
    expect(results.flat()).toEqual([initName])
    expect(await query(url, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([{ n: 1 }])
  })

  it('reports a new database as pending', async () => {
    const url = await emptyDatabase()
    expect(await migrationStatus(url, { migrationsDir })).toMatchObject({ upToDate: false, hasMigrationsTable: false, pending: [initName] })
  })

  it('reports no drift between the schema and migrations made from it', async () => {
    expect(await checkDrift({ schemaDir, migrationsDir })).toBe('')
  })

  it('reports the ALTER a schema change needs when it has no migration', async () => {
    const changedSchemaDir = path.join(work, 'schema-with-extra-column')
    fs.cpSync(schemaDir, changedSchemaDir, { recursive: true })
    const tenancy = path.join(changedSchemaDir, 'tenancy.prisma')
    const text = fs.readFileSync(tenancy, 'utf8')
    expect(text).toContain('model Tenant {')
    fs.writeFileSync(tenancy, text.replace('model Tenant {', 'model Tenant {\n  driftProbe String?'))

    const drift = await checkDrift({ schemaDir: changedSchemaDir, migrationsDir })
    expect(drift).toMatch(/ALTER TABLE "Tenant" ADD COLUMN\s+"driftProbe" TEXT/)
  })

  it('applies hand-written SQL with a $$ function body whole, and it causes no drift', async () => {
    const handWrittenDir = path.join(work, 'migrations-with-trigger')
    fs.cpSync(migrationsDir, handWrittenDir, { recursive: true })
    const triggerName = migrationFolderName('tenant_name_trigger', new Date(Date.now() + 86_400_000)) // sorts after init
    fs.mkdirSync(path.join(handWrittenDir, triggerName))
    fs.writeFileSync(path.join(handWrittenDir, triggerName, 'migration.sql'), HAND_WRITTEN_SQL)

    const url = await emptyDatabase()
    expect(await applyMigrations(url, { migrationsDir: handWrittenDir })).toEqual([initName, triggerName].sort())
    const [trigger] = await query<{ tgname: string }>(url, "SELECT tgname FROM pg_trigger WHERE tgname = 'portal_test_tidy_tenant_name'")
    expect(trigger).toBeDefined()
    const [extension] = await query<{ extname: string }>(url, "SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'")
    expect(extension).toBeDefined()
    // The body arrived whole: splitting at its ';' would have cut it after the first statement.
    const [body] = await query<{ prosrc: string }>(url, "SELECT prosrc FROM pg_proc WHERE proname = 'portal_test_tidy_tenant_name'")
    expect(body?.prosrc).toMatch(/btrim\(NEW\."name"\);\s+RETURN NEW;\s+END;/)

    expect(await checkDrift({ schemaDir, migrationsDir: handWrittenDir })).toBe('')
  })
})

describe('the committed migrations (CI drift gate)', () => {
  it('produce exactly prisma/schema', async () => {
    const drift = await checkDrift()
    if (drift) {
      const head = drift.split('\n').slice(0, 40).join('\n')
      expect.fail(`prisma/schema changed without a migration: run \`pnpm db:migration:new <name>\` and commit it. Missing SQL begins:\n${head}`)
    }
  })
})
