import { describe } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { runSearchBackendContract } from '../search.contract.ts'
import { createMeilisearchSearch, meilisearchReachable } from './index.ts'

// Runs the search contract against a Meilisearch server when MEILISEARCH_URL points at one; otherwise the
// suite is skipped and says why (there is none on the development machine).
const url = process.env.MEILISEARCH_URL
const skipReason = !url ? 'MEILISEARCH_URL is not set' : !(await meilisearchReachable(url)) ? `no Meilisearch answers at ${url}/health` : null
if (skipReason) console.warn(`Meilisearch search contract skipped: ${skipReason}`)

describe.skipIf(skipReason !== null)('meilisearch backend', () => {
  let db: TestDatabase | undefined
  runSearchBackendContract('meilisearch', async () => {
    db = await createTestDatabase()
    const search = createMeilisearchSearch({ url: url!, apiKey: process.env.MEILISEARCH_API_KEY, indexPrefix: `contract_${process.pid}` }, db.prisma)
    const tenants = await db.prisma.tenant.findMany({ where: { groupCode: { in: ['900001', '900002'] } } })
    for (const tenant of tenants) await search.indexer.reindexAll(tenant.id)
    return { ...search, prisma: db.prisma, teardown: () => db!.drop() }
  })
})
