import { z } from 'zod'

// Problem feedback (issue 16, spec §4 "Feedback tabs: all, replied, no reply", §5 "Problem feedback at most 300"):
// a patron writes, staff reply, the reply reaches the patron's inbox and shows under the feedback.

export const FEEDBACK_TABS = ['all', 'replied', 'unreplied'] as const
export type FeedbackTab = (typeof FEEDBACK_TABS)[number]

/** Longest feedback, in characters (code points); longer is refused, never cut. */
export const MAX_FEEDBACK_CHARS = 300
export const MAX_FEEDBACK_CONTACT_CHARS = 100
/** Longest staff reply. */
export const MAX_FEEDBACK_REPLY_CHARS = 1000
export const MAX_FEEDBACK_ROWS = 50

export const FeedbackListQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  rows: z.number().int().min(1).max(MAX_FEEDBACK_ROWS).default(10),
  tab: z.enum(FEEDBACK_TABS).default('all'),
})
export type FeedbackListQuery = z.output<typeof FeedbackListQuerySchema>

/** Lengths are checked by the service (a clear "at most 300 characters"); the bounds here only stop absurd bodies. */
export const FeedbackNewSchema = z.object({
  content: z.string().max(20_000),
  contact: z.string().max(2_000).default(''),
})
export type FeedbackNew = z.output<typeof FeedbackNewSchema>

export const FeedbackIdSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) })
export const FeedbackReplySchema = FeedbackIdSchema.extend({ reply: z.string().max(20_000) })
export type FeedbackReply = z.output<typeof FeedbackReplySchema>

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  contact: z.string(),
  reply: z.string(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
})
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>

export const FeedbackPageSchema = z.object({ items: z.array(FeedbackItemSchema), total: z.number().int(), page: z.number().int(), rows: z.number().int() })
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>

/** Staff see who wrote. */
export const StaffFeedbackItemSchema = FeedbackItemSchema.extend({ patronName: z.string(), patronUsername: z.string() })
export const StaffFeedbackPageSchema = z.object({ items: z.array(StaffFeedbackItemSchema), total: z.number().int(), page: z.number().int(), rows: z.number().int() })
export type StaffFeedbackPage = z.infer<typeof StaffFeedbackPageSchema>
