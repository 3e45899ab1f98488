import {
  MAX_SUBSCRIPTIONS_PER_PATRON, type RecordSummary, type Subscription, type SubscriptionAdd, type SubscriptionMatches, type SubscriptionPage,
  type SubscriptionUpdate, type UnsubscribeResult,
} from '@portal/contracts'
import type { Subscription as SubscriptionRow } from '@portal/db'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { recordSummaries, searchCatalogue } from '../catalogue/index.ts'
import { savedSearchParams } from './saved-search.ts'
import { readUnsubscribeToken } from './unsubscribe-token.ts'

// A patron's subscriptions (/find/subscribe/* and the tRPC subscriptions.*): saved searches whose new matches the
// alert job (subscription-alerts.ts) reports daily or weekly. Every call reads and writes through `ctx.mine`, so
// another patron's subscription id answers NOT_FOUND and changes nothing.

type PatronCall = Pick<PatronContext, 'mine' | 'patronId' | 'tenant'>

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id, name: row.subName, searchField: row.searchField, searchContent: row.searchContent, schedule: row.schedule, emailAlerts: row.emailAlerts,
    createdAt: row.createdAt.toISOString(), lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  }
}

async function ownSubscription(ctx: Pick<PatronContext, 'mine'>, id: number): Promise<SubscriptionRow> {
  const row = await ctx.mine.subscription.findFirst({ where: { id } })
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** `POST /find/subscribe/list`: the patron's subscriptions, newest first; `nameContains` narrows them by name or term. */
export async function listSubscriptions(ctx: Pick<PatronContext, 'mine'>, query: { page: number; rows: number; nameContains?: string | undefined }): Promise<SubscriptionPage> {
  const text = query.nameContains?.trim()
  const where = text ? { OR: [{ subName: { contains: text, mode: 'insensitive' as const } }, { searchContent: { contains: text, mode: 'insensitive' as const } }] } : {}
  const [total, rows] = await Promise.all([
    ctx.mine.subscription.count({ where }),
    ctx.mine.subscription.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows }),
  ])
  return { total, rows: rows.map(toSubscription) }
}

/**
 * `POST /find/subscribe/add`: saves a search. Name and term arrive already cut to 100 characters (contract §3.8:
 * silently, and the same search may be saved twice). New matches are counted from now on.
 */
export async function addSubscription(ctx: PatronCall, input: SubscriptionAdd): Promise<Subscription> {
  if (!input.searchContent) throw new AppError('SUBSCRIPTION_TERM_REQUIRED')
  const tenant = await ctx.tenant()
  return ctx.mine.$transaction(async (tx) => {
    // Counted inside the transaction so two quick adds cannot both pass at the limit by much.
    if ((await tx.subscription.count()) >= MAX_SUBSCRIPTIONS_PER_PATRON) throw new AppError('SUBSCRIPTION_LIMIT_REACHED', { params: { limit: MAX_SUBSCRIPTIONS_PER_PATRON } })
    const row = await tx.subscription.create({
      data: {
        tenantId: tenant.id, patronId: ctx.patronId, searchField: input.searchField, searchContent: input.searchContent,
        subName: input.name || input.searchContent, schedule: input.schedule, emailAlerts: input.emailAlerts,
      },
    })
    return toSubscription(row)
  })
}

/** `POST /find/subscribe/del`: removes one subscription (its alerts go with it). */
export async function deleteSubscription(ctx: Pick<PatronContext, 'mine'>, input: { id: number }): Promise<void> {
  const { count } = await ctx.mine.subscription.deleteMany({ where: { id: input.id } })
  if (!count) throw new AppError('NOT_FOUND')
}

/** `POST /find/subscribe/update`: renames a subscription, or changes how often and how it reports. */
export async function updateSubscription(ctx: Pick<PatronContext, 'mine'>, input: SubscriptionUpdate): Promise<Subscription> {
  const data = {
    ...(input.name !== undefined ? { subName: input.name } : {}),
    ...(input.schedule !== undefined ? { schedule: input.schedule } : {}),
    ...(input.emailAlerts !== undefined ? { emailAlerts: input.emailAlerts } : {}),
  }
  if (!Object.keys(data).length) throw new AppError('SUBSCRIPTION_NOTHING_TO_CHANGE')
  const { count } = await ctx.mine.subscription.updateMany({ where: { id: input.id }, data })
  if (!count) throw new AppError('NOT_FOUND')
  return toSubscription(await ownSubscription(ctx, input.id))
}

/** `POST /find/subscribe/search` with a subId: the saved search run now, one page of its matches. */
export async function subscriptionMatches(ctx: Pick<PatronContext, 'mine' | 'data' | 'ports' | 'tenant'>, input: { id: number; page: number; rows: number }): Promise<SubscriptionMatches> {
  const [row, tenant] = await Promise.all([ownSubscription(ctx, input.id), ctx.tenant()])
  const page = await searchCatalogue(ctx, tenant, savedSearchParams(row, input.page, input.rows))
  return { subscription: toSubscription(row), total: page.total, records: page.hits.map((hit) => hit.record) }
}

const DAY_MS = 86_400_000
/** A small stable mix of the day and the patron, so the pick changes daily and differs between patrons. */
const dailyIndex = (patronId: number, day: number, size: number) => ((day * 2_654_435_761 + patronId * 40_503) >>> 0) % size

/**
 * `GET /find/subscribe/dailyRecommend`: one record for the patron today: a match of one of their subscriptions
 * (a different subscription each day), else one of the library's newest records. The same all day; null when the
 * catalogue is empty.
 */
export async function dailyRecommend(ctx: Pick<PatronContext, 'mine' | 'data' | 'ports' | 'tenant' | 'patronId'>, now = new Date()): Promise<RecordSummary | null> {
  const day = Math.floor(now.getTime() / DAY_MS)
  const tenant = await ctx.tenant()
  const subscriptions = await ctx.mine.subscription.findMany({ orderBy: { id: 'asc' }, take: MAX_SUBSCRIPTIONS_PER_PATRON, select: { searchField: true, searchContent: true, matchMode: true } })
  if (subscriptions.length && ctx.ports.search) {
    const chosen = subscriptions[dailyIndex(ctx.patronId, day, subscriptions.length)]!
    const page = await searchCatalogue(ctx, tenant, savedSearchParams(chosen, 1, 20))
    if (page.hits.length) return page.hits[dailyIndex(ctx.patronId, day, page.hits.length)]!.record
  }
  const newest = await ctx.data.bibRecord.findMany({ where: { suppressed: false }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 30, select: { id: true } })
  if (!newest.length) return null
  const [record] = await recordSummaries(ctx, [newest[dailyIndex(ctx.patronId, day, newest.length)]!.id])
  return record ?? null
}

/**
 * `GET|POST /find/subscribe/unsubscribe?token=…`: the link of an alert mail, without signing in. Turns that
 * subscription's e-mail alerts off (again, if already off); a token that was altered, made with another key, or
 * names a subscription that no longer exists answers UNSUBSCRIBE_LINK_INVALID.
 */
export async function unsubscribeByToken(ctx: Pick<TenantContext, 'jwtSecret' | 'data' | 'tenant'>, token: string): Promise<UnsubscribeResult> {
  const target = readUnsubscribeToken(ctx.jwtSecret, token)
  const tenant = await ctx.tenant()
  if (!target || target.tenantId !== tenant.id) throw new AppError('UNSUBSCRIBE_LINK_INVALID')
  const { count } = await ctx.data.subscription.updateMany({ where: { id: target.subscriptionId }, data: { emailAlerts: false } })
  if (!count) throw new AppError('UNSUBSCRIBE_LINK_INVALID')
  const row = await ctx.data.subscription.findFirst({ where: { id: target.subscriptionId }, select: { subName: true } })
  return { subscriptionName: row?.subName ?? '', emailAlerts: false }
}
