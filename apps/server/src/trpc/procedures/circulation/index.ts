import { router } from '../../init.ts'
import { loansProcedures } from './loans.procedures.ts'

/** The circulation module's procedures (circulation.loans.*): a patron's loans and renewals. */
export const circulationRouter = router({ loans: router(loansProcedures) })
