import { z } from 'zod'

// A patron's inbox (/find/lspNotice/*, issue 16): system notices (a request ready, a subscription alert, a reply to
// feedback or a recommendation) and the library's own messages (/admin/messages). Times as instants; the REST door
// renders the LibStar wire from these, the tRPC procedures return them as they are.

/** Every kind of message the inbox shows a label for (modules/inbox/post-message.ts writes them). */
export const MESSAGE_CATEGORIES = ['REQUEST_READY', 'SUBSCRIPTION_ALERT', 'FEEDBACK_REPLY', 'RECOMMENDATION_REPLY', 'LIBRARY'] as const
export type InboxCategory = (typeof MESSAGE_CATEGORIES)[number]

/** The inbox's tabs: every message, or only those not read yet (and those read, for clients that ask). */
export const INBOX_FILTERS = ['all', 'unread', 'read'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const MAX_INBOX_ROWS = 100
/** Most ids one mark-read or delete call names. */
export const MAX_INBOX_IDS = 200
export const LIBRARY_MESSAGE_TITLE_MAX = 100
export const LIBRARY_MESSAGE_BODY_MAX = 2000

const messageId = z.number().int().positive().max(2_147_483_647)

export const InboxQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  rows: z.number().int().min(1).max(MAX_INBOX_ROWS).default(10),
  filter: z.enum(INBOX_FILTERS).default('all'),
})
export type InboxQuery = z.output<typeof InboxQuerySchema>

export const InboxMessageSchema = z.object({
  id: z.number().int(),
  /** One of MESSAGE_CATEGORIES; another string for a category added later (the web shows a general label). */
  category: z.string(),
  source: z.enum(['SYSTEM', 'LIBRARY']),
  title: z.string(),
  body: z.string(),
  /** An in-app path, or "". */
  link: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
})
export type InboxMessage = z.output<typeof InboxMessageSchema>

export const InboxPageSchema = z.object({
  page: z.number().int(),
  rows: z.number().int(),
  /** Messages in the chosen tab. */
  total: z.number().int(),
  /** Messages not read yet, whatever the tab. */
  unread: z.number().int(),
  messages: z.array(InboxMessageSchema),
})
export type InboxPage = z.output<typeof InboxPageSchema>

export const UnreadCountSchema = z.object({ unread: z.number().int() })

/** Mark messages read: the ids named, or every message of the patron with `all`. */
export const MarkReadSchema = z.union([
  z.object({ ids: z.array(messageId).min(1).max(MAX_INBOX_IDS) }),
  z.object({ all: z.literal(true) }),
])
export type MarkRead = z.output<typeof MarkReadSchema>

export const DeleteMessagesSchema = z.object({ ids: z.array(messageId).min(1).max(MAX_INBOX_IDS) })
export type DeleteMessages = z.output<typeof DeleteMessagesSchema>

export const InboxChangeSchema = z.object({ changed: z.number().int(), unread: z.number().int() })
export type InboxChange = z.output<typeof InboxChangeSchema>

/** A library message from staff: to one patron (account or card number) or to every patron of a patron type. */
export const LibraryMessageSchema = z.object({
  to: z.union([
    z.object({ patron: z.string().trim().min(1).max(100) }),
    z.object({ patronType: z.string().trim().min(1).max(100) }),
  ]),
  title: z.string().trim().min(1).max(LIBRARY_MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1).max(LIBRARY_MESSAGE_BODY_MAX),
  link: z.string().trim().max(300).regex(/^(\/[^/\\]|$)/).optional(),
})
export type LibraryMessage = z.output<typeof LibraryMessageSchema>

export const LibraryMessageSentSchema = z.object({ sent: z.number().int(), messageIds: z.array(z.number().int()) })
export type LibraryMessageSent = z.output<typeof LibraryMessageSentSchema>

export const SentMessagesQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  rows: z.number().int().min(1).max(MAX_INBOX_ROWS).default(20),
})
export type SentMessagesQuery = z.output<typeof SentMessagesQuerySchema>

export const SentMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  deleted: z.boolean(),
  recipient: z.object({ patronId: z.number().int(), username: z.string(), name: z.string(), userType: z.string() }),
  sentBy: z.string(),
})
export const SentMessagesPageSchema = z.object({ page: z.number().int(), rows: z.number().int(), total: z.number().int(), messages: z.array(SentMessageSchema) })
export type SentMessagesPage = z.output<typeof SentMessagesPageSchema>
