import { inject } from 'vitest'
import { databaseNameOf, withDatabaseName } from '../database-url.ts'
import type { PrismaClient } from '../generated/prisma/client.ts'
import { createDatabaseFromTemplate, dropDatabaseIfExists } from '../pg-admin.ts'
import { createPrismaClient } from '../prisma-client.ts'
import { testDatabaseName } from './database-names.ts'
import './provided-context.ts'

// One isolated database per integration test file, copied from the run's migrated template
// (global-setup.ts). Copying is a file-level clone inside PostgreSQL, so a test file gets a fully
// migrated, seeded database in about a tenth of a second and can change it freely.
//
//   const db = await createTestDatabase()      // in beforeAll
//   await db.prisma.tenant.create(…)
//   await db.drop()                             // in afterAll

export interface TestDatabase {
  url: string
  prisma: PrismaClient
  /** Disconnects Prisma and drops the database; idempotent. */
  drop(): Promise<void>
}

export interface CreateTestDatabaseOptions {
  /** An empty database (no tables, no migration history) instead of a copy of the template. */
  empty?: boolean
  /** Template to copy; defaults to the one the integration global setup provides. */
  templateUrl?: string
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const templateUrl = options.templateUrl ?? inject('databaseUrl')
  const templateName = databaseNameOf(templateUrl)
  const name = testDatabaseName(templateName)
  // template0 is PostgreSQL's pristine template: nothing an administrator added to template1.
  await createDatabaseFromTemplate(templateUrl, name, options.empty ? 'template0' : templateName)
  const url = withDatabaseName(templateUrl, name)
  const prisma = createPrismaClient(url)
  let dropping: Promise<void> | undefined
  return {
    url,
    prisma,
    drop: () =>
      (dropping ??= (async () => {
        await prisma.$disconnect()
        await dropDatabaseIfExists(templateUrl, name)
      })()),
  }
}
