import { router } from '../../init.ts'
import { contactProcedures } from './contact.procedures.ts'
import { passwordResetProcedures } from './password-reset.procedures.ts'

/** The account module's procedures: account.passwordReset.* (a visitor's forgotten password), account.contact.* (a patron's contacts). */
export const accountRouter = router({ passwordReset: router(passwordResetProcedures), contact: router(contactProcedures) })
