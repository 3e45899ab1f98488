import { acceptPdaRule, pdaRule } from '../../modules/identity/pda-rule.service.ts'
import { patronProcedure, router } from '../init.ts'

/** The purchase-on-demand rule for the web app; REST twins in rest/routes/pda-rule.routes.ts. */
export const pdaRuleRouter = router({
  get: patronProcedure.query(({ ctx }) => pdaRule(ctx)),
  accept: patronProcedure.mutation(({ ctx }) => acceptPdaRule(ctx)),
})
