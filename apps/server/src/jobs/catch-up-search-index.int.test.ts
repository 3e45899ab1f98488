import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { createPostgresSearch } from '../adapters/search-postgres/index.ts'
import { catchUpSearchIndex } from './catch-up-search-index.ts'

let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.drop()
})

it('leaves a current index alone and rebuilds a tenant whose rows are stale or missing', async () => {
  const { indexer } = createPostgresSearch(db.prisma)
  const tenant = await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })
  const records = await db.prisma.bibRecord.count({ where: { tenantId: tenant.id, suppressed: false } })
  const messages: string[] = []
  await catchUpSearchIndex(db.prisma, indexer, (m) => messages.push(m))
  expect(messages).toEqual([])

  // What a migration that changes the row format does (marks rows stale), and a row lost on the way.
  await db.prisma.$executeRaw`UPDATE "RecordSearch" SET "tokenizerVersion" = 0 WHERE "tenantId" = ${tenant.id} AND "recordId" % 3 = 0`
  await db.prisma.$executeRaw`DELETE FROM "RecordSearch" WHERE "tenantId" = ${tenant.id} AND "recordId" % 3 = 1 AND "recordId" % 5 = 0`
  expect(await indexer.indexedCount(tenant.id)).toBeLessThan(records)
  await catchUpSearchIndex(db.prisma, indexer, (m) => messages.push(m))
  expect(messages).toHaveLength(1)
  expect(messages[0]).toContain('900001')
  expect(await indexer.indexedCount(tenant.id)).toBe(records)
})
