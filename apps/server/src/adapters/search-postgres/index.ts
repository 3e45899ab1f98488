import type { SearchBackend, SearchIndexer } from '../../ports/search.port.ts'
import { createPostgresBackend } from './backend.ts'
import { createPostgresIndexer } from './indexer.ts'
import type { SqlClient } from './sql-client.ts'

export type { SqlClient } from './sql-client.ts'

/** The default search: PostgreSQL full text over the RecordSearch table (prisma/schema/search.prisma). */
export function createPostgresSearch(prisma: SqlClient): { backend: SearchBackend; indexer: SearchIndexer } {
  return { backend: createPostgresBackend(prisma), indexer: createPostgresIndexer(prisma) }
}
