import { createHash, randomBytes } from 'node:crypto'
import svgCaptcha from 'svg-captcha'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'

/** A captcha answers once, within 5 minutes (issue 6). */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000

const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

export type CaptchaPurpose = 'login' | 'reset' | 'bind'

/** The module itself draws a given text; its typings only declare `create`, which draws a random one. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex')

/**
 * `GET /oga/verifycode/img`: a new image captcha as a data URL (`verifyCode`) and its one-time key (`codeKey`).
 * Only a hash of the answer is stored. With CAPTCHA_FIXED_CODE (test suites) the image shows that code.
 */
export async function issueCaptcha(ctx: RequestContext, purpose: CaptchaPurpose = 'login') {
  const tenant = await ctx.tenantOrNull()
  const fixed = ctx.security.captchaFixedCode
  const captcha = fixed
    ? { text: fixed, data: drawText(fixed, { width: 120, height: 40, noise: 2 }) }
    : svgCaptcha.create({ size: 4, noise: 2, width: 120, height: 40, ignoreChars: '0oO1ilI' })
  const codeKey = randomBytes(18).toString('base64url')
  const now = Date.now()
  await ctx.db.captcha.create({
    data: { codeKey, tenantId: tenant?.id ?? null, answerHash: hashAnswer(captcha.text), purpose, expiresAt: new Date(now + CAPTCHA_LIFETIME_MS) },
  })
  // Old rows are swept here rather than by a job (a captcha is only ever read once, soon after it was made), but at
  // most once a minute per process: a sweep on every image made each of a flood's requests cost one more write.
  if (now - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now
    await ctx.db.captcha.deleteMany({ where: { expiresAt: { lt: new Date(now - 60 * 60_000) } } })
  }
  return { verifyCode: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, codeKey }
}

/**
 * Uses up a captcha: whatever the answer, the key cannot be tried again (a wrong guess needs a new image).
 * Throws CAPTCHA_REQUIRED for an empty answer and CAPTCHA_INVALID for a wrong, expired, used or unknown one.
 */
export async function consumeCaptcha(ctx: RequestContext, input: { codeKey: string | undefined | null; answer: string | undefined | null; purpose?: CaptchaPurpose }): Promise<void> {
  const answer = input.answer?.trim() ?? ''
  if (!answer) throw new AppError('CAPTCHA_REQUIRED')
  const codeKey = input.codeKey?.trim() ?? ''
  if (!codeKey || codeKey.length > 64) throw new AppError('CAPTCHA_INVALID')
  const now = new Date()
  // One atomic claim: of two requests racing with the same key, only one sees count 1.
  const claimed = await ctx.db.captcha.updateMany({
    where: { codeKey, usedAt: null, expiresAt: { gt: now }, purpose: input.purpose ?? 'login' },
    data: { usedAt: now },
  })
  if (claimed.count !== 1) throw new AppError('CAPTCHA_INVALID')
  const row = await ctx.db.captcha.findUnique({ where: { codeKey }, select: { answerHash: true, tenantId: true } })
  const tenant = await ctx.tenantOrNull()
  if (!row || row.answerHash !== hashAnswer(answer) || (row.tenantId !== null && row.tenantId !== tenant?.id)) throw new AppError('CAPTCHA_INVALID')
}
