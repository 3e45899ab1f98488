import type { Locale } from '@portal/i18n'
import type { Page, TestInfo } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { mailedCode } from '../account/account-fixtures.ts'
import { chromiumMissing, CITY_GROUP_CODE, E2E_CAPTCHA, expect, loginForm, openPage, signInWith, SKIP_REASON, test, texts } from '../login/login-fixtures.ts'
import { configureProviders, signInAtOidc, useLanguage } from './sso-helpers.ts'

// Forced steps cannot be skipped (architecture §Sign-in): a binding form given an initial password opens the
// forced change and links once the password is changed; a patron who must bind a contact lands on /forceBinding,
// which works without a single refused call.

test.skip(chromiumMissing, SKIP_REASON)
test.describe.configure({ mode: 'serial' })

/** Kept for a look (git-ignored, like screenshots/routes of every-route.spec.ts). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/forced-steps')
const shoot = async (page: Page, testInfo: TestInfo, name: string, locale: Locale) => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
}

let providers: Awaited<ReturnType<typeof configureProviders>>
test.beforeAll(async ({ database }, testInfo) => {
  providers = await configureProviders(database, `${testInfo.project.name}-forced`)
})
test.afterAll(async () => {
  await providers.remove()
})

/** A single sign-on as an account nobody matches: its uid ticket, from the association screen's address. */
async function uidTicket(page: Page): Promise<string> {
  await page.goto(`/find/sso/login/900001/0?idp=${providers.oidc}`)
  await signInAtOidc(page, `unknown-${randomBytes(4).toString('hex')}`)
  await expect(page).toHaveURL(/#\/relevanceUid\?uid=/)
  return new URL(page.url().replace('/#/', '/')).searchParams.get('uid')!
}

// "(zh-CN)" rather than "in zh-CN": the phone project runs both languages of these pages too.
for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`an initial password on /bindUid opens the forced change, and the new one links and signs in (${locale})`, async ({ page, makePatron, database }, testInfo) => {
    const { sso, login, errors, routes } = texts(locale)
    const patron = await makePatron({ initialPassword: true })
    await useLanguage(page, locale)
    const uid = await uidTicket(page)
    await openPage(page, locale, `/bindUid?uid=${encodeURIComponent(uid)}`)
    const form = page.locator('form')
    await form.getByLabel(sso.fields.username).fill(patron.username)
    await form.getByLabel(sso.fields.password, { exact: true }).fill(patron.password)
    await form.getByLabel(sso.fields.verifyCode, { exact: true }).fill(E2E_CAPTCHA)
    await form.getByRole('button', { name: sso.bindUid.submit }).click()

    await expect(page).toHaveURL(/#\/modifyPassword$/)
    await expect(page.getByRole('heading', { level: 1, name: routes.modifyPassword })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: errors.PASSWORD_CHANGE_REQUIRED })).toBeVisible()
    await expect(page.getByLabel(login.form.username)).toHaveValue(patron.username)
    // Nothing was linked and no session opened for the initial password.
    expect(await database.externalIdentity.count({ where: { patronId: patron.id } })).toBe(0)
    expect(await database.session.count({ where: { patronId: patron.id } })).toBe(0)
    await shoot(page, testInfo, 'bind-uid-forced-change', locale)

    const fresh = `Fresh${randomBytes(3).toString('hex')}2026`
    await page.getByLabel(login.password.new, { exact: true }).fill(fresh)
    await page.getByLabel(login.password.confirm).fill(fresh)
    await page.getByRole('button', { name: login.password.submit }).click()
    // Back on the binding form, its ticket in the address, saying what to do next.
    await expect(page).toHaveURL(/#\/bindUid\?uid=/, { timeout: 20_000 })
    await expect(page.getByRole('status').filter({ hasText: sso.passwordChanged })).toBeVisible()
    await shoot(page, testInfo, 'bind-uid-password-changed', locale)
    await form.getByLabel(sso.fields.username).fill(patron.username)
    await form.getByLabel(sso.fields.password, { exact: true }).fill(fresh)
    await form.getByLabel(sso.fields.verifyCode, { exact: true }).fill(E2E_CAPTCHA)
    await form.getByRole('button', { name: sso.bindUid.submit }).click()
    await expect(page).toHaveURL(/#\/Home$/, { timeout: 20_000 })
    await expect(page.locator('#user-area')).toContainText(patron.name)
    expect(await database.externalIdentity.count({ where: { patronId: patron.id } })).toBe(1)
    expect(await page.evaluate(() => window.localStorage.getItem('modifyPassword'))).toBeNull()
  })

  test(`a patron who must bind a contact signs in to /forceBinding, which binds without a refused call (${locale})`, async ({ page, makePatron, database }, testInfo) => {
    const { account } = texts(locale)
    const patron = await makePatron({ groupCode: CITY_GROUP_CODE })
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url())
    })
    await openPage(page, locale, '/login', 'binjiang')
    await signInWith(loginForm(page, locale), patron)
    await expect(page).toHaveURL(/\/binjiang\/#\/forceBinding$/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: account.binding.title })).toBeVisible()
    await shoot(page, testInfo, 'force-binding', locale)
    const email = `${patron.username}@mail.example`
    await page.getByRole('textbox', { name: account.binding.emailLabel }).fill(email)
    await page.getByRole('button', { name: account.reset.sendCode }).click()
    await page.getByRole('textbox', { name: account.code.label }).fill((await mailedCode(email)).code)
    await page.getByRole('button', { name: account.binding.submit }).click()
    await expect(page).toHaveURL(/\/binjiang\/#\/Home$/, { timeout: 20_000 })
    await expect(page.locator('#user-area')).toContainText(patron.name)
    expect(await database.patron.findUniqueOrThrow({ where: { id: patron.id }, select: { emailVerified: true } })).toEqual({ emailVerified: true })
    expect(refused).toEqual([])
  })
}
