import { PGlite, type Extensions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import type { MigrationAdapter } from './pg-migration-adapter.ts'
import type { MigrationScript } from './migration-files.ts'

// Creating a migration and the drift check replay the migrations folder on a "shadow" database and
// compare the result with the Prisma schema. The shadow is an in-memory PGlite (PostgreSQL compiled to
// WASM): no server, nothing left behind, and it works without a PostgreSQL URL (stack-notes G14/G15).
// PGlite only knows the contrib extensions loaded into it at creation (G17/G18), so every extension a
// migration creates must be listed here.

/** Every PostgreSQL extension our migrations may `CREATE EXTENSION`. Add new ones here first. */
export const SHADOW_EXTENSIONS: Extensions = { pg_trgm }

/** PL/pgSQL is built in, not a loadable contrib extension. */
const BUILT_IN_EXTENSIONS = new Set(['plpgsql'])

/** Fails early, naming the migration, instead of an opaque "could not open extension control file". */
export function assertShadowSupportsExtensions(scripts: MigrationScript[]): void {
  const pattern = /create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([A-Za-z0-9_]+)"?/gi
  for (const { name, sql } of scripts) {
    for (const match of sql.matchAll(pattern)) {
      const extension = match[1]!.toLowerCase()
      if (!BUILT_IN_EXTENSIONS.has(extension) && !(extension in SHADOW_EXTENSIONS)) {
        throw new Error(
          `Migration ${name} creates extension "${extension}", which the PGlite shadow database does not load. ` +
            `Add it to SHADOW_EXTENSIONS in packages/db/src/migrations/pglite-shadow.ts ` +
            `(import { ${extension} } from '@electric-sql/pglite/contrib/${extension}').`,
        )
      }
    }
  }
}

type PGliteAdapter = Awaited<ReturnType<PrismaPGlite['connect']>>

/**
 * pglite-prisma-adapter 0.7.2 starts a script without awaiting it: a migration that fails on the
 * shadow becomes an unhandled rejection, and the engine carries on as if it had been applied, so
 * the diff silently contains the whole migration again. We await it and report the failure.
 */
function awaitingScripts(db: PGlite, adapter: PGliteAdapter): PGliteAdapter {
  const toDriverError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter)
  adapter.executeScript = async (script: string) => {
    try {
      await db.exec(script)
    } catch (error) {
      toDriverError(error)
    }
  }
  return adapter
}

/**
 * An adapter for the schema engine backed by in-memory PGlite instances with our extensions. The
 * engine's main connection only probes the server version before a diff, so the first shadow database
 * reuses that instance: each PGlite costs 1–2 s to create on our 2-core machines.
 */
export function openPGliteShadowAdapter(): MigrationAdapter {
  const instances: Promise<PGlite>[] = []
  const create = () => {
    const db = PGlite.create({ extensions: SHADOW_EXTENSIONS })
    instances.push(db)
    return db
  }
  let first: Promise<PGlite> | undefined
  let firstIsShadow = false
  const adapterOn = async (db: Promise<PGlite>) => awaitingScripts(await db, await new PrismaPGlite(await db).connect())
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: 'pglite-shadow',
    connect: () => adapterOn((first ??= create())),
    // Never the adapter's own shadow: that one is a bare PGlite without extensions (G17).
    connectToShadowDb: () => {
      if (firstIsShadow) return adapterOn(create())
      firstIsShadow = true
      return adapterOn((first ??= create()))
    },
  }
  return {
    factory,
    close: async () => {
      const opened = await Promise.allSettled(instances.splice(0))
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)))
    },
  }
}
