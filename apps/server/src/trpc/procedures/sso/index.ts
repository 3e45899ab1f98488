import { router } from '../../init.ts'
import { bindingProcedures } from './binding.procedures.ts'

/** The sso module's procedures (sso.*): single sign-on, WeChat login and binding. */
export const ssoRouter = router(bindingProcedures)
