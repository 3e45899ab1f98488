import { parseStoredFindConfig, type FindConfig } from '@portal/contracts'
import { translate } from '@portal/i18n'
import type { Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { consumeCaptcha } from './captcha.service.ts'
import { mustBindContact } from '../../kernel/guards.ts'
import { decodeTransportedPassword } from './password-transport.ts'
import { authenticatePatron, type AuthenticatedPatron } from './patron-authentication.ts'
import { openPatronSession, type IssuedSession } from './patron-session.ts'

/** TenantParameter naming how many days a password may go unchanged before sign-in asks for a new one; unset: no limit. */
export const PASSWORD_MAX_AGE_PARAMETER = 'passwordMaxAgeDays'

export type LoginInput = { username?: string; password?: string; verifyCode?: string; codeKey?: string }

/** What checking a password and opening a session read of the call: the tenant's data, the caller, the keys. */
export type PasswordSignInContext = Pick<TenantContext, 'data' | 'tenant' | 'locale' | 'client' | 'security' | 'jwtSecret'>

/**
 * ok: a session was opened. mustChangePassword (initial password) and passwordExpired (unchanged too long) open
 * none: the patron changes the password through forceModify first (spec §4).
 */
export type PasswordSignIn = { status: 'ok'; session: IssuedSession; mustBindContact: boolean } | PasswordStateRefusal

/** A right password that may not be used yet: the initial one, or one unchanged for too long. */
export type PasswordStateRefusal = { status: 'mustChangePassword'; message: string } | { status: 'passwordExpired'; message: string }

export function requiredText(value: string | undefined, field: string): string {
  const text = value ?? ''
  if (!text.trim()) throw new AppError('VALIDATION_FAILED', { field, issues: [{ path: field, reason: 'TEXT_EMPTY' }] })
  return text
}

/** The tenant whose patrons may sign in with a password here (findConfig.normalLogin '1'), with its config. */
export async function localLoginTenant(ctx: Pick<TenantContext, 'tenant'>): Promise<{ tenant: Tenant; config: FindConfig }> {
  const tenant = await ctx.tenant()
  const config = parseStoredFindConfig(tenant.config)
  if (config.normalLogin !== '1') throw new AppError('LOGIN_METHOD_DISABLED')
  return { tenant, config }
}

/**
 * `POST /oga/login` and identity.signIn: captcha first (used up whatever follows), then the throttled password
 * check, then the password's own state (initial or too old) before any session is opened.
 */
export async function signInWithPassword(ctx: PasswordSignInContext, input: LoginInput): Promise<PasswordSignIn> {
  await consumeCaptcha(ctx, { codeKey: input.codeKey, answer: input.verifyCode, purpose: 'login' })
  const username = requiredText(input.username, 'username').trim()
  const password = decodeTransportedPassword(requiredText(input.password, 'password'), ctx.security.passwordTransportKey)
  const { tenant } = await localLoginTenant(ctx)
  const patron = await authenticatePatron(ctx, tenant, { username }, password)
  return signInAfterPassword(ctx, tenant, patron)
}

/**
 * Every door that took a right password and would open a session (sign-in, the bind-uid form) ends here: an
 * initial or too old password opens none and answers the refusal, before `beforeSession` (a binding) writes
 * anything; otherwise `beforeSession`, then the session.
 */
export async function signInAfterPassword(
  ctx: Pick<TenantContext, 'data' | 'locale' | 'client' | 'jwtSecret'>,
  tenant: Tenant,
  patron: AuthenticatedPatron,
  beforeSession?: () => Promise<void>,
): Promise<PasswordSignIn> {
  const refusal = await passwordStateRefusal(ctx, patron)
  if (refusal) return refusal
  await beforeSession?.()
  // The session's createdAt is the patron's last sign-in (Patron has no field of its own for it).
  const session = await openPatronSession(ctx, tenant, patron.id)
  return { status: 'ok', session, mustBindContact: mustBindContact(tenant, patron) }
}

/** Whether a right password may be used (null) or must be changed first, as /oga/login answers it. */
export async function passwordStateRefusal(ctx: Pick<TenantContext, 'data' | 'locale'>, patron: AuthenticatedPatron): Promise<PasswordStateRefusal | null> {
  if (patron.initialPassword) return { status: 'mustChangePassword', message: translate(ctx.locale, 'errors', 'PASSWORD_CHANGE_REQUIRED') }
  if (await passwordTooOld(ctx, patron)) return { status: 'passwordExpired', message: translate(ctx.locale, 'errors', 'PASSWORD_EXPIRED') }
  return null
}

async function passwordTooOld(ctx: Pick<TenantContext, 'data'>, patron: AuthenticatedPatron): Promise<boolean> {
  const row = await ctx.data.tenantParameter.findFirst({ where: { paraCode: PASSWORD_MAX_AGE_PARAMETER } })
  const days = Number(row?.paraValue ?? '')
  if (!row || !Number.isFinite(days) || days <= 0) return false
  const since = patron.passwordChangedAt ?? patron.createdAt
  return Date.now() - since.getTime() > days * 24 * 60 * 60_000
}

/**
 * The AES key the web app encrypts passwords with before they travel (spec §5), hex. Public by nature: it only
 * keeps LibStar's form compatible, TLS protects the password.
 */
export async function passwordTransportKey(ctx: Pick<TenantContext, 'security'>): Promise<{ keyHex: string }> {
  return { keyHex: ctx.security.passwordTransportKey.toString('hex') }
}
