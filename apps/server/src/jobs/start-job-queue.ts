import type { FastifyInstance } from 'fastify'
import type { PrismaClient } from '@portal/db'
import type { Env } from '../env.ts'
import { originPolicy, portalOrigin } from '../plugins/public-origin.ts'
import { JobQueue } from './job-queue.ts'
import { registerSubscriptionAlertJobs } from './subscription-alert-jobs.ts'

/**
 * The job queue of this server (docs/jobs.md): made with the app, started once the app is ready (so a queue that
 * cannot start stops the server from starting) and stopped when it closes. `app.jobs` is null when JOBS_ENABLED is
 * off or no database address is known.
 */
export function startJobQueue(app: FastifyInstance, options: { env: Env; db: PrismaClient; databaseUrl: string | undefined }): void {
  const { env, db, databaseUrl } = options
  if (!env.JOBS_ENABLED || !databaseUrl) {
    app.decorate('jobs', null)
    return
  }
  const log = { info: (fields: Record<string, unknown>, message: string) => app.log.info(fields, message), warn: (fields: Record<string, unknown>, message: string) => app.log.warn(fields, message) }
  // Tests wait for their jobs: a short poll keeps them quick; a server polls every two seconds.
  const queue = new JobQueue(databaseUrl, log, { pollingIntervalSeconds: env.NODE_ENV === 'test' ? 0.5 : 2 })
  // No request here: links in mails use PUBLIC_URL (or the listen address in development).
  const origin = portalOrigin(originPolicy(env), { protocol: 'http', host: undefined })
  registerSubscriptionAlertJobs(queue, { db, ports: app.ports, jwtSecret: env.JWT_SECRET, origin, log }, { cron: env.SUBSCRIPTION_SWEEP_CRON, tz: env.SUBSCRIPTION_SWEEP_TZ })
  app.decorate('jobs', queue)
  app.addHook('onReady', async () => queue.start())
  app.addHook('onClose', async () => queue.stop())
}
