import argon2 from 'argon2'
import { randomBytes } from 'node:crypto'
import { parseStoredFindConfig, passwordProblem, PASSWORD_MAX_LENGTH } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { otherLiveSessions } from './patron-session.ts'

/** Every patron password hash is argon2id (architecture.md §8); the type is named so a library default cannot change it. */
export function hashPatronPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

/** Verifying against this keeps "no such patron" as slow as "wrong password"; made on first use. */
let equaliserHash: Promise<string> | null = null
const timingEqualiser = () => (equaliserHash ??= hashPatronPassword('timing-equaliser-' + randomBytes(8).toString('hex')))

/**
 * Whether `password` matches a stored hash; always one argon2 verify, so the answer's timing tells nothing.
 * No patron (null) or a stored value that is no argon2 hash (the generated demo readers' '!disabled-demo-account',
 * on which argon2 would throw at once) never matches: the equaliser hash is verified instead.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  const usable = storedHash !== null && storedHash.startsWith('$argon2')
  try {
    const valid = await argon2.verify(usable ? storedHash : await timingEqualiser(), password)
    return usable && valid
  } catch {
    return false
  }
}

/**
 * Sets a new password for a patron of the tenant: the new one must be typed twice alike, follow the tenant's
 * rules (spec §5, the same function the web form uses) and differ from the current one. `newPassword` and
 * `confirmPassword` are the text as typed: callers decode transported values with decodeTransportedPassword first.
 * The patron's other sessions are revoked (a changed password should shut out whoever knew the old one); the
 * caller's own session, when it is this patron's, stays open. Throws AppError codes, never writes on a refusal.
 */
export async function setPatronPassword(
  ctx: Pick<TenantContext, 'data' | 'actor'>,
  input: { tenant: Pick<Tenant, 'config'>; patronId: number; newPassword: string; confirmPassword?: string },
): Promise<void> {
  const patron = await ctx.data.patron.findFirst({
    where: { id: input.patronId, deletedAt: null },
    select: { id: true, username: true, primaryId: true, passwordHash: true },
  })
  if (!patron) throw new AppError('NOT_FOUND')
  if (!input.newPassword) throw new AppError('VALIDATION_FAILED', { field: 'newPassword', issues: [{ path: 'newPassword', reason: 'TEXT_EMPTY' }] })
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) throw new AppError('PASSWORD_MISMATCH')
  const config = parseStoredFindConfig(input.tenant.config)
  const problem = passwordProblem(
    input.newPassword,
    { isPasswordProtect: config.isPasswordProtect, passwordCheck: config.passwordCheck },
    { username: patron.username, primaryId: patron.primaryId },
  )
  if (problem === 'PASSWORD_TOO_LONG') throw new AppError(problem, { params: { max: PASSWORD_MAX_LENGTH } })
  if (problem === 'VALIDATION_FAILED') throw new AppError(problem, { field: 'newPassword', issues: [{ path: 'newPassword', reason: 'TEXT_EMPTY' }] })
  if (problem) throw new AppError(problem)
  if (await passwordMatches(patron.passwordHash, input.newPassword)) throw new AppError('PASSWORD_SAME_AS_OLD')

  const passwordHash = await hashPatronPassword(input.newPassword)
  const now = new Date()
  await ctx.data.$transaction(async (tx) => {
    await tx.patron.update({
      where: { id: patron.id },
      data: { passwordHash, initialPassword: false, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null },
    })
    await tx.session.updateMany({ where: otherLiveSessions(ctx, patron.id), data: { revokedAt: now } })
  })
}
