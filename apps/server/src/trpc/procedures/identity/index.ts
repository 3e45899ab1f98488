import { router } from '../../init.ts'
import { loginProcedures } from './login.procedures.ts'
import { pdaRuleProcedures } from './pda-rule.procedures.ts'
import { sessionProcedures } from './session.procedures.ts'

/** The identity module's procedures (identity.*): sign-in and sign-out, the signed-in patron, the purchase-on-demand rule. */
export const identityRouter = router({ ...loginProcedures, ...sessionProcedures, ...pdaRuleProcedures })
