import type { PrismaClient } from '@portal/db'

/**
 * What the PostgreSQL search adapter needs of Prisma: raw queries only. A PrismaClient and a
 * transaction client both fit, so the seed can index inside the transaction that creates a tenant.
 * On a PrismaClient (adapter-pg pool) concurrent queries run on separate connections.
 */
export type SqlClient = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>
