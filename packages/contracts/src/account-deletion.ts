import { z } from 'zod'

// Account deletion with a data export (issue 16 item 8) and the My library overview of user-menu key 0.

/** What keeps a patron from deleting their account: the circulation blockers of leaving school, not the card's state. */
export const AccountDeletionBlockerSchema = z.enum(['CURRENT_LOANS', 'UNPAID_FINES', 'WAITING_REQUESTS'])
export type AccountDeletionBlocker = z.infer<typeof AccountDeletionBlockerSchema>

/** The files of the data export, in the order the ZIP holds them (README.txt comes first). */
export const ACCOUNT_EXPORT_PARTS = [
  'profile', 'loans', 'favourites', 'comments', 'searches', 'subscriptions', 'addresses', 'messages', 'feedback', 'requests', 'behaviour', 'questionnaires', 'recommendations',
] as const
export type AccountExportPart = (typeof ACCOUNT_EXPORT_PARTS)[number]

/** The check before deleting: each blocking reason with its count (and the amount due for fines, in cents). */
export const AccountDeletionCheckSchema = z.object({
  canDelete: z.boolean(),
  blockers: z.array(z.object({ reason: AccountDeletionBlockerSchema, count: z.number().int(), amountCents: z.number().int() })),
  /** The parts the data export holds, so the page can list them. */
  exportParts: z.array(z.enum(ACCOUNT_EXPORT_PARTS)),
})
export type AccountDeletionCheck = z.infer<typeof AccountDeletionCheckSchema>

/** Deleting asks for the current password (as typed, or encrypted with the transport key like sign-in). */
export const AccountDeletionInputSchema = z.object({ password: z.string().min(1).max(512) })
export type AccountDeletionInput = z.infer<typeof AccountDeletionInputSchema>

/** A deletion that went through: the AccountDeletionRequest row (APPROVED at once) and when. */
export const AccountDeletedSchema = z.object({ requestId: z.number().int(), deletedAt: z.string() })
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>

const count = z.number().int().min(0)

/** A loan of the overview's "due soon" list. */
export const OverviewLoanSchema = z.object({ id: z.number().int(), title: z.string(), author: z.string(), dueDate: z.string(), overdue: z.boolean() })

/** My library at a glance (user-menu key 0): the counts, each leading to its own section, and the loans due first. */
export const PersonalOverviewSchema = z.object({
  currentLoans: count,
  overdueLoans: count,
  requestsReady: count,
  requestsOpen: count,
  unpaidFines: count,
  unpaidFinesCents: count,
  favourites: count,
  subscriptions: count,
  unreadMessages: count,
  dueSoon: z.array(OverviewLoanSchema),
})
export type PersonalOverview = z.infer<typeof PersonalOverviewSchema>
