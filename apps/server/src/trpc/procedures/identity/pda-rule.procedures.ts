import { acceptPdaRule, pdaRule } from '../../../modules/identity/pda-rule.service.ts'
import { patronProcedure } from '../../init.ts'

/** The purchase-on-demand rule for the web app (identity.pdaRule, identity.acceptPdaRule); REST twins in rest/routes/identity/pda-rule.routes.ts. */
export const pdaRuleProcedures = {
  pdaRule: patronProcedure.query(({ ctx }) => pdaRule(ctx)),
  acceptPdaRule: patronProcedure.mutation(({ ctx }) => acceptPdaRule(ctx)),
}
