import type { Prisma } from '@portal/db'
import type { DemoTenant } from './demo-tenants.ts'

// The demo libraries' loan rules (issue 8): what their patrons may borrow, for how long, how often they may
// renew, and the overdue fine (cents a day, capped). The university's by patron type; the city library's
// shorter, with renewal opening a week before the due date.

type Rule = Omit<Prisma.LoanRuleCreateManyInput, 'tenantId'>

const ACADEMIC: Rule[] = [
  { ruleName: '本科生普通图书', patronType: '本科生', applicableLocation: '全部馆藏地', maxLoans: 20, loanPeriodDays: 30, maxRenewals: 1, renewPeriodDays: 30, finePerDayCents: 10, maxPenaltyCents: 3000, keepBookNum: 3 },
  { ruleName: '研究生普通图书', patronType: '硕士研究生', applicableLocation: '全部馆藏地', maxLoans: 30, loanPeriodDays: 60, maxRenewals: 2, renewPeriodDays: 30, finePerDayCents: 10, maxPenaltyCents: 3000, keepBookNum: 5 },
  { ruleName: '博士生普通图书', patronType: '博士研究生', applicableLocation: '全部馆藏地', maxLoans: 40, loanPeriodDays: 90, maxRenewals: 2, renewPeriodDays: 60, finePerDayCents: 10, maxPenaltyCents: 3000, keepBookNum: 5 },
  { ruleName: '教职工普通图书', patronType: '教师', applicableLocation: '全部馆藏地', maxLoans: 50, loanPeriodDays: 90, maxRenewals: 2, renewPeriodDays: 60, finePerDayCents: 5, maxPenaltyCents: 3000, keepBookNum: 10 },
]

const PUBLIC: Rule[] = [
  { ruleName: '成人读者外借', patronType: '成人读者', applicableLocation: '外借书库', maxLoans: 10, loanPeriodDays: 30, maxRenewals: 1, renewPeriodDays: 30, renewWindowDays: 7, finePerDayCents: 10, maxPenaltyCents: 2000, keepBookNum: 2 },
  { ruleName: '少儿读者外借', patronType: '少儿读者', applicableLocation: '少儿借阅区', maxLoans: 5, loanPeriodDays: 30, maxRenewals: 1, renewPeriodDays: 30, renewWindowDays: 7, finePerDayCents: 0, maxPenaltyCents: 0, keepBookNum: 2 },
]

export async function seedLoanRules(tx: Prisma.TransactionClient, tenantId: number, demo: Pick<DemoTenant, 'kind'>) {
  const rules = demo.kind === 'academic' ? ACADEMIC : PUBLIC
  await tx.loanRule.createMany({ data: rules.map((rule) => ({ ...rule, tenantId })) })
}
