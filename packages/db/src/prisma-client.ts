import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from './generated/prisma/client.ts'

// Prisma 7 has no query engine binary: the client compiles queries in WASM and sends SQL through a
// driver adapter. Every database we use, embedded or not, is a postgresql:// URL, hence adapter-pg.

export function createPrismaClient(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) })
}
