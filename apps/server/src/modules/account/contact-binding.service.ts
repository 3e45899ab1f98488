import { translate } from '@portal/i18n'
import type { Tenant, VerificationChannel } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { maskEmail, maskMobile, normalizeContact } from './contact-format.ts'
import { sendVerificationCode, type MessagePorts } from './code-delivery.ts'
import { codeAllowance, consumeCode } from './verification-code.ts'
import { noticeContactChanged } from './contact-change-notice.ts'
import { authenticatePatron } from '../identity/index.ts'
import { decodeTransportedPassword } from '../identity/index.ts'
import { otherLiveSessions } from '../identity/index.ts'

// A signed-in patron proves an e-mail address or mobile number with a code sent there (/find/userInfo/checkMail,
// sendPhonenumber, checkPhonenumber; forced binding, spec §4, through /find/bindMailAndPhone/updateUserMailAndPhone).
// Their doors admit the patron (also one who must still bind a contact) and hand over `patronId`.

/** What these calls read of a signed-in patron's call. */
type ContactContext = Pick<PatronContext, 'data' | 'mine' | 'patronId' | 'tenant' | 'locale' | 'log' | 'client' | 'security' | 'jwtSecret' | 'actor'> & MessagePorts

/** The contact in stored form, or VALIDATION_FAILED saying which shape was expected. */
function contactOrRefuse(ctx: Pick<PatronContext, 'locale'>, channel: VerificationChannel, value: string): string {
  const target = normalizeContact(channel, value)
  if (target) return target
  const path = channel === 'EMAIL' ? 'mail' : 'phone'
  const message = channel === 'EMAIL' ? translate(ctx.locale, 'account', 'invalidEmail') : translate(ctx.locale, 'account', 'invalidPhone')
  throw new AppError('VALIDATION_FAILED', { field: path, issues: [{ path, message }], params: { detail: message } })
}

/** CONTACT_IN_USE when another patron of the tenant has already verified this address or number. */
async function refuseIfTaken(ctx: Pick<PatronContext, 'data' | 'patronId'>, channel: VerificationChannel, target: string) {
  const where = channel === 'EMAIL' ? { email: target, emailVerified: true } : { mobile: target, mobileVerified: true }
  const other = await ctx.data.patron.findFirst({ where: { deletedAt: null, id: { not: ctx.patronId }, ...where }, select: { id: true } })
  if (other) throw new AppError('CONTACT_IN_USE')
}

/** The patron's contacts as the binding pages show them: masked, with their verified flags. */
async function contactStatus(ctx: Pick<PatronContext, 'mine' | 'patronId'>) {
  const patron = await ctx.mine.patron.findUniqueOrThrow({ where: { id: ctx.patronId }, select: { email: true, emailVerified: true, mobile: true, mobileVerified: true } })
  return {
    mail: patron.email ? maskEmail(patron.email) : '',
    phone: patron.mobile ? maskMobile(patron.mobile) : '',
    emailCheckFlag: patron.emailVerified ? ('1' as const) : ('0' as const),
    mobileCheckFlag: patron.mobileVerified ? ('1' as const) : ('0' as const),
  }
}

/** The patron's name and contacts, for the proof rule and the notice to the old contact. */
const patronContacts = (ctx: Pick<PatronContext, 'mine' | 'patronId'>) =>
  ctx.mine.patron.findUniqueOrThrow({ where: { id: ctx.patronId }, select: { name: true, email: true, emailVerified: true, mobile: true, mobileVerified: true } })
type PatronContacts = Awaited<ReturnType<typeof patronContacts>>

const hasVerifiedContact = (patron: PatronContacts) => patron.emailVerified || patron.mobileVerified

/**
 * Adding or changing a contact while one is verified needs the current password: verified contacts are where
 * password reset sends its codes, so one changed by whoever holds a session (a stolen one, a forged request)
 * would hand over the account. With nothing verified yet (forced binding right after sign-in) no proof is asked.
 * The check runs behind the sign-in throttle, so this door is no password oracle either.
 */
async function requireIdentityProof(ctx: ContactContext, tenant: Tenant, patron: PatronContacts, currentPassword: string | undefined) {
  if (!hasVerifiedContact(patron)) return
  if (!currentPassword) throw new AppError('IDENTITY_PROOF_REQUIRED')
  const password = decodeTransportedPassword(currentPassword, ctx.security.passwordTransportKey)
  await authenticatePatron(ctx, tenant, { patronId: ctx.patronId }, password, 'WRONG_OLD_PASSWORD')
}

/**
 * Sends a code to a new (or not yet verified) address or number of the signed-in patron. The code is counted
 * against the limits before anything is said about the address: whether another patron verified it is told only
 * after a code sent there was confirmed (confirmContact), so the answer here is the same for every address.
 */
export async function sendContactCode(ctx: ContactContext, input: { channel: VerificationChannel; target: string; currentPassword?: string | undefined }) {
  const tenant = await ctx.tenant()
  const target = contactOrRefuse(ctx, input.channel, input.target)
  const patron = await patronContacts(ctx)
  await requireIdentityProof(ctx, tenant, patron, input.currentPassword)
  return sendVerificationCode(ctx, tenant, { patronId: ctx.patronId, name: patron.name, channel: input.channel, purpose: 'BIND_CONTACT', reason: 'bind', target })
}

/**
 * Checks the code sent to `target` (or to the newest address the patron asked about, when a client sends the
 * code alone) and makes that contact the patron's verified one. When a verified contact changes, the patron's
 * other sessions end and the contacts verified before are told. Answers the patron's contact status.
 */
export async function confirmContact(ctx: ContactContext, input: { channel: VerificationChannel; target?: string; code: string }) {
  const { patronId } = ctx
  const tenant = await ctx.tenant()
  const target = input.target ? contactOrRefuse(ctx, input.channel, input.target) : undefined
  const confirmed = await consumeCode(ctx, { patronId, channel: input.channel, purpose: 'BIND_CONTACT', code: input.code, ...(target ? { target } : {}) })
  // Told only now, to whoever proved they receive mail there; another patron may also have verified it meanwhile.
  await refuseIfTaken(ctx, input.channel, confirmed.target)
  const before = await patronContacts(ctx)
  const data = input.channel === 'EMAIL' ? { email: confirmed.target, emailVerified: true } : { mobile: confirmed.target, mobileVerified: true }
  await ctx.mine.$transaction(async (tx) => {
    await tx.patron.updateMany({ data })
    if (hasVerifiedContact(before)) await tx.session.updateMany({ where: otherLiveSessions(ctx, patronId), data: { revokedAt: new Date() } })
  })
  await noticeContactChanged(ctx, tenant, { before, channel: input.channel, newTarget: confirmed.target })
  return contactStatus(ctx)
}

/** `findCodeTimes` / `findMailCodeTimes` of the signed-in patron: codes sent in the last 24 hours and what remains. */
export async function contactCodeTimes(ctx: Pick<PatronContext, 'data' | 'patronId'>, input: { channel: VerificationChannel }) {
  return codeAllowance(ctx.data, { patronId: ctx.patronId, channel: input.channel })
}

/** The signed-in patron's contacts (masked) and whether each is verified. */
export async function myContactStatus(ctx: Pick<PatronContext, 'mine' | 'patronId'>) {
  return contactStatus(ctx)
}
