import type { MailMessage, Mailer } from '../../ports/mail.port.ts'
import type { SmsSender } from '../../ports/sms.port.ts'
import { createTestApp, DEFAULT_GROUP, type TestApp } from '../../testing/test-app.ts'
import { hashPatronPassword } from '../identity/index.ts'

// Shared set-up of the account integration tests: a test server whose mail and SMS are captured, and helpers
// for the steps of the reset and binding flows. Test-only (imported by *.int.test.ts files).

export const CAPTCHA = 'TEST'

export type Outbox = { mails: MailMessage[]; texts: { to: string; text: string }[]; failNext: boolean }

export async function createAccountTestApp() {
  const outbox: Outbox = { mails: [], texts: [], failNext: false }
  const refuseOnce = () => {
    if (!outbox.failNext) return
    outbox.failNext = false
    throw new Error('gateway down')
  }
  const mail: Mailer = { send: async (message) => (refuseOnce(), void outbox.mails.push(message)) }
  const sms: SmsSender = { send: async (to, text) => (refuseOnce(), void outbox.texts.push({ to, text })) }
  const t = await createTestApp({ CAPTCHA_FIXED_CODE: CAPTCHA }, { mail, sms })
  return { t, outbox }
}

/** The 6-digit code of the latest message sent to `to`. */
export function latestCode(outbox: Outbox, to: string): string {
  const message = [...outbox.mails.map((m) => ({ to: m.to, text: m.text })), ...outbox.texts].filter((m) => m.to === to).at(-1)
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined
  if (!code) throw new Error(`no code sent to ${to}`)
  return code
}

/** A patron of its own for one test (so tests never share codes, limits or passwords). */
export async function createPatron(t: TestApp, fields: { username: string; email?: string; emailVerified?: boolean; mobile?: string; mobileVerified?: boolean; groupCode?: string }) {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: fields.groupCode ?? DEFAULT_GROUP } })
  return t.db.prisma.patron.create({
    data: {
      tenantId: tenant.id, username: fields.username, primaryId: `P-${fields.username}`, name: `Patron ${fields.username}`,
      passwordHash: await hashPatronPassword('Start@2026'), initialPassword: false,
      email: fields.email ?? '', emailVerified: fields.emailVerified ?? false, mobile: fields.mobile ?? '', mobileVerified: fields.mobileVerified ?? false,
    },
  })
}

/** REST call with the tenant header; GET sends a query string, POST a JSON body, as LibStar clients do. */
export function rest(t: TestApp, method: 'GET' | 'POST', path: string, input: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const request = method === 'GET' ? t.http().get(path).query(input) : t.http().post(path).send(input)
  return request.set({ groupCode: DEFAULT_GROUP, ...headers })
}

/** Captcha + account: the ticket of the reset flow (fails the test when refused). */
export async function identify(t: TestApp, username: string, groupCode = DEFAULT_GROUP) {
  const captcha = await rest(t, 'GET', '/find/getPassword/checkImgCode', {}, { groupCode })
  const res = await rest(t, 'POST', '/find/getPassword/checkUser', { username, verifyCode: CAPTCHA, codeKey: captcha.body.data.codeKey }, { groupCode })
  return res.body as { success: boolean; message: string; errCode: number; data: { resetTicket: string; mail: string; phone: string; emailCheckFlag: string; mobileCheckFlag: string } }
}

/** Moves every code of the patron `ms` into the past (the resend interval and the 24 hours, without waiting). */
export async function ageCodes(t: TestApp, patronId: number, ms: number) {
  const rows = await t.db.prisma.verificationCode.findMany({ where: { patronId } })
  for (const row of rows) await t.db.prisma.verificationCode.update({ where: { id: row.id }, data: { createdAt: new Date(row.createdAt.getTime() - ms) } })
}
