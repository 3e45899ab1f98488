import { resources, type Locale } from '@portal/i18n'
import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
// Test set-up only: patrons are written into the e2e server's database with the server's own hashing.
import { hashPatronPassword } from '../../../server/src/modules/identity/patron-password.ts'
import { expect, test as signedInTest } from '../fixtures/signed-in.ts'
import { E2E_CAPTCHA } from '../support/stand-in-ports.ts'

export const CHROMIUM = '/usr/bin/chromium'
export const SKIP_REASON = `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`
export const chromiumMissing = !existsSync(CHROMIUM)

export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const satisfies readonly Locale[]
/** The localStorage code the app keeps per language (spec §9). */
const STORED: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' }
export const DEFAULT_GROUP_CODE = '900001'
export const CITY_GROUP_CODE = '900002'

export type TestPatron = { id: number; username: string; password: string; name: string }
type PatronOptions = { initialPassword?: boolean; groupCode?: string }

/**
 * Every test signs in as a patron of its own, shaped like the seed's `newcomer` (王新), so parallel tests never
 * share sign-in throttles, sessions or passwords. Rows (and their sessions) are removed afterwards.
 */
export const test = signedInTest.extend<{ makePatron: (options?: PatronOptions) => Promise<TestPatron> }>({
  makePatron: async ({ database }, use) => {
    const made: number[] = []
    await use(async ({ initialPassword = false, groupCode = DEFAULT_GROUP_CODE } = {}) => {
      const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode } })
      const suffix = randomBytes(4).toString('hex')
      // An initial password like the seed's digits, plus a letter so it would pass the simple rule (the same-as-old check is what a test meets)
      const password = initialPassword ? `2026${suffix}x` : `Login@${suffix}`
      const patron = await database.patron.create({
        data: {
          tenantId: tenant.id, username: `e2e-${suffix}`, primaryId: `E2E${suffix}`, name: `测试读者${suffix.slice(0, 3)}`,
          passwordHash: await hashPatronPassword(password), initialPassword, passwordChangedAt: new Date(),
          department: '数学学院', userType: '本科生', firstLoginDone: true,
        },
      })
      made.push(patron.id)
      return { id: patron.id, username: patron.username, password, name: patron.name }
    })
    if (made.length) {
      await database.session.deleteMany({ where: { patronId: { in: made } } })
      await database.patron.deleteMany({ where: { id: { in: made } } })
    }
  },
})

export { expect, E2E_CAPTCHA }

/** Opens a hash route in a language (of a tenant's mapping path) and waits until nothing is loading. */
export async function openPage(page: Page, locale: Locale, route: string, mappingPath = '') {
  await page.addInitScript((code) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', code)
  }, STORED[locale])
  await page.goto(`./${mappingPath ? `${mappingPath}/` : ''}#${route}`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

export const texts = (locale: Locale) => resources[locale]

/** The account form inside `scope` (the page's main area or the modal). */
export function loginForm(page: Page, locale: Locale, scope = page.getByRole('main')) {
  const { login } = texts(locale)
  return {
    username: scope.getByLabel(login.form.username, { exact: true }),
    password: scope.getByLabel(login.form.password, { exact: true }),
    code: scope.getByLabel(login.captcha.label, { exact: true }),
    captchaImage: scope.getByRole('img', { name: login.captcha.imageAlt }),
    privacy: scope.getByRole('checkbox'),
    submit: scope.getByRole('button', { name: login.form.submit, exact: true }),
    alert: scope.getByRole('alert'),
  }
}

/** Fills and sends the form; the captcha answer defaults to the e2e server's fixed one. */
export async function signInWith(form: ReturnType<typeof loginForm>, patron: { username: string; password: string }, code = E2E_CAPTCHA) {
  await expect(form.captchaImage).toBeVisible()
  await form.username.fill(patron.username)
  await form.password.fill(patron.password)
  await form.code.fill(code)
  await form.privacy.check()
  await form.submit.click()
}
