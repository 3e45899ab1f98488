import type { PrismaClient } from '@portal/db'
import { bindTenant } from '../data/tenant-data.ts'
import type { SearchIndexer } from '../ports/search.port.ts'

/**
 * At start-up: a tenant whose records are not all indexed with the current tokenizer (a database from
 * before the search index, an upgrade of the tokenizer, an interrupted import) is reindexed, so search
 * never silently misses records. Cheap when everything is current (two counts per tenant). A start-up job
 * for every tenant: it lists them with the raw client and reads each one's records through data bound to it.
 */
export async function catchUpSearchIndex(db: PrismaClient, indexer: SearchIndexer, log: (message: string) => void): Promise<void> {
  const tenants = await db.tenant.findMany({ select: { id: true, groupCode: true } })
  for (const tenant of tenants) {
    const [records, current] = await Promise.all([
      bindTenant(db, tenant.id).bibRecord.count({ where: { suppressed: false } }),
      indexer.indexedCount(tenant.id),
    ])
    if (records === current) continue
    const started = Date.now()
    const done = await indexer.reindexAll(tenant.id)
    log(`search index of ${tenant.groupCode} brought up to date: ${done} records in ${Date.now() - started} ms`)
  }
}
