import path from 'node:path'

// Every default location is derived from this file's place in the checkout, so scripts behave the
// same whichever directory pnpm runs them from (pnpm --filter runs in packages/db, tests at the root).
export const repoRoot = path.resolve(import.meta.dirname, '../../..')

/** The multi-file Prisma schema (prisma.config.ts points at the same folder). */
export const defaultSchemaDir = path.join(repoRoot, 'prisma/schema')

/** Committed migrations, in the layout and with the history table of Prisma's CLI. */
export const defaultMigrationsDir = path.join(repoRoot, 'prisma/migrations')

/** Data folder of the embedded PostgreSQL used when no DATABASE_URL is set (git-ignored via `.data/`). */
export const defaultEmbeddedDataDir = path.join(repoRoot, '.data/postgres')

/**
 * Running as root, PostgreSQL runs as the `postgres` OS user; when that user cannot reach the data folder
 * or the binaries in the checkout (a clone under a mode-700 /root), the cluster and a copy of the binaries
 * live here instead (embedded-location.ts).
 */
export const rootFallbackDir = '/var/lib/portal/embedded-postgres'
