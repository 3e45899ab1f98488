import type { VerificationChannel } from '@portal/db'
import { checkResetCode, checkResetUser, resetCaptcha, resetCodeTimes, resetPassword, sendResetCode } from '../../../modules/account/password-reset.service.ts'
import type { TenantContext } from '../../../data/request-scope.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Password reset'
// Spec §7 lists these calls as GET (checkUser as POST); the GET ones that change something are flagged.
const methods: ('GET' | 'POST')[] = ['GET', 'POST']
const optional = (max = 1000) => lenientString(max).optional()

// The ticket of the previous step travels as `resetTicket` (our web app), `ticket` or `token`; codes as `code`,
// `verifyCode`, `mailCode` or `phoneCode`: LibStar clients differ and the contract names none of them.
const ticketFields = { resetTicket: optional(), ticket: optional(), token: optional() }
const codeFields = { code: optional(20), verifyCode: optional(20), mailCode: optional(20), phoneCode: optional(20) }
type TicketInput = { resetTicket?: string; ticket?: string; token?: string }
type CodeInput = { code?: string; verifyCode?: string; mailCode?: string; phoneCode?: string }
const ticketOf = (input: TicketInput) => input.resetTicket || input.ticket || input.token || ''
const codeOf = (input: CodeInput) => input.code || input.verifyCode || input.mailCode || input.phoneCode || ''

const sendCode = (channel: VerificationChannel) => (ctx: TenantContext, input: TicketInput) => sendResetCode(ctx, { resetTicket: ticketOf(input), channel })
const codeTimes = (channel: VerificationChannel) => (ctx: TenantContext, input: TicketInput) => resetCodeTimes(ctx, { resetTicket: ticketOf(input), channel })
const checkCode = (channel: VerificationChannel) => (ctx: TenantContext, input: TicketInput & CodeInput) =>
  checkResetCode(ctx, { resetTicket: ticketOf(input), channel, code: codeOf(input) })

/** Forgotten password, spec §7 "Reset" (/find/getPassword/*); the same services as the account.passwordReset procedures. */
export const passwordResetRoutes = [
  defineRoute({
    method: methods, path: '/find/getPassword/checkImgCode', tag, access: 'public', changesState: true,
    summary: 'A new image captcha for the reset flow: {verifyCode (SVG data URL), codeKey}', input: lenientObject({}), operation: (ctx) => resetCaptcha(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/getPassword/checkUser', tag, access: 'public',
    summary: 'Account (user name or reader number) + captcha → {resetTicket, mail, phone (masked), emailCheckFlag, mobileCheckFlag}; CONTACT_NOT_VERIFIED when neither is verified, and for an unknown account alike',
    input: lenientObject({ username: lenientString(128).optional().default(''), verifyCode: lenientString(20).optional().default(''), codeKey: lenientString(64).optional().default('') }),
    operation: (ctx, input) => checkResetUser(ctx, input),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/sendMailCode', tag, access: 'public', changesState: true,
    summary: 'Mails a 6-digit code (10 minutes) to the verified address: {sentTo, expiresInSeconds, resendInSeconds, remaining}; CODE_TOO_SOON within 60 s, CODE_DAILY_LIMIT after 5 a day',
    input: lenientObject(ticketFields), operation: sendCode('EMAIL'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/sendPhonenumber', tag, access: 'public', changesState: true,
    summary: 'Texts a 6-digit code to the verified number (same rules as sendMailCode)', input: lenientObject(ticketFields), operation: sendCode('SMS'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/findMailCodeTimes', tag, access: 'public',
    summary: 'E-mail codes in the last 24 hours: {used, limit, remaining, resendInSeconds}', input: lenientObject(ticketFields), operation: codeTimes('EMAIL'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/findCodeTimes', tag, access: 'public',
    summary: 'SMS codes in the last 24 hours: {used, limit, remaining, resendInSeconds}', input: lenientObject(ticketFields), operation: codeTimes('SMS'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/checkMailCode', tag, access: 'public', changesState: true,
    summary: 'Checks the e-mailed code (5 wrong tries use it up): {resetTicket} for updateUserPassword', input: lenientObject({ ...ticketFields, ...codeFields }), operation: checkCode('EMAIL'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/checkPhonenumber', tag, access: 'public', changesState: true,
    summary: 'Checks the texted code: {resetTicket} for updateUserPassword', input: lenientObject({ ...ticketFields, ...codeFields }), operation: checkCode('SMS'),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/updateUserPassword', tag, access: 'public', changesState: true,
    summary: 'Sets the new password (as typed or AES-ECB hex) after a checked code; the tenant’s rules apply; every session of the patron ends: {username}',
    input: lenientObject({ ...ticketFields, newPassword: optional(), password: optional(), confirmPassword: optional(), rePassword: optional() }),
    operation: (ctx, input) => {
      const newPassword = input.newPassword || input.password || ''
      return resetPassword(ctx, { resetTicket: ticketOf(input), newPassword, confirmPassword: input.confirmPassword || input.rePassword || newPassword })
    },
  }),
]
