import type { VerificationChannel } from '@portal/db'
import { confirmContact, contactCodeTimes, sendContactCode } from '../../../modules/account/contact-binding.service.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Contact binding'
const methods: ('GET' | 'POST')[] = ['GET', 'POST']
const optional = (max = 254) => lenientString(max).optional()

// Address and number travel as `mail`/`email` and `phonenumber`/`phone`/`mobile`, codes as `code`/`verifyCode`
// (LibStar clients differ; the contract names none of them).
const mailFields = { mail: optional(), email: optional() }
const phoneFields = { phonenumber: optional(), phone: optional(), mobile: optional() }
const codeFields = { code: optional(20), verifyCode: optional(20) }
// The current password, needed to change contacts while one is verified; as typed or in the login transport's hex.
const passwordFields = { password: optional(512), currentPassword: optional(512), oldPassword: optional(512) }
type PasswordInput = { password?: string; currentPassword?: string; oldPassword?: string }
const passwordOf = (input: PasswordInput) => input.currentPassword || input.password || input.oldPassword || undefined
type MailInput = { mail?: string; email?: string }
type PhoneInput = { phonenumber?: string; phone?: string; mobile?: string }
type CodeInput = { code?: string; verifyCode?: string }
const mailOf = (input: MailInput) => input.mail || input.email || ''
const phoneOf = (input: PhoneInput) => input.phonenumber || input.phone || input.mobile || ''
const codeOf = (input: CodeInput) => input.code || input.verifyCode || ''
const optionalTarget = (target: string) => (target ? { target } : {})

/** The channel of updateUserMailAndPhone: `type` (mail/email/1, phone/sms/2), else whichever contact was sent. */
function bindingChannel(input: MailInput & PhoneInput & { type?: string }): VerificationChannel {
  const type = input.type?.toLowerCase()
  if (type === 'mail' || type === 'email' || type === '1') return 'EMAIL'
  if (type === 'phone' || type === 'sms' || type === 'mobile' || type === '2') return 'SMS'
  if (mailOf(input)) return 'EMAIL'
  if (phoneOf(input)) return 'SMS'
  throw new AppError('VALIDATION_FAILED', { field: 'type', issues: [{ path: 'type', reason: 'TEXT_EMPTY' }], params: { detail: 'type' } })
}

/**
 * A signed-in patron verifies an e-mail address or mobile number (spec §7 User info; forced binding, spec §4).
 * Calls that change something answer POST only, but for updateUserMailAndPhone, which spec §7 lists as GET.
 */
// The routes forced binding uses admit a patron who must still bind a contact (access patron-binding).
export const contactRoutes = [
  defineRoute({
    method: 'POST', path: '/find/userInfo/checkMail', tag, access: 'patron-binding',
    summary: 'Without `code`: mails a code to `mail` ({sentTo, expiresInSeconds, resendInSeconds, remaining}; `password` needed while a contact is verified); with `code`: checks it and makes `mail` the verified address (CONTACT_IN_USE when another patron verified it)',
    input: lenientObject({ ...mailFields, ...codeFields, ...passwordFields }),
    operation: async (ctx, input): Promise<object> =>
      codeOf(input)
        ? confirmContact(ctx, { channel: 'EMAIL', code: codeOf(input), ...optionalTarget(mailOf(input)) })
        : sendContactCode(ctx, { channel: 'EMAIL', target: mailOf(input), currentPassword: passwordOf(input) }),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/sendPhonenumber', tag, access: 'patron-binding',
    summary: 'Texts a code to `phonenumber` (6 digits, 10 minutes; once a minute, 5 a day); `password` needed while a contact is verified',
    input: lenientObject({ ...phoneFields, ...passwordFields }),
    operation: (ctx, input) => sendContactCode(ctx, { channel: 'SMS', target: phoneOf(input), currentPassword: passwordOf(input) }),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/checkPhonenumber', tag, access: 'patron-binding',
    summary: 'Checks the texted code and makes the number the verified one: {mail, phone, emailCheckFlag, mobileCheckFlag}', input: lenientObject({ ...phoneFields, ...codeFields }),
    operation: (ctx, input) => confirmContact(ctx, { channel: 'SMS', code: codeOf(input), ...optionalTarget(phoneOf(input)) }),
  }),
  defineRoute({
    method: methods, path: '/find/userInfo/findCodeTimes', tag, access: 'patron-binding',
    summary: 'SMS codes in the last 24 hours: {used, limit, remaining, resendInSeconds}', input: lenientObject({}), operation: (ctx) => contactCodeTimes(ctx, { channel: 'SMS' }),
  }),
  defineRoute({
    method: methods, path: '/find/userInfo/findMailCodeTimes', tag, access: 'patron-binding',
    summary: 'E-mail codes in the last 24 hours: {used, limit, remaining, resendInSeconds}', input: lenientObject({}), operation: (ctx) => contactCodeTimes(ctx, { channel: 'EMAIL' }),
  }),
  defineRoute({
    method: methods, path: '/find/bindMailAndPhone/updateUserMailAndPhone', tag, access: 'patron-binding', changesState: true,
    summary: 'Forced binding: checks the code sent to `mail` or `phonenumber` (or `type` mail/phone) and binds it: {mail, phone, emailCheckFlag, mobileCheckFlag}',
    input: lenientObject({ ...mailFields, ...phoneFields, ...codeFields, type: optional(10) }),
    operation: (ctx, input) => {
      const channel = bindingChannel(input)
      return confirmContact(ctx, { channel, code: codeOf(input), ...optionalTarget(channel === 'EMAIL' ? mailOf(input) : phoneOf(input)) })
    },
  }),
  // Changing a verified number is verifying a new one: the code went to the new number through sendPhonenumber.
  defineRoute({
    method: 'POST', path: '/find/getPassword/resetPhone', tag, access: 'patron',
    summary: 'Changes the verified phone number: checks the code texted to the new `phonenumber` (sendPhonenumber) and replaces the old one',
    input: lenientObject({ ...phoneFields, ...codeFields }),
    operation: (ctx, input) => confirmContact(ctx, { channel: 'SMS', code: codeOf(input), ...optionalTarget(phoneOf(input)) }),
  }),
  defineRoute({
    method: methods, path: '/find/getPassword/findChangeBindTimes', tag, access: 'patron',
    summary: 'SMS codes (for binding or changing the number) in the last 24 hours: {used, limit, remaining, resendInSeconds}', input: lenientObject({}),
    operation: (ctx) => contactCodeTimes(ctx, { channel: 'SMS' }),
  }),
]
