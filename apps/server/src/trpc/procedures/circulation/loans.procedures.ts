import { LoanChartSchema, LoanPageSchema, LoanQuerySchema, LoanRuleViewSchema, MAX_RENEW_IDS, PatronAttentionSchema, RenewalResultSchema } from '@portal/contracts'
import { z } from 'zod'
import { loanChart, loanRulesOfPatron, patronAttention } from '../../../modules/circulation/loan-overview.service.ts'
import { currentLoans, loanHistory, renewLoans } from '../../../modules/circulation/loans.service.ts'
import { patronProcedure } from '../../init.ts'

/** A patron's loans and renewals; REST twins in rest/routes/circulation/loans.routes.ts. */
export const loansProcedures = {
  current: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => currentLoans(ctx, input)),
  history: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => loanHistory(ctx, input)),
  renew: patronProcedure
    .input(z.object({ loanIds: z.array(z.number().int().min(1)).min(1).max(MAX_RENEW_IDS) }))
    .output(RenewalResultSchema)
    .mutation(({ ctx, input }) => renewLoans(ctx, input)),
  rules: patronProcedure.output(z.array(LoanRuleViewSchema)).query(({ ctx }) => loanRulesOfPatron(ctx)),
  attention: patronProcedure.output(PatronAttentionSchema).query(({ ctx }) => patronAttention(ctx)),
  chart: patronProcedure.output(LoanChartSchema).query(({ ctx }) => loanChart(ctx)),
}
