import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from './generated/prisma/client.ts'

// Prisma 7 has no query engine binary: the client compiles queries in WASM and sends SQL through a
// driver adapter. Every database we use, embedded or not, is a postgresql:// URL, hence adapter-pg.

export type PrismaClientOptions = {
  /**
   * PostgreSQL aborts any statement running longer (and with it its transaction), so a request that
   * answered TIMEOUT does not go on writing behind the caller's back. Unset: no limit (scripts, tests).
   */
  statementTimeoutMs?: number
}

export function createPrismaClient(url: string, options: PrismaClientOptions = {}): PrismaClient {
  const limits = options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, ...limits }) })
}
