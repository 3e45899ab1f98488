import { z } from 'zod'
import { cardStatus, checkCardPassword, reportCardLost } from '../../../modules/circulation/card-status.service.ts'
import { leaveSchool, leaveSchoolCheck } from '../../../modules/circulation/leave-school.service.ts'
import { accountDeletionCheck, deleteAccount } from '../../../modules/account-deletion/account-deletion.service.ts'
import { deletedToWire, deletionCheckToWire } from '../../../modules/account-deletion/account-deletion-wire.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { cancelType } from '../account-deletion/account-deletion.routes.ts'
import { cardChangeToWire, cardStatusToWire, leaveCheckToWire, leaveDoneToWire } from '../../../modules/circulation/patron-status-wire.ts'
import { lenientBool, lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// The patron's own card and leaving school (issue 15); shapes in docs/api.md ("Card status and leaving school").

const tag = 'Circulation'
/** As typed or encrypted with the transport key (spec §5); never trimmed. */
const password = z.string().min(1).max(512)

export const patronCardRoutes = [
  defineRoute({
    method: 'GET', path: '/find/user/getCertificationStatus', tag, access: 'patron',
    summary: 'The signed-in patron’s card status (cardStatus, lossFlag, frozenFlag, leaveFlag, canLoss) and verified contacts',
    input: lenientObject({}), operation: (ctx) => cardStatus(ctx), present: cardStatusToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/user/gsCardCheck', tag, access: 'patron',
    summary: 'Checks the patron’s password before reporting the card lost (data true); throttled like sign-in',
    input: lenientObject({ password }), operation: (ctx, input) => checkCardPassword(ctx, input), present: () => true,
  }),
  defineRoute({
    method: 'POST', path: '/find/user/gsCard', tag, access: 'patron',
    summary: 'Reports the patron’s card lost (password again; lossFlag "1", the default). A lost card is restored at a desk only: lossFlag "0" is refused',
    input: lenientObject({ password, lossFlag: lenientBool().optional().default(true) }),
    operation: (ctx, input) => reportCardLost(ctx, { password: input.password, lost: input.lossFlag }), present: cardChangeToWire,
  }),
  defineRoute({
    method: 'GET', path: '/find/userLogOut/doUserLogOutOperationCheck', tag, access: 'patron',
    summary: 'Self-service leave-school check: checkFlag "1" when nothing blocks, else reasonList (loans, fines, requests, a frozen or lost card); the form in user. With cancelType "deleteAccount" (or "1"): the account-deletion check (loans, fines, requests) and the parts of the data export',
    input: lenientObject({ cancelType }),
    // Account deletion shares LibStar's leaving calls (rest/routes/account-deletion/account-deletion.routes.ts).
    operation: async (ctx, input) =>
      input.cancelType === 'deleteAccount' ? ({ kind: 'delete', check: await accountDeletionCheck(ctx) } as const) : ({ kind: 'leave', check: await leaveSchoolCheck(ctx) } as const),
    present: (r, ctx) => (r.kind === 'delete' ? deletionCheckToWire(r.check, ctx) : leaveCheckToWire(r.check, ctx)),
  }),
  defineRoute({
    method: 'POST', path: '/find/userLogOut/userCancel', tag, access: 'patron',
    summary: 'Leaves school when nothing blocks it (the account closes: status LEFT); otherwise errCode 4082 with the reasons: visit a desk. With cancelType "deleteAccount" (or "1") and the current password: deletes and anonymises the account, every session revoked (errCode 4160 with the reasons while loans, fines or requests remain)',
    input: lenientObject({ cancelType, password: password.optional() }),
    operation: async (ctx, input) => {
      if (input.cancelType === 'leaveSchool') return { kind: 'leave', done: await leaveSchool(ctx) } as const
      if (!input.password) throw new AppError('ACCOUNT_DELETION_PASSWORD_REQUIRED')
      return { kind: 'delete', done: await deleteAccount(ctx, { password: input.password }) } as const
    },
    present: (r) => (r.kind === 'delete' ? deletedToWire(r.done) : leaveDoneToWire(r.done)),
  }),
]
