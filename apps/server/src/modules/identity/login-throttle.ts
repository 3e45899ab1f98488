import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { AttemptLimiter } from '../../kernel/attempt-limiter.ts'

/** Failed password checks one account may have before it is locked (architecture.md §8: per account). */
export const ACCOUNT_MAX_FAILURES = 5
/**
 * Failed password checks one address may have in the window. Higher than per account: a campus often reaches
 * the portal through one NAT address, and one patron's typos must not lock the whole campus out.
 */
export const ADDRESS_MAX_FAILURES = 30
export const LOGIN_LOCK_WINDOW_MS = 15 * 60_000

const locked = (minutes: number) => new AppError('ACCOUNT_LOCKED', { params: { minutes } })

/**
 * The in-memory half of the throttle: per account (tenant and user name, also names that do not exist, so a
 * lock tells nothing about existence) and per client address. Checked before anything slow, so a flood of
 * guesses from one address costs a map lookup each, not an argon2 verify.
 */
export class LoginAttemptGate {
  constructor(
    private readonly byAccount = new AttemptLimiter(ACCOUNT_MAX_FAILURES, LOGIN_LOCK_WINDOW_MS),
    private readonly byAddress = new AttemptLimiter(ADDRESS_MAX_FAILURES, LOGIN_LOCK_WINDOW_MS),
  ) {}

  /**
   * Refuses with ACCOUNT_LOCKED when the account or the address is locked; otherwise counts the attempt as failed
   * before it is checked, so parallel guesses cannot all slip under the limit (`succeeded` takes it back).
   */
  admit(accountKey: string, address: string): void {
    const minutes = Math.max(this.byAccount.lockedForMinutes(accountKey), this.byAddress.lockedForMinutes(address))
    if (minutes > 0) throw locked(minutes)
    this.byAccount.recordFailure(accountKey)
    this.byAddress.recordFailure(address)
  }

  /** A right password clears the account and takes back this attempt of the address (others' typos stay counted). */
  succeeded(accountKey: string, address: string): void {
    this.byAccount.reset(accountKey)
    this.byAddress.forgive(address)
  }
}

export const accountKeyOf = (tenantId: number, username: string) => `${tenantId}:${username.trim().toLowerCase()}`

/**
 * The persisted half, on Patron.failedLoginCount / lockedUntil, so a lock survives a restart and holds across
 * server processes. The count is of failures since the last success; an expired lock starts it afresh.
 * Claims an attempt before the password is checked (an atomic increment), refusing a locked account, and
 * answers the count including this attempt.
 */
export async function claimPatronAttempt(ctx: Pick<TenantContext, 'data'>, patron: { id: number; lockedUntil: Date | null }): Promise<number> {
  const now = new Date()
  if (patron.lockedUntil && patron.lockedUntil > now) throw locked(minutesUntil(patron.lockedUntil, now))
  if (patron.lockedUntil) await ctx.data.patron.updateMany({ where: { id: patron.id, lockedUntil: patron.lockedUntil }, data: { failedLoginCount: 0, lockedUntil: null } })
  const claimed = await ctx.data.patron.update({ where: { id: patron.id }, data: { failedLoginCount: { increment: 1 } }, select: { failedLoginCount: true, lockedUntil: true } })
  // Locked by a parallel attempt meanwhile, or already past the limit: refused without checking the password.
  if (claimed.lockedUntil && claimed.lockedUntil > now) throw locked(minutesUntil(claimed.lockedUntil, now))
  if (claimed.failedLoginCount > ACCOUNT_MAX_FAILURES) {
    const until = await lockPatron(ctx, patron.id)
    throw locked(minutesUntil(until, now))
  }
  return claimed.failedLoginCount
}

/** After a wrong password: the attempt that reaches the limit locks the account for the window. */
export async function patronAttemptFailed(ctx: Pick<TenantContext, 'data'>, patronId: number, failedCount: number): Promise<void> {
  if (failedCount >= ACCOUNT_MAX_FAILURES) await lockPatron(ctx, patronId)
}

/** After a right password: the count starts again. */
export async function patronAttemptSucceeded(ctx: Pick<TenantContext, 'data'>, patronId: number): Promise<void> {
  await ctx.data.patron.update({ where: { id: patronId }, data: { failedLoginCount: 0, lockedUntil: null } })
}

async function lockPatron(ctx: Pick<TenantContext, 'data'>, patronId: number): Promise<Date> {
  const until = new Date(Date.now() + LOGIN_LOCK_WINDOW_MS)
  await ctx.data.patron.update({ where: { id: patronId }, data: { lockedUntil: until, failedLoginCount: 0 } })
  return until
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
}
