import { z } from 'zod'
import { RecordSummarySchema } from './record.ts'
import { SearchFieldSchema } from './search.ts'

// A patron's subscriptions: saved searches whose new matches reach them by inbox message and, when they want it,
// by e-mail, daily or weekly (issue 16). The REST door renders the LibStar wire of /find/subscribe/* from these
// (contract §3.8); the tRPC procedures return them as they are.

/** How often new matches are reported. */
export const SUBSCRIPTION_SCHEDULES = ['DAILY', 'WEEKLY'] as const
export type SubscriptionSchedule = (typeof SUBSCRIPTION_SCHEDULES)[number]

/** LibStar cuts a subscription's name and term to this many characters, silently (contract §3.8). */
export const SUBSCRIPTION_TEXT_MAX = 100
/** Most subscriptions one patron may keep; a client that loops on add cannot fill the table. */
export const MAX_SUBSCRIPTIONS_PER_PATRON = 200
/** Largest page of the subscription lists. */
export const MAX_SUBSCRIPTION_ROWS = 100

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Search field code (contract §5.4), e.g. "keyWord". */
  searchField: z.string(),
  searchContent: z.string(),
  schedule: z.enum(SUBSCRIPTION_SCHEDULES),
  emailAlerts: z.boolean(),
  createdAt: z.string(),
  /** When the last alert with new matches went out; null before the first. */
  lastNotifiedAt: z.string().nullable(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionPageSchema = z.object({ total: z.number().int(), rows: z.array(SubscriptionSchema) })
export type SubscriptionPage = z.infer<typeof SubscriptionPageSchema>

export const SubscriptionListQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_SUBSCRIPTION_ROWS).default(MAX_SUBSCRIPTION_ROWS),
})

/** Longer text is cut to SUBSCRIPTION_TEXT_MAX, as LibStar does; text beyond this is refused as nonsense. */
const SUBSCRIPTION_TEXT_ACCEPTED = 2000
const cutText = z.string().trim().max(SUBSCRIPTION_TEXT_ACCEPTED).transform((v) => [...v].slice(0, SUBSCRIPTION_TEXT_MAX).join('').trim())

export const SubscriptionAddSchema = z.object({
  searchField: SearchFieldSchema.default('keyWord'),
  searchContent: cutText.pipe(z.string().min(1)),
  /** Defaults to the search term. */
  name: cutText.optional(),
  schedule: z.enum(SUBSCRIPTION_SCHEDULES).default('DAILY'),
  emailAlerts: z.boolean().default(true),
})
export type SubscriptionAdd = z.output<typeof SubscriptionAddSchema>

export const SubscriptionUpdateSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  name: cutText.pipe(z.string().min(1)).optional(),
  schedule: z.enum(SUBSCRIPTION_SCHEDULES).optional(),
  emailAlerts: z.boolean().optional(),
})
export type SubscriptionUpdate = z.output<typeof SubscriptionUpdateSchema>

export const SubscriptionIdSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) })

/** One subscription's current matches, paged (the search it saved, run now). */
export const SubscriptionMatchesQuerySchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(50).default(10),
})
export const SubscriptionMatchesSchema = z.object({
  subscription: SubscriptionSchema,
  total: z.number().int(),
  records: z.array(RecordSummarySchema),
})
export type SubscriptionMatches = z.infer<typeof SubscriptionMatchesSchema>

/** The book of the day for the patron: one of their subscriptions' matches, else a new or popular record. */
export const DailyRecommendSchema = RecordSummarySchema.nullable()

/** What the unsubscribe link of an alert mail did. */
export const UnsubscribeResultSchema = z.object({ subscriptionName: z.string(), emailAlerts: z.literal(false) })
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>
