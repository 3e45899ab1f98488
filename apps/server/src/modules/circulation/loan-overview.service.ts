import type { LoanChart, LoanRuleView, PatronAttention } from '@portal/contracts'
import type { PatronContext } from '../../data/request-scope.ts'
import { CLC_CLASSES, nameIn } from '../catalogue/index.ts'

// What My library shows about a patron's borrowing besides the lists: the loan rules of their patron type, what
// needs their attention, and what they borrow by subject (contract §3.7: UserLoanRules, userLimit, loanChart).

/** `POST /find/userInfo/UserLoanRules`: the library's active rules for the patron's type (and those for everyone). */
export async function loanRulesOfPatron(ctx: Pick<PatronContext, 'data' | 'mine'>): Promise<LoanRuleView[]> {
  const me = await ctx.mine.patron.findFirst({ select: { userType: true } })
  const rules = await ctx.data.loanRule.findMany({ where: { active: true, patronType: { in: [me?.userType ?? '', ''] } }, orderBy: { id: 'asc' } })
  return rules.map((r) => ({
    ruleName: r.ruleName, itemPolicyCode: r.itemPolicyCode, locations: r.applicableLocation, maxLoans: r.maxLoans, loanPeriodDays: r.loanPeriodDays,
    maxRenewals: r.maxRenewals, renewPeriodDays: r.renewPeriodDays, finePerDayCents: r.finePerDayCents, maxPenaltyCents: r.maxPenaltyCents, holdsKept: r.keepBookNum,
  }))
}

/** `GET /find/user/userLimit`: the signed-in patron's own counts (a `userId` in the request is not looked at). */
export async function patronAttention(ctx: Pick<PatronContext, 'mine'>): Promise<PatronAttention> {
  const [openRequests, overdueLoans, unsettledRecords] = await Promise.all([
    ctx.mine.circulationRequest.count({ where: { status: { in: ['START', 'ACCEPT'] } } }),
    ctx.mine.loan.count({ where: { status: 'ACTIVE', dueDate: { lt: new Date() } } }),
    ctx.mine.behaviourRecord.count({ where: { processFlag: { in: ['UNTREATED', 'PROCESSING'] } } }),
  ])
  return { openRequests, overdueLoans, unsettledRecords }
}

/** `POST /find/loanInfo/loanChart`: every loan of the patron, current and past, counted by the CLC main class of its call number. */
export async function loanChart(ctx: Pick<PatronContext, 'mine' | 'locale'>): Promise<LoanChart> {
  const loans = await ctx.mine.loan.findMany({ select: { callNo: true } })
  const counts = new Map<string, number>()
  for (const { callNo } of loans) {
    const letter = /^[A-Z]/.exec(callNo.trim().toUpperCase())?.[0] ?? ''
    counts.set(letter, (counts.get(letter) ?? 0) + 1)
  }
  const names = new Map(CLC_CLASSES.map((entry) => [entry[0], nameIn(entry, ctx.locale)]))
  return [...counts]
    .map(([code, n]) => ({ code, name: names.get(code) ?? '', loans: n }))
    .sort((a, b) => b.loans - a.loans || a.code.localeCompare(b.code))
}
