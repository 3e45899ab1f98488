import { z } from 'zod'
import { LoanDaySchema } from './circulation.ts'

// A patron's behaviour records (violations and their charges) and points, as the domain describes them (issue 15):
// money in cents, times as instants, the processing state as a code. The REST door renders the LibStar wire of
// getBehaviourList and getPatronScoreList from these (contract §3.7); the tRPC procedures return them as they are.

/** The behaviour list's tabs (spec §4 "Behaviour tabs"), in the spec's order; `all` is no filter. */
export const BEHAVIOUR_TABS = ['all', 'untreated', 'treated', 'ordered', 'unsubscribed', 'shelved', 'cancelled', 'processing'] as const
export type BehaviourTab = (typeof BEHAVIOUR_TABS)[number]

/** Processing states of a behaviour record (BehaviourProcessFlag), one per tab but `all`. */
export const BEHAVIOUR_FLAGS = ['UNTREATED', 'TREATED', 'ORDERED', 'UNSUBSCRIBED', 'SHELVED', 'CANCELLED', 'PROCESSING'] as const
export type BehaviourFlag = (typeof BEHAVIOUR_FLAGS)[number]

/** Largest page of the behaviour and points lists. */
export const MAX_BEHAVIOUR_ROWS = 100

export const BehaviourQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_BEHAVIOUR_ROWS).default(10),
  tab: z.enum(BEHAVIOUR_TABS).default('all'),
})
export type BehaviourQuery = z.output<typeof BehaviourQuerySchema>

export const BehaviourRecordSchema = z.object({
  id: z.number().int(),
  /** Kind of violation (a code of the `behaviourType` list) and its name as recorded. */
  typeCode: z.string(),
  typeName: z.string(),
  loanId: z.number().int().nullable(),
  recordId: z.number().int().nullable(),
  title: z.string(),
  author: z.string(),
  callNo: z.string(),
  barcode: z.string(),
  propNo: z.string(),
  locationName: z.string(),
  loanDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  /** The charge, what was paid of it, what the library waived, and what is still owed (never below 0). */
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  waivedCents: z.number().int(),
  outstandingCents: z.number().int(),
  blockStart: z.string().nullable(),
  blockEnd: z.string().nullable(),
  processFlag: z.enum(BEHAVIOUR_FLAGS),
  /** When the violation happened. */
  recordTime: z.string(),
  /** When staff last settled part of it. */
  processedAt: z.string().nullable(),
  note: z.string(),
})
export type BehaviourRecordView = z.infer<typeof BehaviourRecordSchema>

export const BehaviourPageSchema = z.object({
  records: z.array(BehaviourRecordSchema),
  total: z.number().int(),
  /** What the patron still owes over all their records, whichever tab is shown (`duePay`). */
  outstandingCents: z.number().int(),
})
export type BehaviourPage = z.infer<typeof BehaviourPageSchema>

/** Points list filter (`scoreSign`): entries that added points, that deducted them, or both (null). */
export const POINTS_DIRECTIONS = ['add', 'deduct'] as const
export type PointsDirection = (typeof POINTS_DIRECTIONS)[number]

export const PointsQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_BEHAVIOUR_ROWS).default(10),
  direction: z.enum(POINTS_DIRECTIONS).nullable().default(null),
  /** Entries from this day on (`YYYY-MM-DD`). */
  startDate: LoanDaySchema.nullable().default(null),
  /** Entries up to and including this day. */
  endDate: LoanDaySchema.nullable().default(null),
})
export type PointsQuery = z.output<typeof PointsQuerySchema>

export const PointsEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detailName: z.string(),
  /** Signed: positive added, negative deducted. */
  change: z.number().int(),
  type: z.string(),
  platform: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
})
export type PointsEntryView = z.infer<typeof PointsEntrySchema>

export const PointsPageSchema = z.object({
  entries: z.array(PointsEntrySchema),
  total: z.number().int(),
  /** The patron's points now (after their latest entry; 0 without any). */
  currentPoints: z.number().int(),
})
export type PointsPage = z.infer<typeof PointsPageSchema>

/** The library's points notice (its rules for earning and losing points), in the caller's language when it has none of its own. */
export const PointsNoticeSchema = z.object({ text: z.string() })
export type PointsNotice = z.infer<typeof PointsNoticeSchema>

/** Largest amount one desk action may name (a charge of 100,000 yuan is no library fine). */
export const MAX_FINE_CENTS = 10_000_000

/** Staff waive a charge: all that is owed (no amount), or part of it. */
export const WaiveFineSchema = z.object({
  recordId: z.number().int().min(1),
  amountCents: z.number().int().min(1).max(MAX_FINE_CENTS).nullable().default(null),
})
export type WaiveFine = z.output<typeof WaiveFineSchema>

/** Staff record a payment of a charge at the desk: at most what is owed, part of it allowed. */
export const PayFineSchema = z.object({
  recordId: z.number().int().min(1),
  amountCents: z.number().int().min(1).max(MAX_FINE_CENTS),
})
export type PayFine = z.output<typeof PayFineSchema>
