import argon2 from 'argon2'
import { randomBytes } from 'node:crypto'
import type { StaffContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { signToken, TOKEN_LIFETIME_SECONDS } from '../../kernel/tokens.ts'
import { AttemptLimiter } from '../../kernel/attempt-limiter.ts'

/** Per account and per address, as architecture.md §8 asks: 5 and 20 failures in 15 minutes. */
const byAccount = new AttemptLimiter(5, 15 * 60_000)
const byAddress = new AttemptLimiter(20, 15 * 60_000)

/** Verifying against this keeps the time of "no such user" equal to "wrong password"; made on first use. */
let dummyHash: Promise<string> | null = null
const timingEqualiser = () => (dummyHash ??= argon2.hash('timing-equaliser-' + randomBytes(8).toString('hex')))

/**
 * Staff sign in with their own accounts, never through /oga/login. The token is a normal portal JWT
 * with `typ: "staff"`, backed by a server-side session so logout revokes it.
 */
export async function staffLogin(ctx: Pick<TenantContext, 'client' | 'data' | 'jwtSecret' | 'tenant'>, input: { username: string; password: string }) {
  const tenant = await ctx.tenant()
  const accountKey = `${tenant.id}:${input.username.toLowerCase()}`
  const minutes = Math.max(byAccount.lockedForMinutes(accountKey), byAddress.lockedForMinutes(ctx.client.ip))
  if (minutes > 0) throw new AppError('ACCOUNT_LOCKED', { params: { minutes } })
  // Counted before the slow check, so parallel guesses cannot all pass the limit; forgiven on success.
  byAccount.recordFailure(accountKey)
  byAddress.recordFailure(ctx.client.ip)
  const staff = await ctx.data.staffUser.findFirst({ where: { username: input.username, active: true } })
  const valid = await argon2.verify(staff?.passwordHash ?? (await timingEqualiser()), input.password)
  if (!staff || !valid) throw new AppError('INVALID_CREDENTIALS')
  byAccount.reset(accountKey)
  byAddress.forgive(ctx.client.ip)
  const { token, claims } = signToken(ctx.jwtSecret, { sub: String(staff.id), groupCode: tenant.groupCode, mappingPath: tenant.mappingPath, typ: 'staff' })
  const expiresAt = new Date(claims.exp * 1000)
  await ctx.data.$transaction([
    ctx.data.session.create({
      data: {
        id: randomBytes(24).toString('base64url'),
        tenantId: tenant.id,
        staffId: staff.id,
        jwtId: claims.jti,
        mappingPath: tenant.mappingPath,
        userAgent: ctx.client.userAgent.slice(0, 300),
        ipAddress: ctx.client.ip.slice(0, 64),
        expiresAt,
      },
    }),
    ctx.data.staffUser.update({ where: { id: staff.id }, data: { lastLoginAt: new Date() } }),
  ])
  return {
    token,
    tokenType: 'Bearer' as const,
    expiresIn: TOKEN_LIFETIME_SECONDS,
    expiresAt: expiresAt.toISOString(),
    staff: { id: staff.id, username: staff.username, displayName: staff.displayName, role: staff.role, groupCode: tenant.groupCode },
  }
}

export async function staffLogout(ctx: Pick<StaffContext, 'actor' | 'data'>) {
  if (ctx.actor.kind !== 'staff') throw new AppError('UNAUTHENTICATED')
  await ctx.data.session.updateMany({ where: { jwtId: ctx.actor.tokenId, revokedAt: null }, data: { revokedAt: new Date() } })
  return { loggedOut: true }
}
