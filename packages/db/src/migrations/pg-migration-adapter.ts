import { PrismaPg } from '@prisma/adapter-pg'
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'

// The schema engine's connection to a real PostgreSQL (production, embedded, test servers), with two
// corrections to @prisma/adapter-pg for migration work:
// - its executeScript splits the script on every ';', which breaks `$$` function bodies and any ';'
//   in a comment or string, and leaves the migration half-applied (stack-notes G13). We send the
//   script whole, in one simple-protocol query: PostgreSQL then also runs it as one implicit
//   transaction, so a failing migration leaves nothing behind;
// - its shadow database is the main database in disguise (G14), so shadow work is refused here and
//   done on PGlite instead (pglite-shadow.ts).

export interface MigrationAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory
  /** Ends every pool the engine opened; idempotent. */
  close(): Promise<void>
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>

export function openPgMigrationAdapter(url: string): MigrationAdapter {
  const pg = new PrismaPg({ connectionString: url })
  const opened: SqlDriverAdapter[] = []
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: pg.provider,
    adapterName: pg.adapterName,
    connect: async () => {
      const adapter = withWholeScriptExecution(await pg.connect())
      const dispose = once(adapter.dispose.bind(adapter))
      const tracked = Object.assign(adapter, { dispose })
      opened.push(tracked)
      return tracked
    },
    connectToShadowDb: () => {
      throw new Error('Shadow databases are created on PGlite, not on PostgreSQL servers (stack-notes G14)')
    },
  }
  return { factory, close: async () => void (await Promise.all(opened.map((adapter) => adapter.dispose()))) }
}

function withWholeScriptExecution(adapter: PgAdapter): PgAdapter {
  const toDriverError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter)
  adapter.executeScript = async (script: string) => {
    try {
      await adapter.underlyingDriver().query(script)
    } catch (error) {
      toDriverError(error) // rethrows as the adapter's own error type, so the engine logs the SQL error
    }
  }
  return adapter
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined
  return () => (result ??= fn())
}
