import { Prisma, type Subscription, type Tenant } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import type { AppPorts } from '../../ports/index.ts'
import { postMessage } from '../inbox/index.ts'
import { toSearchRequest } from '../catalogue/index.ts'
import { readPatronLanguage } from '../identity/index.ts'
import { alertMail, alertMessage, LISTED_RECORDS, type AlertContent } from './alert-texts.ts'
import { savedSearchParams } from './saved-search.ts'
import { unsubscribeToken } from './unsubscribe-token.ts'

// Reporting one window of one subscription: the records created or changed after its matchedThrough and up to
// windowEnd that its saved search matches go to the inbox and, when the patron wants it, by mail. Run by the job
// queue (jobs/subscription-alert-jobs.ts), once per subscription and window; safe to run again or on two processes
// at once: the SubscriptionAlert row (unique per subscription and windowEnd) and the move of matchedThrough are
// written in one transaction with the inbox message, and the mail is claimed through mailedAt before it is sent.

export type AlertCall = {
  data: TenantData
  tenant: Tenant
  ports: Pick<AppPorts, 'search' | 'mail'>
  jwtSecret: string
  /** The portal's own address (PUBLIC_URL), for the links of the mail. */
  origin: string
  log: { warn(fields: Record<string, unknown>, message: string): void }
}

export type AlertOutcome = 'reported' | 'nothing-new' | 'already-covered' | 'not-due' | 'gone'

const DAY_MS = 86_400_000
/** A minute of slack, so a daily sweep that starts a little early still finds yesterday's alert a day old. */
const SLACK_MS = 60_000
const PERIOD_MS = { DAILY: DAY_MS - SLACK_MS, WEEKLY: 7 * DAY_MS - SLACK_MS } as const
/** Candidates handed to the search backend at once. */
const CANDIDATE_BATCH = 1000
/** Most records one alert keeps (and counts); the mail and the message name the first LISTED_RECORDS of them. */
const KEPT_RECORDS = 500
/** Records of the last alerts are not reported again when they change once more (a new copy, a corrected title). */
const RECENT_ALERTS = 10

/**
 * Subscriptions of the tenant due at windowEnd: never alerted, or alerted at least a day (DAILY) or a week (WEEKLY)
 * before. A subscription with nothing new is looked at again by the next sweep, so a match waits at most one sweep.
 */
export async function dueSubscriptionIds(data: TenantData, windowEnd: Date): Promise<number[]> {
  const rows = await data.subscription.findMany({
    where: {
      matchedThrough: { lt: windowEnd },
      OR: [
        { lastNotifiedAt: null },
        { schedule: 'DAILY', lastNotifiedAt: { lte: new Date(windowEnd.getTime() - PERIOD_MS.DAILY) } },
        { schedule: 'WEEKLY', lastNotifiedAt: { lte: new Date(windowEnd.getTime() - PERIOD_MS.WEEKLY) } },
      ],
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  })
  return rows.map((row) => row.id)
}

/**
 * The saved search run over the records changed in (from, to]: walked in batches by id and handed to the search
 * backend restricted to each batch, so the work grows with the records changed, never with the catalogue.
 * Suppressed records are no candidates.
 */
async function newMatches(call: AlertCall, subscription: Subscription, from: Date, to: Date, alreadyReported: number[]): Promise<number[]> {
  if (!call.ports.search) return []
  const seen = new Set(alreadyReported)
  let cursor = 0
  const recordIds: number[] = []
  while (recordIds.length < KEPT_RECORDS) {
    const batch = await call.data.bibRecord.findMany({
      where: { suppressed: false, updatedAt: { gt: from, lte: to }, id: { gt: cursor } }, orderBy: { id: 'asc' }, take: CANDIDATE_BATCH, select: { id: true },
    })
    if (!batch.length) break
    cursor = batch.at(-1)!.id
    const candidates = batch.map((row) => row.id).filter((id) => !seen.has(id))
    if (candidates.length) {
      const request = toSearchRequest(savedSearchParams(subscription, 1, Math.min(candidates.length, KEPT_RECORDS - recordIds.length)), call.tenant.id)
      const found = await call.ports.search.backend.search({ ...request, facets: [], filters: { ...request.filters, onlyRecordIds: candidates } })
      recordIds.push(...found.hits.map((hit) => hit.recordId))
    }
    if (batch.length < CANDIDATE_BATCH) break
  }
  return recordIds
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
class WindowTaken extends Error {}

async function contentOf(call: AlertCall, subscription: Subscription, patron: { name: string }, total: number, recordIds: number[]): Promise<AlertContent> {
  const records = await call.data.bibRecord.findMany({ where: { id: { in: recordIds.slice(0, LISTED_RECORDS) } }, select: { id: true, title: true, responsibility: true, authors: true } })
  const byId = new Map(records.map((r) => [r.id, r]))
  return {
    locale: await readPatronLanguage(call.data, subscription.patronId),
    tenant: call.tenant,
    origin: call.origin,
    patronName: patron.name,
    subscription: { name: subscription.subName, searchContent: subscription.searchContent },
    total,
    records: recordIds.slice(0, LISTED_RECORDS).flatMap((id) => {
      const r = byId.get(id)
      return r ? [{ id, title: r.title, author: r.responsibility || r.authors.join(', ') }] : []
    }),
  }
}

/** The unsubscribe link of a subscription's alert mails. */
export function unsubscribeUrl(call: Pick<AlertCall, 'jwtSecret' | 'origin' | 'tenant'>, subscriptionId: number): string {
  const token = unsubscribeToken(call.jwtSecret, { tenantId: call.tenant.id, subscriptionId })
  return `${call.origin}/find/subscribe/unsubscribe/${encodeURIComponent(call.tenant.groupCode)}?token=${token}`
}

/** Reports one window of one subscription (see the top of this file); answers what it did. */
export async function reportSubscriptionWindow(call: AlertCall, subscriptionId: number, windowEnd: Date): Promise<AlertOutcome> {
  let alert = await call.data.subscriptionAlert.findFirst({ where: { subscriptionId, windowEnd } })
  if (!alert) {
    const subscription = await call.data.subscription.findFirst({ where: { id: subscriptionId } })
    if (!subscription) return 'gone'
    if (subscription.matchedThrough >= windowEnd) return 'already-covered'
    const recent = await call.data.subscriptionAlert.findMany({ where: { subscriptionId }, orderBy: { windowEnd: 'desc' }, take: RECENT_ALERTS, select: { recordIds: true } })
    const from = subscription.matchedThrough
    const recordIds = await newMatches(call, subscription, from, windowEnd, recent.flatMap((a) => a.recordIds))
    const moveFrom = { id: subscriptionId, matchedThrough: from }
    if (!recordIds.length) {
      await call.data.subscription.updateMany({ where: moveFrom, data: { matchedThrough: windowEnd } })
      return 'nothing-new'
    }
    const patron = await call.data.patron.findFirst({ where: { id: subscription.patronId }, select: { name: true } })
    const message = alertMessage(await contentOf(call, subscription, patron ?? { name: '' }, recordIds.length, recordIds))
    try {
      alert = await call.data.$transaction(async (tx) => {
        // Only the run that moves matchedThrough from where it read it reports the window.
        const moved = await tx.subscription.updateMany({ where: moveFrom, data: { matchedThrough: windowEnd, lastNotifiedAt: windowEnd } })
        if (!moved.count) throw new WindowTaken()
        const messageId = await postMessage(tx as unknown as TenantData, call.tenant.id, {
          patronId: subscription.patronId, category: 'SUBSCRIPTION_ALERT', title: message.title, body: message.body, link: '/personalExternal/3',
        })
        return tx.subscriptionAlert.create({ data: { tenantId: call.tenant.id, subscriptionId, windowStart: from, windowEnd, recordIds, messageId } })
      })
    } catch (error) {
      if (error instanceof WindowTaken || isUniqueViolation(error)) return 'already-covered'
      throw error
    }
  }
  await mailAlert(call, alert)
  return 'reported'
}

/**
 * Sends the alert's mail unless it went already or is not wanted. mailedAt is set before sending, so a second run
 * does not send it too; a failed send clears it again and throws, and the queue's retry sends it later.
 */
async function mailAlert(call: AlertCall, alert: { id: number; subscriptionId: number; recordIds: number[]; mailedAt: Date | null; windowStart: Date }): Promise<void> {
  if (alert.mailedAt) return
  const subscription = await call.data.subscription.findFirst({ where: { id: alert.subscriptionId }, include: { patron: { select: { name: true, email: true, deletedAt: true } } } })
  if (!subscription?.emailAlerts || !subscription.patron.email || subscription.patron.deletedAt) return
  const claimed = await call.data.subscriptionAlert.updateMany({ where: { id: alert.id, mailedAt: null }, data: { mailedAt: new Date() } })
  if (!claimed.count) return
  const content = await contentOf(call, subscription, subscription.patron, alert.recordIds.length, alert.recordIds)
  try {
    await call.ports.mail.send(alertMail(content, subscription.patron.email, unsubscribeUrl(call, subscription.id)))
  } catch (error) {
    await call.data.subscriptionAlert.updateMany({ where: { id: alert.id }, data: { mailedAt: null } })
    throw error
  }
}
