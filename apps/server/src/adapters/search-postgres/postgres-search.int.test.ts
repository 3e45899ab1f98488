import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { runSearchBackendContract } from '../search.contract.ts'
import { createPostgresSearch } from './index.ts'

// The template database is seeded with the demo catalogue, and the seed indexes it (seed/src/index.ts).
let db: TestDatabase | undefined

runSearchBackendContract('postgres', async () => {
  db = await createTestDatabase()
  const { backend, indexer } = createPostgresSearch(db.prisma)
  return { backend, indexer, prisma: db.prisma, teardown: () => db!.drop() }
})
