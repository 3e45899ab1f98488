import { router } from '../../init.ts'
import { backOfficeProcedures } from './back-office.procedures.ts'

/** The admin module's procedures (admin.*): staff sign-in, tenant settings, menus, comment review and places. */
export const adminRouter = router(backOfficeProcedures)
