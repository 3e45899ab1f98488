import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts'
import type { PrismaClient } from './generated/prisma/client.ts'
import type { DbLogger } from './logger.ts'
import { createPrismaClient } from './prisma-client.ts'

// One way to get a database for the server, the seed scripts and the CLI: DATABASE_URL when the
// operator configured one, otherwise a private embedded PostgreSQL in the checkout's data folder (or,
// started by root from a checkout the `postgres` OS user cannot enter, under /var/lib/portal).
// Either way the rest of the code sees a postgresql:// URL and a Prisma client, nothing else.

export interface OpenDatabaseOptions {
  /** A postgresql:// URL; when set, nothing is started. */
  databaseUrl?: string
  /** Data folder of the embedded server, used only without databaseUrl (see defaultEmbeddedDataDir). */
  embeddedDataDir: string
  /** Port of the embedded server; omitted or 0 picks a free one. */
  embeddedPort?: number
  /** Longest a single SQL statement may run (see PrismaClientOptions). */
  statementTimeoutMs?: number
  log: DbLogger
}

export interface Database {
  url: string
  prisma: PrismaClient
  /** Whether this process started the server (and close() stops it). */
  embedded: boolean
  /** The embedded cluster's folder (the configured one, or where it lives when root cannot share that); else null. */
  embeddedDataDir: string | null
  /** Disconnects Prisma, then stops the embedded server if this call started one; idempotent. */
  close(): Promise<void>
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let server: EmbeddedPostgres | undefined
  let url = options.databaseUrl
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir: options.embeddedDataDir, port: options.embeddedPort, log: options.log })
    url = server.url
  }
  const prisma = createPrismaClient(url, { statementTimeoutMs: options.statementTimeoutMs })
  let closing: Promise<void> | undefined
  return {
    url,
    prisma,
    embedded: server !== undefined,
    embeddedDataDir: server?.dataDir ?? null,
    close: () =>
      (closing ??= (async () => {
        try {
          await prisma.$disconnect()
        } finally {
          await server?.stop()
        }
      })()),
  }
}
