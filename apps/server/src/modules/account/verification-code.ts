import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { VerificationChannel, VerificationPurpose } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'

/**
 * The rules of one-time codes sent by e-mail or SMS. "A day" is the last 24 hours rather than the calendar day:
 * no time zone to configure, and nobody gets a fresh allowance by waiting for midnight.
 */
export const CODE_RULES = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  /** The fifth wrong try uses the code up; the patron asks for a new one. */
  maxAttempts: 5,
  resendAfterMs: 60_000,
  /** Codes a patron may be sent per channel (e-mail, SMS) in 24 hours, whatever they were for. */
  dailyLimit: 5,
  dayMs: 24 * 60 * 60_000,
} as const

/** Whose codes: the tenant's id is part of each code's hash (the rows themselves are reached through the tenant's data). */
export type CodeOwner = { tenantId: number; patronId: number; channel: VerificationChannel }

/**
 * Codes are stored as an HMAC keyed with the server secret and bound to tenant and target: a copy of the table
 * alone cannot be turned back into codes by trying all million of them.
 */
function hashCode(secret: string, tenantId: number, target: string, code: string): string {
  return createHmac('sha256', secret).update(`verification:${tenantId}:${target}:${code}`).digest('hex')
}

export const newCode = () => String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0')

/** How many codes the patron was sent on this channel in the last 24 hours, and when the next may go. */
export async function codeAllowance(data: Pick<TenantData, 'verificationCode'>, owner: Omit<CodeOwner, 'tenantId'>, now = new Date()) {
  const recent = await data.verificationCode.findMany({
    where: { patronId: owner.patronId, channel: owner.channel, createdAt: { gt: new Date(now.getTime() - CODE_RULES.dayMs) } },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
  })
  const used = recent.length
  const lastSentMs = recent[0]?.createdAt.getTime()
  const resendInSeconds = lastSentMs === undefined ? 0 : Math.max(0, Math.ceil((lastSentMs + CODE_RULES.resendAfterMs - now.getTime()) / 1000))
  return { used, limit: CODE_RULES.dailyLimit, remaining: Math.max(0, CODE_RULES.dailyLimit - used), resendInSeconds }
}

/**
 * Makes a new code for `target` and records it, after the resend interval (CODE_TOO_SOON) and the daily
 * limit (CODE_DAILY_LIMIT). Older unused codes of the same purpose stop working: only the newest counts.
 * A per-patron advisory lock makes two simultaneous requests queue, so neither limit can be raced.
 * The caller delivers the code and calls `forgetCode` when delivery failed.
 */
export async function issueCode(ctx: Pick<TenantContext, 'data' | 'jwtSecret'>, owner: CodeOwner & { purpose: VerificationPurpose; target: string }) {
  return ctx.data.$transaction(async (tx) => {
    // Locks no row: the key names the tenant, patron and channel whose codes are counted.
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${['verification', owner.tenantId, owner.patronId, owner.channel].join(':')}))`
    const now = new Date()
    const allowance = await codeAllowance(tx, owner, now)
    if (allowance.resendInSeconds > 0) throw new AppError('CODE_TOO_SOON', { params: { seconds: allowance.resendInSeconds } })
    if (allowance.remaining === 0) throw new AppError('CODE_DAILY_LIMIT', { params: { limit: CODE_RULES.dailyLimit } })
    await tx.verificationCode.updateMany({
      where: { patronId: owner.patronId, channel: owner.channel, purpose: owner.purpose, usedAt: null },
      data: { usedAt: now },
    })
    const code = newCode()
    const row = await tx.verificationCode.create({
      data: {
        tenantId: owner.tenantId, patronId: owner.patronId, channel: owner.channel, purpose: owner.purpose, target: owner.target,
        codeHash: hashCode(ctx.jwtSecret, owner.tenantId, owner.target, code), expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeMs),
      },
      select: { id: true, expiresAt: true },
    })
    // Codes expired a day ago are of no use to anyone, not even the daily count: swept here, no job needed.
    await tx.verificationCode.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 2 * CODE_RULES.dayMs) } } })
    return { id: row.id, code, expiresAt: row.expiresAt, remaining: allowance.remaining - 1 }
  })
}

/** A code that never reached the patron must not count against their limits. */
export async function forgetCode(ctx: Pick<TenantContext, 'data'>, id: number): Promise<void> {
  await ctx.data.verificationCode.deleteMany({ where: { id } })
}

/**
 * Checks a code against the patron's newest live code of that purpose (and target, when given) and uses it
 * up. The try is counted before the comparison, so parallel guesses cannot exceed the five tries.
 * Answers the target the code was sent to; throws CODE_INVALID for a wrong, expired, used or burnt code.
 */
export async function consumeCode(
  ctx: Pick<TenantContext, 'data' | 'jwtSecret'>,
  owner: Omit<CodeOwner, 'tenantId'> & { purpose: VerificationPurpose; target?: string; code: string },
): Promise<{ target: string }> {
  const code = owner.code.trim()
  const now = new Date()
  const row = await ctx.data.verificationCode.findFirst({
    where: {
      patronId: owner.patronId, channel: owner.channel, purpose: owner.purpose,
      usedAt: null, expiresAt: { gt: now }, ...(owner.target !== undefined ? { target: owner.target } : {}),
    },
    orderBy: { createdAt: 'desc' },
  })
  if (!row) throw new AppError('CODE_INVALID')
  const counted = await ctx.data.verificationCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: CODE_RULES.maxAttempts } },
    data: { attempts: { increment: 1 } },
  })
  if (counted.count !== 1 || !/^\d{6}$/.test(code)) throw new AppError('CODE_INVALID')
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(hashCode(ctx.jwtSecret, row.tenantId, row.target, code), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('CODE_INVALID')
  const claimed = await ctx.data.verificationCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } })
  if (claimed.count !== 1) throw new AppError('CODE_INVALID')
  return { target: row.target }
}
