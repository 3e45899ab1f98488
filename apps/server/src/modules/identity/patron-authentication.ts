import type { ErrorCode } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { accountKeyOf, claimPatronAttempt, LoginAttemptGate, patronAttemptFailed, patronAttemptSucceeded } from './login-throttle.ts'
import { passwordMatches } from './patron-password.ts'

/** One gate for every door that checks a patron's password (sign-in, forced change, change while signed in). */
const gate = new LoginAttemptGate()

const patronFields = {
  id: true, username: true, passwordHash: true, status: true, deletedAt: true, lockedUntil: true, initialPassword: true,
  passwordChangedAt: true, createdAt: true, emailVerified: true, mobileVerified: true,
} as const

/**
 * Checks a patron's password behind the throttle: the address and account gate first (cheap, refuses floods
 * before argon2), then the persisted account lock, then exactly one argon2 verify whether or not the account
 * exists. A wrong password, an unknown account and a demo account that cannot sign in all answer `wrongCode`
 * alike. Only after a right password does a closed account say so (ACCOUNT_DISABLED), so its state is not
 * told to guessers. Lost and frozen cards sign in: frozen blocks renewals and recommendations only (spec §4).
 */
export async function authenticatePatron(
  ctx: Pick<TenantContext, 'data' | 'client'>,
  tenant: Pick<Tenant, 'id'>,
  who: { username: string } | { patronId: number },
  password: string,
  wrongCode: Extract<ErrorCode, 'INVALID_CREDENTIALS' | 'WRONG_OLD_PASSWORD'> = 'INVALID_CREDENTIALS',
) {
  // The gate comes before any query: a flood of guesses costs a map lookup each. A signed-in patron changing their
  // password is keyed by id (their user name is not asked); the persisted lock covers both keys.
  const accountKey = accountKeyOf(tenant.id, 'username' in who ? who.username : `#${who.patronId}`)
  gate.admit(accountKey, ctx.client.ip)
  const patron = await ctx.data.patron.findFirst({
    where: 'username' in who ? { username: who.username } : { id: who.patronId },
    select: patronFields,
  })
  const failedCount = patron ? await claimPatronAttempt(ctx, patron) : 0
  const valid = await passwordMatches(patron?.passwordHash ?? null, password)
  if (!patron || !valid) {
    if (patron) await patronAttemptFailed(ctx, patron.id, failedCount)
    throw new AppError(wrongCode)
  }
  gate.succeeded(accountKey, ctx.client.ip)
  await patronAttemptSucceeded(ctx, patron.id)
  if (patron.deletedAt || patron.status === 'LEFT' || patron.status === 'EXPIRED') throw new AppError('ACCOUNT_DISABLED')
  return patron
}

export type AuthenticatedPatron = Awaited<ReturnType<typeof authenticatePatron>>
