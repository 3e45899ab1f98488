import { LoanDaySchema, MAX_LOAN_ROWS, MAX_RENEW_IDS } from '@portal/contracts'
import { z } from 'zod'
import { loanPageToWire, renewalToWire } from '../../../modules/circulation/loan-wire.ts'
import { currentLoans, loanHistory, renewLoans } from '../../../modules/circulation/loans.service.ts'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Circulation'

const day = lenientString(10).pipe(LoanDaySchema).optional()
const code = <T extends number>(values: readonly T[], fallback: T) =>
  lenientInt().pipe(z.number().int().refine((n): n is T => values.includes(n as T), `one of ${values.join(', ')}`)).optional().default(fallback)

/** The body of loanList and loanHistoryList in its full and minimal forms (contract §3.7, §5.2). */
export const loanListInput = lenientObject({
  ...paging(MAX_LOAN_ROWS),
  searchType: code([1, 2, 3, 4] as const, 1),
  searchContent: lenientString(200).optional().default(''),
  sortType: code([0, 1, 2, 3] as const, 0),
  startDate: day,
  endDate: day,
}).transform((input) => ({ ...input, startDate: input.startDate ?? null, endDate: input.endDate ?? null }))

const loanIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : typeof v === 'number' ? [v] : v),
  z.array(lenientInt().pipe(z.number().int().min(1))).min(1).max(MAX_RENEW_IDS),
)

export const loansRoutes = [
  defineRoute({
    method: 'POST', path: '/find/loanInfo/loanList', tag, access: 'patron',
    summary: 'The signed-in patron’s current loans, with the loans still allowed (loanNum)',
    input: loanListInput, operation: (ctx, input) => currentLoans(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/loanInfo/loanHistoryList', tag, access: 'patron',
    summary: 'The signed-in patron’s returned loans',
    input: loanListInput, operation: (ctx, input) => loanHistory(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/lendbook/reNew', tag, access: 'patron',
    summary: 'Renew one or more loans; each answers its new due date or why it was refused',
    input: lenientObject({ loanIds }), operation: (ctx, input) => renewLoans(ctx, input),
    present: (result, ctx) => renewalToWire(result, ctx.locale),
  }),
]
