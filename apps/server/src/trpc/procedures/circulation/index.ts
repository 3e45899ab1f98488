import { router } from '../../init.ts'
import { behaviourProcedures, pointsProcedures } from './behaviour.procedures.ts'
import { deskProcedures } from './desk.procedures.ts'
import { requestDeskProcedures } from './request-desk.procedures.ts'
import { requestsProcedures } from './requests.procedures.ts'
import { finesProcedures } from './fines.procedures.ts'
import { loanListsProcedures } from './loan-lists.procedures.ts'
import { loansProcedures } from './loans.procedures.ts'
import { loanRulesAdminProcedures, patronCardAdminProcedures } from './patron-admin.procedures.ts'
import { cardProcedures, leaveSchoolProcedures } from './patron-card.procedures.ts'

/** The circulation module's procedures: a patron's loans and renewals (circulation.loans.*), the staff desk (circulation.desk.*). */
export const circulationRouter = router({
  loans: router({ ...loansProcedures, ...loanListsProcedures }), desk: router(deskProcedures),
  requests: router(requestsProcedures), requestDesk: router(requestDeskProcedures),
  behaviour: router(behaviourProcedures), points: router(pointsProcedures), fines: router(finesProcedures),
  card: router(cardProcedures), leaveSchool: router(leaveSchoolProcedures), patrons: router(patronCardAdminProcedures), rules: router(loanRulesAdminProcedures),
})
