import { type CardAction, CardChangeSchema, LoanRuleCreateSchema, LoanRuleUpdateSchema, ManagedLoanRuleSchema } from '@portal/contracts'
import { z } from 'zod'
import { changeCardAtDesk } from '../../../modules/circulation/card-desk.service.ts'
import { createLoanRule, deleteLoanRule, listLoanRules, updateLoanRule } from '../../../modules/circulation/loan-rules-admin.service.ts'
import { staffProcedure } from '../../init.ts'

const id = z.number().int().positive().max(2_147_483_647)
const cardInput = z.object({ id, note: z.string().trim().max(500).default('') })
const card = (action: CardAction) =>
  staffProcedure.input(cardInput).output(CardChangeSchema).mutation(({ ctx, input }) => changeCardAtDesk(ctx, { ...input, action }))

/** Staff card actions (circulation.patrons.*); REST twins in rest/routes/circulation/patron-admin.routes.ts. */
export const patronCardAdminProcedures = { freeze: card('freeze'), unfreeze: card('unfreeze'), markLost: card('lost'), markFound: card('found') }

/** Loan-rule administration (circulation.rules.*). */
export const loanRulesAdminProcedures = {
  list: staffProcedure.output(z.array(ManagedLoanRuleSchema)).query(({ ctx }) => listLoanRules(ctx)),
  create: staffProcedure.input(LoanRuleCreateSchema).output(ManagedLoanRuleSchema).mutation(({ ctx, input }) => createLoanRule(ctx, input)),
  update: staffProcedure
    .input(LoanRuleUpdateSchema.extend({ id }))
    .output(ManagedLoanRuleSchema)
    .mutation(({ ctx, input: { id: ruleId, ...fields } }) => updateLoanRule(ctx, ruleId, fields)),
  remove: staffProcedure.input(z.object({ id })).output(z.object({ deleted: z.number().int() })).mutation(({ ctx, input }) => deleteLoanRule(ctx, input.id)),
}
