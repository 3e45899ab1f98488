import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TestProject } from 'vitest/node'
import { withDatabaseName } from '../database-url.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded-postgres.ts'
import type { PrismaClient } from '../generated/prisma/client.ts'
import type { DbLogger } from '../logger.ts'
import { applyMigrations } from '../migrator.ts'
import { readMigrationScripts } from '../migrations/migration-files.ts'
import { defaultMigrationsDir, repoRoot } from '../paths.ts'
import { createDatabaseIfMissing, dropDatabaseIfExists, listDatabases } from '../pg-admin.ts'
import { createPrismaClient } from '../prisma-client.ts'
import { isStaleTestDatabase, newRunId, templateDatabaseName, testDatabasePrefix, TEST_DATABASE_PATTERN } from './database-names.ts'
import './provided-context.ts'
import { makeThrowawayClusterDir } from './throwaway-cluster-dir.ts'

// vitest globalSetup of the 'integration' project. Once per run it:
// 1. finds a PostgreSQL server: DATABASE_URL's when set, else a throwaway embedded one (in RAM when
//    possible, see throwaway-cluster-dir.ts);
// 2. creates a template database `portal_template_<run id>`, applies the migrations and runs the
//    template seed (template-seed.ts, or the module named by PORTAL_TEST_TEMPLATE_SEED);
// 3. provides the template's URL as `databaseUrl`, from which createTestDatabase() (test-database.ts)
//    copies one database per test file with CREATE DATABASE … TEMPLATE, which is far cheaper than
//    migrating each one.
// Teardown drops everything the run created.

const SEED_MODULE_ENV = 'PORTAL_TEST_TEMPLATE_SEED'
const DEFAULT_SEED_MODULE = path.join(import.meta.dirname, 'template-seed.ts')

/** Durability is worthless for a server deleted after the run; skipping it makes DDL-heavy setup faster. */
const THROWAWAY_SERVER_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }

const log: DbLogger = {
  info: () => {},
  warn: (message) => console.warn(`[test db] ${message}`),
  debug: () => {},
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const began = performance.now()
  const cleanups: Array<() => Promise<void>> = []
  const teardown = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => log.warn(String(error)))
  }
  try {
    const serverUrl = await findServer(cleanups)
    const serverMs = performance.now() - began

    const templateName = templateDatabaseName(newRunId())
    const templateUrl = withDatabaseName(serverUrl, templateName)
    await createDatabaseIfMissing(serverUrl, templateName)
    cleanups.push(async () => {
      for (const name of await listDatabases(serverUrl, TEST_DATABASE_PATTERN)) {
        if (name.startsWith(testDatabasePrefix(templateName))) await dropDatabaseIfExists(serverUrl, name)
      }
      await dropDatabaseIfExists(serverUrl, templateName)
    })
    await applyMigrations(templateUrl, { log })
    await seedTemplate(templateUrl)

    console.log(
      `[test db] template ${templateName} ready in ${Math.round(performance.now() - began)} ms ` +
        `(${process.env.DATABASE_URL ? 'DATABASE_URL server' : `embedded server ${Math.round(serverMs)} ms`})`,
    )
    project.provide('databaseUrl', templateUrl)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}

/** URL of a server to create databases on; registers how to give it back. */
async function findServer(cleanups: Array<() => Promise<void>>): Promise<string> {
  const configured = process.env.DATABASE_URL
  if (configured) {
    await dropStaleTestDatabases(configured)
    return configured
  }
  const dataDir = makeThrowawayClusterDir()
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  // relocate: false: under root, a cluster moved out of a folder the postgres user cannot reach would
  // outlive the cleanup above, which deletes dataDir only.
  const server: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, database: 'postgres', settings: THROWAWAY_SERVER_SETTINGS, log, relocate: false })
  cleanups.push(() => server.stop())
  return server.url
}

/** Databases of runs that were killed before their teardown, at least a day ago. */
async function dropStaleTestDatabases(serverUrl: string): Promise<void> {
  for (const name of await listDatabases(serverUrl, TEST_DATABASE_PATTERN)) {
    if (!isStaleTestDatabase(name)) continue
    log.warn(`dropping ${name}, left behind by an interrupted test run`)
    await dropDatabaseIfExists(serverUrl, name)
  }
}

type SeedTemplate = (prisma: PrismaClient) => Promise<void>

async function seedTemplate(templateUrl: string): Promise<void> {
  const modulePath = path.resolve(repoRoot, process.env[SEED_MODULE_ENV] || DEFAULT_SEED_MODULE)
  const module = (await import(pathToFileURL(modulePath).href)) as { seedTemplate?: SeedTemplate }
  if (typeof module.seedTemplate !== 'function') throw new Error(`${modulePath} does not export seedTemplate(prisma)`)
  const prisma = createPrismaClient(templateUrl)
  try {
    await module.seedTemplate(prisma)
  } catch (error) {
    if (readMigrationScripts(defaultMigrationsDir).length > 0) throw error
    throw new Error(
      `Seeding the test template (${modulePath}) failed, and ${defaultMigrationsDir} holds no migration yet, so the ` +
        'template has no tables. Create the initial migration: pnpm db:migration:new init',
      { cause: error },
    )
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while any session is connected to the template.
    await prisma.$disconnect()
  }
}
