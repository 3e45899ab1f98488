import { acceptPdaRule, pdaRule } from '../../../modules/identity/pda-rule.service.ts'
import { lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Purchase on demand'

export const pdaRuleRoutes = [
  defineRoute({
    method: ['GET', 'POST'], path: '/find/pda/getPdaRule', tag, access: 'patron',
    summary: 'The purchase-on-demand rule text and whether the patron accepted it', input: lenientObject({}), operation: (ctx) => pdaRule(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updatePdaRuleFlag', tag, access: 'patron',
    summary: 'The patron accepts the purchase-on-demand rule', input: lenientObject({}), operation: (ctx) => acceptPdaRule(ctx),
  }),
]
