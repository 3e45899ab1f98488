import { router } from '../../init.ts'
import { deskProcedures } from './desk.procedures.ts'
import { loansProcedures } from './loans.procedures.ts'

/** The circulation module's procedures: a patron's loans and renewals (circulation.loans.*), the staff desk (circulation.desk.*). */
export const circulationRouter = router({ loans: router(loansProcedures), desk: router(deskProcedures) })
