import fp from 'fastify-plugin'
import type { PrismaClient } from '@portal/db'

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export const healthPlugin = fp<{ db: PrismaClient }>(
  async (app, { db }) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      try {
        await db.$queryRaw`SELECT 1`
        return { status: 'ready' }
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed')
        return reply.status(503).send({ status: 'unavailable', reason: 'database' })
      }
    })
  },
  { name: 'health' },
)
