import { z } from 'zod'
import { cardStatus, checkCardPassword, reportCardLost } from '../../../modules/circulation/card-status.service.ts'
import { leaveSchool, leaveSchoolCheck } from '../../../modules/circulation/leave-school.service.ts'
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
    summary: 'Self-service leave-school check: checkFlag "1" when nothing blocks, else reasonList (loans, fines, requests, a frozen or lost card); the form in user',
    input: lenientObject({}), operation: (ctx) => leaveSchoolCheck(ctx), present: leaveCheckToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/userLogOut/userCancel', tag, access: 'patron',
    summary: 'Leaves school when nothing blocks it (the account closes: status LEFT); otherwise errCode 4082 with the reasons: visit a desk',
    input: lenientObject({}), operation: (ctx) => leaveSchool(ctx), present: leaveDoneToWire,
  }),
]
