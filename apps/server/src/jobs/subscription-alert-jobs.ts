import type { PrismaClient } from '@portal/db'
import { bindTenant } from '../data/tenant-data.ts'
import type { AppPorts } from '../ports/index.ts'
import { dueSubscriptionIds, reportSubscriptionWindow } from '../modules/subscriptions/subscription-alerts.ts'
import type { JobQueue, JobLog } from './job-queue.ts'

// Subscription alerts on the job queue: a cron-scheduled sweep finds, tenant by tenant, the subscriptions due now
// and sends one job per subscription (singletonKey tenant:subscription, so a subscription never waits twice); each
// job reports its subscription's window ending at the sweep's time. Both are safe to run twice (see
// modules/subscriptions/subscription-alerts.ts).

export const SUBSCRIPTION_SWEEP = 'subscription-sweep'
export const SUBSCRIPTION_ALERT = 'subscription-alert'

type AlertJob = { tenantId: number; subscriptionId: number; windowEnd: string }

export type SubscriptionJobDeps = {
  db: PrismaClient
  ports: Pick<AppPorts, 'search' | 'mail'>
  jwtSecret: string
  /** The portal's address for the links of the mails (PUBLIC_URL). */
  origin: string
  log: JobLog
}

export function registerSubscriptionAlertJobs(queue: JobQueue, deps: SubscriptionJobDeps, sweep: { cron: string; tz: string }): void {
  queue.register(SUBSCRIPTION_SWEEP, { policy: 'singleton', retryLimit: 2, retryDelaySeconds: 300 }, async () => {
    // To the millisecond, as the database keeps updatedAt: a window cut at the whole second would end before a
    // record changed earlier in that same second, which then waited a whole period for the next alert.
    const windowEnd = new Date()
    const tenants = await deps.db.tenant.findMany({ where: { active: true }, select: { id: true } })
    let sent = 0
    for (const tenant of tenants) {
      for (const subscriptionId of await dueSubscriptionIds(bindTenant(deps.db, tenant.id), windowEnd)) {
        const job: AlertJob = { tenantId: tenant.id, subscriptionId, windowEnd: windowEnd.toISOString() }
        if (await queue.send(SUBSCRIPTION_ALERT, job, { singletonKey: `${tenant.id}:${subscriptionId}` })) sent++
      }
    }
    return { sent }
  })
  queue.register<AlertJob>(SUBSCRIPTION_ALERT, { policy: 'stately', retryLimit: 5, retryDelaySeconds: 120 }, async (job) => {
    const tenant = await deps.db.tenant.findUnique({ where: { id: job.tenantId } })
    if (!tenant) return 'gone'
    const data = bindTenant(deps.db, tenant.id)
    return reportSubscriptionWindow({ data, tenant, ports: deps.ports, jwtSecret: deps.jwtSecret, origin: deps.origin, log: deps.log }, job.subscriptionId, new Date(job.windowEnd))
  })
  queue.scheduleCron(SUBSCRIPTION_SWEEP, sweep.cron, sweep.tz)
}
