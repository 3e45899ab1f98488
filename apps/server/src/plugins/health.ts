import fp from 'fastify-plugin'
import type { PrismaClient } from '@portal/db'

/** How long one database check answers /readyz: a flood of probes costs one query per interval. */
export const READINESS_CACHE_MS = 1000

/** The database check of /readyz: one at a time, shared by the probes that arrive meanwhile, its answer kept for cacheMs. */
export function readinessCheck(check: () => Promise<unknown>, cacheMs = READINESS_CACHE_MS, now = () => Date.now()) {
  let last: { doneAt: number | null; ready: Promise<boolean> } | undefined
  return () => {
    if (!last || (last.doneAt !== null && now() - last.doneAt >= cacheMs)) {
      const current: { doneAt: number | null; ready: Promise<boolean> } = { doneAt: null, ready: Promise.resolve(false) }
      current.ready = check().then(() => true, () => false).finally(() => {
        current.doneAt = now()
      })
      last = current
    }
    return last.ready
  }
}

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. Both count against the rate limit. */
export const healthPlugin = fp<{ db: PrismaClient }>(
  async (app, { db }) => {
    const ready = readinessCheck(async () => {
      try {
        await db.$queryRaw`SELECT 1`
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed')
        throw error
      }
    })
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) =>
      (await ready()) ? { status: 'ready' } : reply.status(503).send({ status: 'unavailable', reason: 'database' }),
    )
  },
  { name: 'health' },
)
