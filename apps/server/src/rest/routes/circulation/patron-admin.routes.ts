import { CardActionSchema, LoanRuleCreateSchema, LoanRuleUpdateSchema } from '@portal/contracts'
import { z } from 'zod'
import { changeCardAtDesk } from '../../../modules/circulation/card-desk.service.ts'
import { createLoanRule, deleteLoanRule, listLoanRules, updateLoanRule } from '../../../modules/circulation/loan-rules-admin.service.ts'
import { lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute, type RestRoute } from '../../route-table.ts'

// Staff manage patrons' cards and the loan rules (issue 15); every change is audited with the staff member.

const tag = 'Circulation desk (staff)'
const id = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
const note = lenientString(500).optional().default('')

const cardRoutes: RestRoute[] = CardActionSchema.options.map((action) =>
  defineRoute({
    method: 'POST', path: `/admin/circulation/patrons/:id/${action}`, tag, access: 'staff',
    summary: `${action[0]!.toUpperCase()}${action.slice(1)} a patron’s card (by Patron id); {patronId, previous, status, changed}`,
    input: lenientObject({ id, note }), operation: (ctx, input) => changeCardAtDesk(ctx, { ...input, action }),
  }),
)

export const patronAdminRoutes: RestRoute[] = [
  ...cardRoutes,
  defineRoute({ method: 'GET', path: '/admin/circulation/rules', tag, access: 'staff', summary: 'The tenant’s loan rules', input: lenientObject({}), operation: (ctx) => listLoanRules(ctx) }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/rules', tag, access: 'staff',
    summary: 'Create a loan rule (one active rule per patron type, library and item policy)', input: LoanRuleCreateSchema, operation: (ctx, input) => createLoanRule(ctx, input),
  }),
  defineRoute({
    method: 'PUT', path: '/admin/circulation/rules/:id', tag, access: 'staff', summary: 'Change a loan rule (the fields sent)',
    input: LoanRuleUpdateSchema.extend({ id }), operation: (ctx, { id: ruleId, ...fields }) => updateLoanRule(ctx, ruleId, fields),
  }),
  defineRoute({ method: 'DELETE', path: '/admin/circulation/rules/:id', tag, access: 'staff', summary: 'Delete a loan rule', input: z.object({ id }), operation: (ctx, input) => deleteLoanRule(ctx, input.id) }),
]
