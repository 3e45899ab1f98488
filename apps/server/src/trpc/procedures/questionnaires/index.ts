import { router } from '../../init.ts'
import { questionnaireAdminProcedures } from './questionnaire-admin.procedures.ts'
import { questionnairesProcedures } from './questionnaires.procedures.ts'

/** The questionnaires module: a patron's questionnaires and e-resource questions (questionnaires.*), the staff's (questionnaires.admin.*). */
export const questionnairesRouter = router({ ...questionnairesProcedures, admin: router(questionnaireAdminProcedures) })
