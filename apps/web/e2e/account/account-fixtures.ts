import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
// Test set-up only: patrons of their own in the e2e server's database (so the tests never fight over the demo
// patrons' passwords or contacts), hashed and signed exactly as the server does.
import { hashPatronPassword } from '../../../server/src/modules/identity/patron-password.ts'
import { signToken } from '../../../server/src/kernel/tokens.ts'
import { test as base } from '../fixtures/signed-in.ts'
import { E2E_CAPTCHA, STAND_IN_PORTS } from '../support/stand-in-ports.ts'

export const START_PASSWORD = 'Start@2026'
const DEFAULT_GROUP_CODE = '900001'
const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789'

export type TestPatron = { id: number; username: string; email: string }
type PatronSpec = { emailVerified: boolean }

export const test = base.extend<{ makePatron: (spec: PatronSpec) => Promise<TestPatron>; signInAs: (patron: TestPatron) => Promise<void> }>({
  makePatron: async ({ database }, use) => {
    const made: number[] = []
    await use(async ({ emailVerified }) => {
      const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP_CODE } })
      const tag = randomBytes(5).toString('hex')
      const username = `e2e-${tag}`
      const email = `${username}@mail.example`
      const patron = await database.patron.create({
        data: {
          tenantId: tenant.id, username, primaryId: `E2E${tag}`, name: `E2E ${tag}`, passwordHash: await hashPatronPassword(START_PASSWORD),
          initialPassword: false, firstLoginDone: true, email: emailVerified ? email : '', emailVerified,
        },
      })
      made.push(patron.id)
      return { id: patron.id, username, email }
    })
    if (made.length) await database.patron.deleteMany({ where: { id: { in: made } } })
  },

  signInAs: async ({ database, page }, use) => {
    await use(async (patron) => {
      const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP_CODE } })
      const { token, claims } = signToken(process.env.JWT_SECRET ?? DEV_JWT_SECRET, { sub: String(patron.id), groupCode: tenant.groupCode, mappingPath: tenant.mappingPath, typ: 'patron' })
      await database.session.create({
        data: { id: randomBytes(24).toString('base64url'), tenantId: tenant.id, patronId: patron.id, jwtId: claims.jti, mappingPath: tenant.mappingPath, userAgent: 'playwright e2e', expiresAt: new Date(claims.exp * 1000) },
      })
      // As a sign-in stores it (lib/auth-token.ts); the session goes with the patron at the end of the test.
      await page.addInitScript((value) => {
        window.sessionStorage.setItem('jwt', value)
        window.sessionStorage.setItem('jwtHeader', 'jwtOpacAuth')
      }, token)
    })
  },
})

/** The 6-digit code of the newest mail the SMTP stand-in received for `to` (waits for it to arrive). */
export async function mailedCode(to: string, after = 0): Promise<{ code: string; subject: string; text: string }> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`http://127.0.0.1:${STAND_IN_PORTS.mailbox}/messages?to=${encodeURIComponent(to)}`)
    const messages = (await response.json()) as { subject: string; text: string }[]
    const latest = messages.length > after ? messages.at(-1) : undefined
    const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined
    if (latest && code) return { code, subject: latest.subject, text: latest.text }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail with a code reached ${to}`)
}

/** Signs in through the REST door with the fixed e2e captcha; true when the password was accepted. */
export async function passwordWorks(page: Page, username: string, password: string): Promise<boolean> {
  const captcha = await (await page.request.get('./oga/verifycode/img')).json()
  const answer = await page.request.post('./oga/login', { data: { username, password, verifyCode: E2E_CAPTCHA, codeKey: captcha.data.codeKey } })
  return (await answer.json()).success === true
}

export { expect } from '@playwright/test'
