import { PROFILE_TEXT_MAX } from '@portal/contracts'
import { profileToWire } from '../../../modules/profile/profile-wire.ts'
import { contactInfo, getProfile, profileCheck, updateContact, updatePicUrl, updateProfile } from '../../../modules/profile/profile.service.ts'
import { z } from 'zod'
import { absentAsUndefined, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Profile'
const both: ('GET' | 'POST')[] = ['GET', 'POST']
const optional = (max: number) => lenientString(max).optional()
/**
 * Text where "" means "clear it", unlike lenientString (which reads "" as absent): null and "null" are absent,
 * a number is its digits. Used with `clearable`, which keeps the body's "" values that lenientObject drops.
 */
const clearableText = (max: number) =>
  z.preprocess((v) => (v === '' ? '' : typeof v === 'number' ? String(v) : absentAsUndefined(v)), z.string().trim().max(max)).optional()
const clearable = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? {} : v), z.object(shape))
const text = clearableText(PROFILE_TEXT_MAX)

// Address and number travel as `email`/`mail` and `mobile`/`phone`/`phonenumber`, the code as `code`/`verifyCode`,
// like the binding calls (rest/routes/account/contact.routes.ts).
type ContactBody = { email?: string; mail?: string; mobile?: string; phone?: string; phonenumber?: string; code?: string; verifyCode?: string }
const present = (...values: (string | undefined)[]) => values.find((v) => v !== undefined)
const contactOf = (body: ContactBody) => {
  const email = present(body.email, body.mail)
  const mobile = present(body.mobile, body.phone, body.phonenumber)
  const code = body.code || body.verifyCode
  return { ...(email !== undefined ? { email } : {}), ...(mobile !== undefined ? { mobile } : {}), ...(code ? { code } : {}) }
}

export const profileRoutes = [
  defineRoute({
    method: both, path: '/find/userInfo/getUserInfo', tag, access: 'patron',
    summary: 'The patron’s profile as data.user: name, primaryId, userBarcode, startDate, endDate (contract §3.7) and every field of spec §3 Profile; contacts masked',
    input: lenientObject({}), operation: (ctx) => getProfile(ctx), present: profileToWire,
  }),
  defineRoute({
    method: both, path: '/find/userInfo/getUserInfoCheck', tag, access: 'patron',
    summary: 'Whether e-mail and phone are verified: {mail, phone (masked), emailCheckFlag, mobileCheckFlag}, as /oga/userinfo and the binding calls',
    input: lenientObject({}), operation: (ctx) => profileCheck(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updateUserPicUrl', tag, access: 'patron',
    summary: 'Sets the avatar to `picUrl`, an image the patron uploaded (POST /find/upload/image?purpose=avatar), or "" for none; {picUrl}',
    input: clearable({ picUrl: clearableText(300).unwrap() }),
    operation: (ctx, input) => updatePicUrl(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updateUserInfo', tag, access: 'patron',
    summary: 'Changes what a patron may change of their profile: position, job, unit (≤ 100 characters; "" clears); answers data.user',
    input: clearable({ position: text, job: text, unit: text }),
    operation: (ctx, input) => updateProfile(ctx, input), present: profileToWire,
  }),
  defineRoute({
    method: both, path: '/find/userInfo/getContactMess', tag, access: 'patron',
    summary: 'The e-mail and mobile notices go to, unmasked for their owner: {email, emailVerified, mobile, mobileVerified}',
    input: lenientObject({}), operation: (ctx) => contactInfo(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updateContact', tag, access: 'patron',
    summary: 'Sets an unverified e-mail/mobile (stays unverified; "" clears); a verified one changes only with `code` sent to the new one by checkMail/sendPhonenumber (PROFILE_CONTACT_VERIFIED)',
    input: clearable({
      email: clearableText(254), mail: clearableText(254), mobile: clearableText(30), phone: clearableText(30), phonenumber: clearableText(30), code: optional(20), verifyCode: optional(20),
    }),
    operation: (ctx, input) => updateContact(ctx, contactOf(input)),
  }),
]
