import pg from 'pg'
import type { DbLogger } from '../logger.ts'

// Every server start applies pending migrations, and two processes may start at once (a rolling
// deploy, `pnpm dev` next to `pnpm db:migrate`, parallel test runs on one server). A session-level
// advisory lock makes the second one wait and then find nothing to do. The key is ours ("portal" in
// ASCII), not Prisma's 72707369, which the engine itself may take inside the locked section.

export const MIGRATION_LOCK_KEY = '123623963910508'

/** Runs `work` while holding the migration lock on the server `url` points at. */
export async function withMigrationLock<T>(url: string, log: DbLogger, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-migrate-lock' })
  await client.connect()
  try {
    const attempt = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [MIGRATION_LOCK_KEY])
    if (!attempt.rows[0]?.locked) {
      log.info('Another process is applying migrations; waiting for it to finish')
      await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY])
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    await client.end() // also releases the lock if the unlock above failed
  }
}
