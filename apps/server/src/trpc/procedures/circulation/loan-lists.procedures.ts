import { LoanPageSchema, LoanQuerySchema } from '@portal/contracts'
import { issueLoanHistory, issueLoans, unionLoanHistory, unionLoans } from '../../../modules/circulation/loan-lists.service.ts'
import { patronProcedure } from '../../init.ts'

/** A patron's union (alliance) loans and loans of periodical issues; REST twins in rest/routes/circulation/loan-lists.routes.ts. */
export const loanListsProcedures = {
  unionCurrent: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => unionLoans(ctx, input)),
  unionHistory: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => unionLoanHistory(ctx, input)),
  issueCurrent: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => issueLoans(ctx, input)),
  issueHistory: patronProcedure.input(LoanQuerySchema).output(LoanPageSchema).query(({ ctx, input }) => issueLoanHistory(ctx, input)),
}
