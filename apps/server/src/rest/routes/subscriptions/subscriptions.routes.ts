import { MAX_SUBSCRIPTIONS_PER_PATRON, SUBSCRIPTION_SCHEDULES, SUBSCRIPTION_TEXT_MAX, SearchFieldSchema } from '@portal/contracts'
import { z } from 'zod'
import { presentSearchRecord } from '../../../modules/catalogue/search-record-presenter.ts'
import {
  addSubscription, dailyRecommend, deleteSubscription, listSubscriptions, subscriptionMatches, updateSubscription,
} from '../../../modules/subscriptions/subscriptions.service.ts'
import { subscriptionToWire } from '../../../modules/subscriptions/subscription-wire.ts'
import { lenientBool, lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Subscriptions'

/** LibStar cuts names and terms to 100 characters without a word (contract §3.8); beyond 2,000 is no name at all. */
const cut = lenientString(2000).transform((v) => [...v].slice(0, SUBSCRIPTION_TEXT_MAX).join('').trim())
const subId = lenientInt().pipe(z.number().int().min(1).max(2_147_483_647))
/** `DAILY`/`WEEKLY` in any case, or 1 daily and 7 weekly (days between alerts). */
const schedule = lenientString(10)
  .transform((v) => (v === '1' ? 'DAILY' : v === '7' ? 'WEEKLY' : v.toUpperCase()))
  .pipe(z.enum(SUBSCRIPTION_SCHEDULES))

export const subscriptionRoutes = [
  defineRoute({
    method: 'POST', path: '/find/subscribe/list', tag, access: 'patron',
    summary: 'The signed-in patron’s subscriptions (saved searches), newest first, as an array of {subId, subName, searchFieldContent, schedule, emailAlerts, …}',
    input: lenientObject({}),
    operation: (ctx) => listSubscriptions(ctx, { page: 1, rows: MAX_SUBSCRIPTIONS_PER_PATRON }),
    present: (page) => page.rows.map(subscriptionToWire),
  }),
  defineRoute({
    method: 'POST', path: '/find/subscribe/add', tag, access: 'patron',
    summary: 'Saves a search as a subscription; subName and searchFieldContent are cut to 100 characters, the same search may be saved twice',
    input: lenientObject({
      searchField: lenientString(40).pipe(SearchFieldSchema).optional().default('keyWord'),
      searchFieldContent: cut.optional().default(''),
      subName: cut.optional(),
      schedule: schedule.optional().default('DAILY'),
      emailAlerts: lenientBool().optional().default(true),
    }).transform(({ searchFieldContent, subName, ...rest }) => ({ ...rest, searchContent: searchFieldContent, name: subName })),
    operation: (ctx, input) => addSubscription(ctx, input), present: subscriptionToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subscribe/del', tag, access: 'patron',
    summary: 'Deletes one of the patron’s subscriptions by subId',
    input: lenientObject({ subId }).transform(({ subId: id }) => ({ id })),
    operation: (ctx, input) => deleteSubscription(ctx, input), present: () => null,
  }),
  defineRoute({
    method: 'POST', path: '/find/subscribe/update', tag, access: 'patron',
    summary: 'Renames a subscription (subName, cut to 100 characters) or changes its schedule (DAILY or WEEKLY) and e-mail alerts',
    input: lenientObject({ subId, subName: cut.optional(), schedule: schedule.optional(), emailAlerts: lenientBool().optional() })
      .transform(({ subId: id, subName, ...rest }) => ({ id, ...rest, ...(subName ? { name: subName } : {}) })),
    operation: (ctx, input) => updateSubscription(ctx, input), present: subscriptionToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subscribe/search', tag, access: 'patron',
    summary: 'With subId: the subscription’s saved search run now, one page of its matches ({numFound, searchResult}). Without: the patron’s subscriptions whose name or term contains subName ({numFound, list})',
    input: lenientObject({ subId: subId.optional(), subName: lenientString(SUBSCRIPTION_TEXT_MAX).optional(), ...paging(50) }),
    operation: async (ctx, input) => {
      if (input.subId !== undefined) {
        const found = await subscriptionMatches(ctx, { id: input.subId, page: input.page, rows: input.rows })
        return { numFound: found.total, searchResult: found.records.map(presentSearchRecord) }
      }
      const page = await listSubscriptions(ctx, { page: input.page, rows: input.rows, nameContains: input.subName })
      return { numFound: page.total, list: page.rows.map(subscriptionToWire) }
    },
  }),
  defineRoute({
    method: 'GET', path: '/find/subscribe/dailyRecommend', tag, access: 'patron',
    summary: 'Today’s book for the patron (recordId, title, author, …): a match of one of their subscriptions, else one of the newest records; the same all day',
    input: lenientObject({}),
    operation: (ctx) => dailyRecommend(ctx), present: (record) => (record ? presentSearchRecord(record) : null),
  }),
]
