import { attentionToWire, loanChartToWire, loanRulesToWire } from '../../../modules/circulation/loan-wire.ts'
import { loanChart, loanRulesOfPatron, patronAttention } from '../../../modules/circulation/loan-overview.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Circulation'

export const loanOverviewRoutes = [
  defineRoute({
    method: 'POST', path: '/find/userInfo/UserLoanRules', tag, access: 'patron',
    summary: 'The loan rules of the signed-in patron’s type', input: lenientObject({}), operation: (ctx) => loanRulesOfPatron(ctx), present: loanRulesToWire,
  }),
  defineRoute({
    method: 'GET', path: '/find/user/userLimit', tag, access: 'patron',
    summary: 'The signed-in patron’s open requests, overdue loans and unsettled behaviour records (a userId sent is ignored)',
    input: lenientObject({ userId: lenientString(50).optional() }), operation: (ctx) => patronAttention(ctx), present: attentionToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/loanInfo/loanChart', tag, access: 'patron',
    summary: 'The signed-in patron’s loans by CLC main class', input: lenientObject({}), operation: (ctx) => loanChart(ctx), present: loanChartToWire,
  }),
]
