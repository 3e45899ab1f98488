import { z } from 'zod'

// A patron's loans as the domain describes them (issue 8): dates as instants, codes instead of display strings.
// The REST door renders the LibStar wire of loanList / loanHistoryList / reNew from these (contract §3.7); the
// tRPC procedures return them as they are.

/** What a loan list searches in (contract §5.2 `searchType`): 1 title, 2 author, 3 barcode, 4 ISSN. */
export const LOAN_SEARCH_TYPES = { 1: 'title', 2: 'author', 3: 'barcode', 4: 'issn' } as const
/** How a loan list is ordered (contract §5.2 `sortType`): 0 default, 1 loan date, 2 due or return date, 3 overdue days. */
export const LOAN_SORT_TYPES = { 0: 'default', 1: 'loanDate', 2: 'dueDate', 3: 'overdueDays' } as const

/** Most loan ids one renewal call may name (a patron's loans fit many times over; more is not a patron's call). */
export const MAX_RENEW_IDS = 100
/** Largest page of a loan list. */
export const MAX_LOAN_ROWS = 100
/** Most rows one spreadsheet export of a loan list holds (and most loan ids it may name): the first of the list's order. */
export const MAX_EXPORT_ROWS = 1000

/** A calendar day as `YYYY-MM-DD` that exists (2026-13-45 and 2026-02-30 are refused, not ignored or moved on). */
export const LoanDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => {
  const time = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day
}, 'not a date')

export const LoanQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_LOAN_ROWS).default(10),
  searchType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  searchContent: z.string().max(200).default(''),
  sortType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  /** Loans made from this day on (`YYYY-MM-DD`, the library's day). */
  startDate: LoanDaySchema.nullable().default(null),
  /** Loans made up to and including this day. */
  endDate: LoanDaySchema.nullable().default(null),
})
export type LoanQuery = z.output<typeof LoanQuerySchema>

export const LoanSchema = z.object({
  loanId: z.number().int(),
  recordId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  title: z.string(),
  author: z.string(),
  publisher: z.string(),
  isbn: z.string(),
  publishYear: z.string(),
  docCode: z.string(),
  barcode: z.string(),
  callNo: z.string(),
  volume: z.string(),
  loanType: z.string(),
  locationId: z.number().int().nullable(),
  locationName: z.string(),
  libraryCode: z.string(),
  libraryName: z.string(),
  campusName: z.string(),
  loanDeskName: z.string(),
  loanDate: z.string(),
  dueDate: z.string(),
  returnDate: z.string().nullable(),
  renewDate: z.string().nullable(),
  renewCount: z.number().int(),
  recallCount: z.number().int(),
  /** Another patron has asked for this copy (a renewal is then refused). */
  requested: z.boolean(),
  /** Whole days past the due date (0 when not overdue, or returned on time). */
  overdueDays: z.number().int(),
  isUnion: z.boolean(),
  unionLibraryName: z.string(),
})
export type Loan = z.infer<typeof LoanSchema>

export const LoanPageSchema = z.object({
  loans: z.array(LoanSchema),
  total: z.number().int(),
  /** Loans the patron may still take out (current list only; null where the circulation system does not say). */
  loansLeft: z.number().int().nullable(),
})
export type LoanPage = z.infer<typeof LoanPageSchema>

export const RENEWAL_REFUSALS = [
  'CARD_FROZEN', 'CARD_LOST', 'RENEWAL_LIMIT_REACHED', 'RENEWAL_OVERDUE', 'RENEWAL_REQUESTED', 'RENEWAL_TOO_EARLY',
  'LOAN_NOT_ACTIVE', 'RENEWAL_ALREADY_DONE', 'CIRCULATION_UNSUPPORTED', 'RENEWAL_REFUSED',
] as const
export type RenewalRefusal = (typeof RENEWAL_REFUSALS)[number]

export const RenewalOutcomeSchema = z.discriminatedUnion('renewed', [
  z.object({ loanId: z.number().int(), title: z.string(), renewed: z.literal(true), dueDate: z.string() }),
  z.object({ loanId: z.number().int(), title: z.string(), renewed: z.literal(false), reason: z.enum(RENEWAL_REFUSALS) }),
])
export type RenewalOutcome = z.infer<typeof RenewalOutcomeSchema>

export const RenewalResultSchema = z.object({
  outcomes: z.array(RenewalOutcomeSchema),
  renewed: z.number().int(),
  refused: z.number().int(),
})
export type RenewalResult = z.infer<typeof RenewalResultSchema>

/** A loan rule as patrons see it (`UserLoanRules`): the limits of their patron type. */
export const LoanRuleViewSchema = z.object({
  ruleName: z.string(),
  itemPolicyCode: z.string(),
  locations: z.string(),
  maxLoans: z.number().int(),
  loanPeriodDays: z.number().int(),
  maxRenewals: z.number().int(),
  renewPeriodDays: z.number().int(),
  finePerDayCents: z.number().int(),
  maxPenaltyCents: z.number().int(),
  holdsKept: z.number().int(),
})
export type LoanRuleView = z.infer<typeof LoanRuleViewSchema>

/** What needs the patron's attention (`userLimit`): open requests, overdue loans, unsettled behaviour records. */
export const PatronAttentionSchema = z.object({ openRequests: z.number().int(), overdueLoans: z.number().int(), unsettledRecords: z.number().int() })
export type PatronAttention = z.infer<typeof PatronAttentionSchema>

/** The patron's loans by CLC main class (`loanChart`), most borrowed first; `code` "" for copies without a class. */
export const LoanChartSchema = z.array(z.object({ code: z.string(), name: z.string(), loans: z.number().int() }))
export type LoanChart = z.infer<typeof LoanChartSchema>
