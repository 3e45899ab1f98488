import { router } from '../../init.ts'
import { homePageProcedures } from './home-page.procedures.ts'
import { listsProcedures } from './lists.procedures.ts'
import { usageLogProcedures } from './usage-log.procedures.ts'

/** The home module's procedures (home.*): one flat router of the home page's lists, sections and usage counts. */
export const homeRouter = router({ ...listsProcedures, ...homePageProcedures, ...usageLogProcedures })
