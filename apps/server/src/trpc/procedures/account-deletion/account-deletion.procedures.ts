import { AccountDeletedSchema, AccountDeletionCheckSchema, AccountDeletionInputSchema } from '@portal/contracts'
import { accountDeletionCheck, deleteAccount } from '../../../modules/account-deletion/account-deletion.service.ts'
import { patronProcedure, router } from '../../init.ts'

/**
 * Account deletion (accountDeletion.*); REST twins `/find/userLogOut/{doUserLogOutOperationCheck, userCancel}` with
 * cancelType "deleteAccount". The data export is a file download only (`GET /find/userLogOut/exportUserData`): a ZIP
 * has no place in a JSON answer, and the browser saves the REST answer as it comes.
 */
export const accountDeletionRouter = router({
  check: patronProcedure.output(AccountDeletionCheckSchema).query(({ ctx }) => accountDeletionCheck(ctx)),
  delete: patronProcedure.input(AccountDeletionInputSchema).output(AccountDeletedSchema).mutation(({ ctx, input }) => deleteAccount(ctx, input)),
})
