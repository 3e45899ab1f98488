import { translate } from '@portal/i18n'
import type { VerificationChannel } from '@portal/db'
import type { RequestContext } from '../shared/request-context.ts'
import { AppError } from '../shared/app-error.ts'
import { requirePatron } from '../identity/guards.ts'
import { maskEmail, maskMobile, normalizeContact } from './contact-format.ts'
import { sendVerificationCode } from './code-delivery.ts'
import { codeAllowance, consumeCode } from './verification-code.ts'

// A signed-in patron proves an e-mail address or mobile number with a code sent there (/find/userInfo/checkMail,
// sendPhonenumber, checkPhonenumber; forced binding, spec §4, through /find/bindMailAndPhone/updateUserMailAndPhone).

/** The contact in stored form, or VALIDATION_FAILED saying which shape was expected. */
function contactOrRefuse(ctx: RequestContext, channel: VerificationChannel, value: string): string {
  const target = normalizeContact(channel, value)
  if (target) return target
  const path = channel === 'EMAIL' ? 'mail' : 'phone'
  const message = channel === 'EMAIL' ? translate(ctx.locale, 'account', 'invalidEmail') : translate(ctx.locale, 'account', 'invalidPhone')
  throw new AppError('VALIDATION_FAILED', { field: path, issues: [{ path, message }], params: { detail: message } })
}

/** CONTACT_IN_USE when another patron of the tenant has already verified this address or number. */
async function refuseIfTaken(ctx: RequestContext, tenantId: number, patronId: number, channel: VerificationChannel, target: string) {
  const where = channel === 'EMAIL' ? { email: target, emailVerified: true } : { mobile: target, mobileVerified: true }
  const other = await ctx.db.patron.findFirst({ where: { tenantId, deletedAt: null, id: { not: patronId }, ...where }, select: { id: true } })
  if (other) throw new AppError('CONTACT_IN_USE')
}

/** The patron's contacts as the binding pages show them: masked, with their verified flags. */
async function contactStatus(ctx: RequestContext, patronId: number) {
  const patron = await ctx.db.patron.findUniqueOrThrow({ where: { id: patronId }, select: { email: true, emailVerified: true, mobile: true, mobileVerified: true } })
  return {
    mail: patron.email ? maskEmail(patron.email) : '',
    phone: patron.mobile ? maskMobile(patron.mobile) : '',
    emailCheckFlag: patron.emailVerified ? ('1' as const) : ('0' as const),
    mobileCheckFlag: patron.mobileVerified ? ('1' as const) : ('0' as const),
  }
}

/** Sends a code to a new (or not yet verified) address or number of the signed-in patron. */
export async function sendContactCode(ctx: RequestContext, input: { channel: VerificationChannel; target: string }) {
  const { patronId, tenant } = await requirePatron(ctx)
  const target = contactOrRefuse(ctx, input.channel, input.target)
  await refuseIfTaken(ctx, tenant.id, patronId, input.channel, target)
  const patron = await ctx.db.patron.findUniqueOrThrow({ where: { id: patronId }, select: { name: true } })
  return sendVerificationCode(ctx, tenant, { patronId, name: patron.name, channel: input.channel, purpose: 'BIND_CONTACT', reason: 'bind', target })
}

/**
 * Checks the code sent to `target` (or to the newest address the patron asked about, when a client sends the
 * code alone) and makes that contact the patron's verified one. Answers the patron's contact status.
 */
export async function confirmContact(ctx: RequestContext, input: { channel: VerificationChannel; target?: string; code: string }) {
  const { patronId, tenant } = await requirePatron(ctx)
  const target = input.target ? contactOrRefuse(ctx, input.channel, input.target) : undefined
  const confirmed = await consumeCode(ctx, { tenantId: tenant.id, patronId, channel: input.channel, purpose: 'BIND_CONTACT', code: input.code, ...(target ? { target } : {}) })
  // Checked again: another patron may have verified the same contact while this code was on its way.
  await refuseIfTaken(ctx, tenant.id, patronId, input.channel, confirmed.target)
  const data = input.channel === 'EMAIL' ? { email: confirmed.target, emailVerified: true } : { mobile: confirmed.target, mobileVerified: true }
  await ctx.db.patron.updateMany({ where: { id: patronId, tenantId: tenant.id }, data })
  return contactStatus(ctx, patronId)
}

/** `findCodeTimes` / `findMailCodeTimes` of the signed-in patron: codes sent in the last 24 hours and what remains. */
export async function contactCodeTimes(ctx: RequestContext, input: { channel: VerificationChannel }) {
  const { patronId, tenant } = await requirePatron(ctx)
  return codeAllowance(ctx.db, { tenantId: tenant.id, patronId, channel: input.channel })
}

/** The signed-in patron's contacts (masked) and whether each is verified. */
export async function myContactStatus(ctx: RequestContext) {
  const { patronId } = await requirePatron(ctx)
  return contactStatus(ctx, patronId)
}
