import type { TenantData } from '../../data/tenant-data.ts'

// Loan rules of the built-in circulation: the most specific active rule for a patron type, a library and an
// item policy ("" and null mean "any"), as LoanRule's comment in the schema says.

export type ApplicableRule = {
  ruleName: string; maxLoans: number; maxRenewals: number; renewPeriodDays: number; renewWindowDays: number; loanPeriodDays: number
  finePerDayCents: number; maxPenaltyCents: number
  /** Open requests a patron may have (`keepBookNum`) and days a requested copy waits at the pickup desk. */
  keepBookNum: number; holdShelfDays: number
}

/**
 * What a library that has written no rules gets: 30-day loans, one renewal of 30 days at any time, the patron's
 * own loan cap, no overdue fine.
 * A library without rules still circulates, as a new installation does before staff set its policy.
 */
export const DEFAULT_RULE: ApplicableRule = { ruleName: '', maxLoans: 20, maxRenewals: 1, renewPeriodDays: 30, renewWindowDays: 0, loanPeriodDays: 30, finePerDayCents: 0, maxPenaltyCents: 0, keepBookNum: 3, holdShelfDays: 7 }

type RuleRow = ApplicableRule & { patronType: string; libraryId: number | null; itemPolicyCode: string }

/** A rule that names the patron type outranks one that names the library, which outranks the item policy. */
function specificity(rule: RuleRow): number {
  return (rule.patronType ? 4 : 0) + (rule.libraryId !== null ? 2 : 0) + (rule.itemPolicyCode ? 1 : 0)
}

export async function loadRules(data: TenantData, patronType: string): Promise<RuleRow[]> {
  return data.loanRule.findMany({
    where: { active: true, patronType: { in: [patronType, ''] } },
    select: {
      ruleName: true, maxLoans: true, maxRenewals: true, renewPeriodDays: true, renewWindowDays: true, loanPeriodDays: true, finePerDayCents: true, maxPenaltyCents: true, keepBookNum: true, holdShelfDays: true,
      patronType: true, libraryId: true, itemPolicyCode: true,
    },
    orderBy: { id: 'asc' },
  })
}

export function ruleFor(rules: readonly RuleRow[], item: { libraryId: number; itemPolicyCode: string } | null): ApplicableRule {
  const fitting = rules.filter(
    (r) => (r.libraryId === null || r.libraryId === item?.libraryId) && (!r.itemPolicyCode || r.itemPolicyCode === item?.itemPolicyCode),
  )
  // The first of the most specific (rules are read in id order), so equal rules resolve the same way every time.
  return fitting.reduce<RuleRow | null>((best, r) => (!best || specificity(r) > specificity(best) ? r : best), null) ?? DEFAULT_RULE
}

/**
 * How many loans a patron may hold: their card's own cap, the general rule of their type, and for a given copy
 * that copy's rule, whichever is lowest (the loan list asks without a copy, the desk with the copy it lends).
 */
export function loanCap(patronMaxLoans: number, rules: readonly RuleRow[], item: { libraryId: number; itemPolicyCode: string } | null = null): number {
  return Math.min(patronMaxLoans, ruleFor(rules, null).maxLoans, item ? ruleFor(rules, item).maxLoans : Number.POSITIVE_INFINITY)
}
