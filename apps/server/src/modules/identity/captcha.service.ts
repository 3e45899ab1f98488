import { createHash, randomBytes } from 'node:crypto'
import svgCaptcha from 'svg-captcha'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

/** A captcha answers once, within 5 minutes (issue 6). */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000

const SWEEP_EVERY_MS = 60_000
/** When this process last swept each tenant's old captchas. */
const lastSweep = new Map<number, number>()

export type CaptchaPurpose = 'login' | 'reset' | 'bind'

/** The module itself draws a given text; its typings only declare `create`, which draws a random one. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex')

/**
 * `GET /oga/verifycode/img`: a new image captcha as a data URL (`verifyCode`) and its one-time key (`codeKey`),
 * for the request's tenant (its doors require one). Only a hash of the answer is stored. With CAPTCHA_FIXED_CODE
 * (test suites) the image shows that code.
 */
export async function issueCaptcha(ctx: Pick<TenantContext, 'data' | 'tenant' | 'security'>, purpose: CaptchaPurpose = 'login') {
  const tenant = await ctx.tenant()
  const fixed = ctx.security.captchaFixedCode
  const captcha = fixed
    ? { text: fixed, data: drawText(fixed, { width: 120, height: 40, noise: 2 }) }
    : svgCaptcha.create({ size: 4, noise: 2, width: 120, height: 40, ignoreChars: '0oO1ilI' })
  const codeKey = randomBytes(18).toString('base64url')
  const now = Date.now()
  await ctx.data.captcha.create({
    data: { codeKey, tenantId: tenant.id, answerHash: hashAnswer(captcha.text), purpose, expiresAt: new Date(now + CAPTCHA_LIFETIME_MS) },
  })
  // Old rows are swept here rather than by a job (a captcha is only ever read once, soon after it was made), but at
  // most once a minute per tenant and process: a sweep on every image made each of a flood's requests cost one more write.
  if (now - (lastSweep.get(tenant.id) ?? 0) > SWEEP_EVERY_MS) {
    lastSweep.set(tenant.id, now)
    await ctx.data.captcha.deleteMany({ where: { expiresAt: { lt: new Date(now - 60 * 60_000) } } })
  }
  return { verifyCode: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, codeKey }
}

/**
 * Uses up a captcha of the call's tenant: whatever the answer, the key cannot be tried again (a wrong guess needs a
 * new image). Throws CAPTCHA_REQUIRED for an empty answer and CAPTCHA_INVALID for a wrong, expired, used or unknown
 * one, and for another tenant's (which its tenant-bound data does not reach).
 */
export async function consumeCaptcha(ctx: Pick<TenantContext, 'data'>, input: { codeKey: string | undefined | null; answer: string | undefined | null; purpose?: CaptchaPurpose }): Promise<void> {
  const answer = input.answer?.trim() ?? ''
  if (!answer) throw new AppError('CAPTCHA_REQUIRED')
  const codeKey = input.codeKey?.trim() ?? ''
  if (!codeKey || codeKey.length > 64) throw new AppError('CAPTCHA_INVALID')
  const now = new Date()
  // One atomic claim: of two requests racing with the same key, only one sees count 1.
  const claimed = await ctx.data.captcha.updateMany({
    where: { codeKey, usedAt: null, expiresAt: { gt: now }, purpose: input.purpose ?? 'login' },
    data: { usedAt: now },
  })
  if (claimed.count !== 1) throw new AppError('CAPTCHA_INVALID')
  const row = await ctx.data.captcha.findUnique({ where: { codeKey }, select: { answerHash: true } })
  if (!row || row.answerHash !== hashAnswer(answer)) throw new AppError('CAPTCHA_INVALID')
}
