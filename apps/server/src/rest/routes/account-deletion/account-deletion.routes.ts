import { z } from 'zod'
import { exportAccountData, ZIP_TYPE, type AccountExport } from '../../../modules/account-deletion/account-export.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// Account deletion (issue 16 item 8) on the wire. LibStar has one pair of calls for leaving: the check
// `/find/userLogOut/doUserLogOutOperationCheck` and `/find/userLogOut/userCancel`. Issue 15 gave them self-service
// leave-school; deleting the account is told apart by `cancelType`: absent, "0" or "leaveSchool" keep leave-school
// (existing clients change nothing), "1" or "deleteAccount" run the deletion check, and deletion itself with the
// current `password` (rest/routes/circulation/patron-card.routes.ts dispatches). The data export is a download of its
// own, `GET /find/userLogOut/exportUserData` (a ZIP, not the envelope). Documented in docs/api.md.

const tag = 'Account'

/** Which leaving a userLogOut call means (see above). */
export const cancelType = lenientString(20)
  .transform((v) => (v === '1' || v.toLowerCase() === 'deleteaccount' ? 'deleteAccount' : v === '' || v === '0' || v.toLowerCase() === 'leaveschool' ? 'leaveSchool' : v))
  .pipe(z.enum(['leaveSchool', 'deleteAccount']))
  .optional()
  .default('leaveSchool')

const download = (zip: AccountExport) => ({ body: zip.body, contentType: ZIP_TYPE, fileName: zip.fileName })

export const accountDeletionRoutes = [
  defineRoute({
    method: 'GET', path: '/find/userLogOut/exportUserData', tag, access: 'patron',
    summary: 'All of the signed-in patron’s data as a ZIP of JSON files (profile, loans, favourites, comments, searches, subscriptions, addresses, messages, feedback, requests, behaviour, …) with a README.txt in the caller’s language; no password hash, session or token',
    input: lenientObject({}), operation: (ctx) => exportAccountData(ctx), file: download,
  }),
]
