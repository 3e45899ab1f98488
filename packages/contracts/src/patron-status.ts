import { z } from 'zod'

// A patron's card and account state (issue 15): the card status My library shows, reporting one's own card lost,
// the staff desk's card actions, loan-rule administration and self-service leave-school (user-menu key 14).

/** Patron.status: NORMAL, LOST (card reported lost), FROZEN (blocks renewal and recommendation), EXPIRED, LEFT (left school). */
export const CardStatusCodeSchema = z.enum(['NORMAL', 'LOST', 'FROZEN', 'EXPIRED', 'LEFT'])
export type CardStatusCode = z.infer<typeof CardStatusCodeSchema>

/** The signed-in patron's card (`/find/user/getCertificationStatus`, circulation.card.status). */
export const CardStatusSchema = z.object({
  status: CardStatusCodeSchema,
  /** Only a NORMAL card can be reported lost by its holder; a lost card is restored at the desk. */
  canReportLost: z.boolean(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
})
export type CardStatus = z.infer<typeof CardStatusSchema>

/** A card's state before and after a change (the patron's report or a staff action); `changed` false when it already was so. */
export const CardChangeSchema = z.object({ patronId: z.number().int(), previous: CardStatusCodeSchema, status: CardStatusCodeSchema, changed: z.boolean() })
export type CardChange = z.infer<typeof CardChangeSchema>

/** The staff desk's card actions. */
export const CardActionSchema = z.enum(['freeze', 'unfreeze', 'lost', 'found'])
export type CardAction = z.infer<typeof CardActionSchema>

/** Why a patron cannot leave school by themself (each sends them to a staff desk). */
export const LeaveSchoolBlockerSchema = z.enum(['CURRENT_LOANS', 'UNPAID_FINES', 'WAITING_REQUESTS', 'CARD_FROZEN', 'CARD_LOST'])
export type LeaveSchoolBlocker = z.infer<typeof LeaveSchoolBlockerSchema>

/** The leave-school form (spec §4 "Leave-school": name, reader ID, account, faculty, major, class, grade). */
export const LeaveSchoolFormSchema = z.object({
  name: z.string(), primaryId: z.string(), username: z.string(), department: z.string(), major: z.string(), className: z.string(), grade: z.string(),
})

/** The check before leaving: each blocking reason with its count (and the amount due for fines, in cents). */
export const LeaveSchoolCheckSchema = z.object({
  canLeave: z.boolean(),
  blockers: z.array(z.object({ reason: LeaveSchoolBlockerSchema, count: z.number().int(), amountCents: z.number().int() })),
  form: LeaveSchoolFormSchema,
})
export type LeaveSchoolCheck = z.infer<typeof LeaveSchoolCheckSchema>

/** A leave-school that went through: the request row (APPROVED at once) and when. */
export const LeaveSchoolDoneSchema = z.object({ requestId: z.number().int(), leftAt: z.string() })
export type LeaveSchoolDone = z.infer<typeof LeaveSchoolDoneSchema>

const days = z.number().int().min(0).max(3650)
const count = z.number().int().min(0).max(10_000)
const cents = z.number().int().min(0).max(100_000_000)

/** The fields of a loan rule staff may set; a rule is for a patron type, optionally one library and one item policy ("" / null = any). */
export const LoanRuleFieldsSchema = z.object({
  ruleName: z.string().trim().min(1).max(100),
  patronType: z.string().trim().max(50),
  libraryId: z.number().int().positive().max(2_147_483_647).nullable(),
  itemPolicyCode: z.string().trim().max(50),
  applicableLocation: z.string().trim().max(200),
  maxLoans: z.number().int().min(0).max(10_000),
  loanPeriodDays: z.number().int().min(1).max(3650),
  maxRenewals: count,
  renewPeriodDays: days,
  renewWindowDays: days,
  finePerDayCents: cents,
  maxPenaltyCents: cents,
  keepBookNum: count,
  holdShelfDays: days,
  active: z.boolean(),
})
export const LoanRuleCreateSchema = LoanRuleFieldsSchema.partial().required({ ruleName: true, maxLoans: true, loanPeriodDays: true, renewPeriodDays: true }).strict()
export const LoanRuleUpdateSchema = LoanRuleFieldsSchema.partial().strict()
export type LoanRuleCreate = z.infer<typeof LoanRuleCreateSchema>
export type LoanRuleUpdate = z.infer<typeof LoanRuleUpdateSchema>

/** A loan rule as staff manage it. */
export const ManagedLoanRuleSchema = LoanRuleFieldsSchema.extend({ id: z.number().int(), updatedAt: z.string() })
export type ManagedLoanRule = z.infer<typeof ManagedLoanRuleSchema>
