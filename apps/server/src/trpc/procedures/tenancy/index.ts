import { router } from '../../init.ts'
import { portalProcedures } from './portal.procedures.ts'

/** The tenancy module's procedures (tenancy.*): the tenant's portal, its settings, menus and libraries. */
export const tenancyRouter = router(portalProcedures)
