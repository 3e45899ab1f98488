import type { Tenant, VerificationChannel } from '@portal/db'
import { parseStoredFindConfig } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { consumeCaptcha, issueCaptcha } from '../identity/index.ts'
import { decodeTransportedPassword } from '../identity/index.ts'
import { setPatronPassword } from '../identity/index.ts'
import { maskEmail, maskMobile } from './contact-format.ts'
import { sendVerificationCode, type CodeSendingContext } from './code-delivery.ts'
import { passwordFingerprint, readResetTicket, signResetTicket, type ResetStage } from './reset-ticket.ts'
import { codeAllowance, consumeCode } from './verification-code.ts'

// Forgotten password (spec §7 "Reset", /resetPassword): account + image captcha → a verified e-mail or
// phone receives a code → the code is checked → a new password is set and every session of the patron ends.
// Nobody is signed in: the doors resolve the tenant, the signed ticket names the patron.

/** The library may switch the self-service reset off (findPasswordFlag '0'); the page then says so. */
async function resetTenant(ctx: Pick<TenantContext, 'tenant'>): Promise<Tenant> {
  const tenant = await ctx.tenant()
  if (parseStoredFindConfig(tenant.config).findPasswordFlag === '0') throw new AppError('LOGIN_METHOD_DISABLED')
  return tenant
}

const PATRON_FIELDS = { id: true, name: true, username: true, email: true, emailVerified: true, mobile: true, mobileVerified: true, passwordHash: true } as const

/** Where a verified channel delivers, or null when that channel is not verified. */
function verifiedTarget(patron: { email: string; emailVerified: boolean; mobile: string; mobileVerified: boolean }, channel: VerificationChannel): string | null {
  if (channel === 'EMAIL') return patron.emailVerified && patron.email ? patron.email : null
  return patron.mobileVerified && patron.mobile ? patron.mobile : null
}

/**
 * The patron a ticket names, if it was signed by this server for this tenant, has reached `stage` and the
 * password has not changed since. Anything else reads as CODE_INVALID ("wrong or expired"): to the patron an
 * expired step is an expired code, and the page starts over.
 */
async function ticketPatron(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret'>, value: string, stage: ResetStage) {
  const tenant = await resetTenant(ctx)
  const ticket = readResetTicket(ctx.jwtSecret, value)
  if (!ticket || ticket.tenantId !== tenant.id || (stage === 'verified' && ticket.stage !== 'verified')) throw new AppError('CODE_INVALID')
  const patron = await ctx.data.patron.findFirst({ where: { id: ticket.patronId, deletedAt: null }, select: PATRON_FIELDS })
  if (!patron || passwordFingerprint(patron.passwordHash) !== ticket.passwordFingerprint) throw new AppError('CODE_INVALID')
  return { tenant, patron, ticket }
}

/** `GET /find/getPassword/checkImgCode`: an image captcha of its own purpose (a login captcha cannot be reused). */
export async function resetCaptcha(ctx: Pick<TenantContext, 'data' | 'tenant' | 'security'>) {
  await resetTenant(ctx)
  return issueCaptcha(ctx, 'reset')
}

/**
 * `POST /find/getPassword/checkUser`: the account (user name or reader number) behind a solved captcha. Answers
 * the masked contacts, which of them are verified, and a ticket for the next steps. An unknown account answers
 * exactly as an account without a verified contact (CONTACT_NOT_VERIFIED, after the same one query), so a
 * solved captcha tells nothing about which accounts exist: neither can reset here, and both are told to ask
 * the library.
 */
export async function checkResetUser(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret'>, input: { username: string; verifyCode: string; codeKey: string }) {
  const tenant = await resetTenant(ctx)
  await consumeCaptcha(ctx, { codeKey: input.codeKey, answer: input.verifyCode, purpose: 'reset' })
  const username = input.username.trim()
  // An empty account names nobody (and must not match an empty primaryId); saying so tells nothing.
  if (!username) throw new AppError('CONTACT_NOT_VERIFIED')
  const patron = await ctx.data.patron.findFirst({
    where: { deletedAt: null, OR: [{ username }, { primaryId: username }] },
    orderBy: { id: 'asc' },
    select: PATRON_FIELDS,
  })
  const email = patron && verifiedTarget(patron, 'EMAIL')
  const mobile = patron && verifiedTarget(patron, 'SMS')
  if (!patron || (!email && !mobile)) throw new AppError('CONTACT_NOT_VERIFIED')
  return {
    resetTicket: signResetTicket(ctx.jwtSecret, { tenantId: tenant.id, patronId: patron.id, stage: 'identified', channel: null, passwordFingerprint: passwordFingerprint(patron.passwordHash) }),
    mail: email ? maskEmail(email) : '',
    phone: mobile ? maskMobile(mobile) : '',
    emailCheckFlag: email ? ('1' as const) : ('0' as const),
    mobileCheckFlag: mobile ? ('1' as const) : ('0' as const),
  }
}

/** `sendMailCode` / `sendPhonenumber`: a reset code to the patron's verified address or number (never one the caller names). */
export async function sendResetCode(ctx: CodeSendingContext & Pick<TenantContext, 'tenant'>, input: { resetTicket: string; channel: VerificationChannel }) {
  const { tenant, patron } = await ticketPatron(ctx, input.resetTicket, 'identified')
  const target = verifiedTarget(patron, input.channel)
  if (!target) throw new AppError('CONTACT_NOT_VERIFIED')
  return sendVerificationCode(ctx, tenant, { patronId: patron.id, name: patron.name, channel: input.channel, purpose: 'RESET_PASSWORD', reason: 'reset', target })
}

/** `findCodeTimes` / `findMailCodeTimes`: codes sent on the channel in the last 24 hours, the limit and what remains. */
export async function resetCodeTimes(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret'>, input: { resetTicket: string; channel: VerificationChannel }) {
  const { patron } = await ticketPatron(ctx, input.resetTicket, 'identified')
  return codeAllowance(ctx.data, { patronId: patron.id, channel: input.channel })
}

/** `checkMailCode` / `checkPhonenumber`: the code is right; answers the ticket that may set the password. */
export async function checkResetCode(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret'>, input: { resetTicket: string; channel: VerificationChannel; code: string }) {
  const { tenant, patron } = await ticketPatron(ctx, input.resetTicket, 'identified')
  const target = verifiedTarget(patron, input.channel)
  if (!target) throw new AppError('CODE_INVALID')
  await consumeCode(ctx, { patronId: patron.id, channel: input.channel, purpose: 'RESET_PASSWORD', target, code: input.code })
  return {
    resetTicket: signResetTicket(ctx.jwtSecret, { tenantId: tenant.id, patronId: patron.id, stage: 'verified', channel: input.channel, passwordFingerprint: passwordFingerprint(patron.passwordHash) }),
  }
}

/**
 * `updateUserPassword`: sets the new password (the tenant's rules, typed twice alike, not the old one) and
 * ends every session of the patron, the caller's included: whoever held the account before the reset is out.
 */
export async function resetPassword(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret' | 'security' | 'actor'>, input: { resetTicket: string; newPassword: string; confirmPassword: string }) {
  const { tenant, patron } = await ticketPatron(ctx, input.resetTicket, 'verified')
  const key = ctx.security.passwordTransportKey
  await setPatronPassword(ctx, {
    tenant,
    patronId: patron.id,
    newPassword: decodeTransportedPassword(input.newPassword, key),
    confirmPassword: decodeTransportedPassword(input.confirmPassword, key),
  })
  await ctx.data.session.updateMany({ where: { patronId: patron.id, revokedAt: null }, data: { revokedAt: new Date() } })
  return { username: patron.username }
}
