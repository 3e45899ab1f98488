import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { expect, test } from '../fixtures/signed-in.ts'
import { configureProviders, DEFAULT_GROUP_CODE, expectSignedInAs, signInAtOidc, useLanguage } from './sso-helpers.ts'

const CHROMIUM = '/usr/bin/chromium'
const SKIP_REASON = `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`
test.skip(!existsSync(CHROMIUM), SKIP_REASON)

// Single sign-on through /find/sso/login with the real local providers of support/sso-providers.ts
// (contract §4.2): the portal redirects to the provider, the provider back, the portal lands the browser
// on the web app with the token in the address, which the app stores and removes.

// One worker per project runs this file's tests in order: they share the provider rows set up here.
test.describe.configure({ mode: 'serial' })
let providers: Awaited<ReturnType<typeof configureProviders>>
test.beforeAll(async ({ database }, testInfo) => {
  providers = await configureProviders(database, `${testInfo.project.name}-login`)
})
test.afterAll(async () => {
  await providers.remove()
})

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`OIDC sign-in lands signed in in ${locale}`, async ({ page }) => {
    await useLanguage(page, locale)
    await page.goto(`/find/sso/login/${DEFAULT_GROUP_CODE}/0?idp=${providers.oidc}`)
    await signInAtOidc(page, '2024010001')
    await expectSignedInAs(page, '林晓')
    // The landing address of contract §4.2 carries pageType=0, which the web app opens as the personal
    // centre (spec §2); the token left the address and the history.
    await expect(page).toHaveURL(/#\/personalCenter$/)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  })
}

test('CAS sign-in lands on the asked page signed in', async ({ page }) => {
  await page.goto(`/find/sso/login/${DEFAULT_GROUP_CODE}/1?idp=${providers.cas}&page=privacy`)
  await page.getByLabel('Username').fill('2024010001')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/#\/privacy$/)
  await expectSignedInAs(page, '林晓')
})

test('an account nobody matches is associated by name and primaryId, then signed in', async ({ page, database }, testInfo) => {
  // Each project associates its own patron: the two run side by side and a patron has one account per provider.
  const patron = testInfo.project.name === 'mobile' ? { name: '王新', primaryId: '2026010099' } : { name: 'Dr. Emily Chen', primaryId: 'T2019001' }
  const subject = `stranger-${randomBytes(4).toString('hex')}`
  await page.goto(`/find/sso/login/${DEFAULT_GROUP_CODE}/0?idp=${providers.oidc}`)
  await signInAtOidc(page, subject)
  await expect(page).toHaveURL(/#\/relevanceUid\?uid=/)
  const form = page.locator('form')
  await form.getByRole('button', { name: '关联' }).click()
  await expect(form.getByText('请输入姓名')).toBeVisible()
  await form.getByLabel('姓名').fill(patron.name)
  await form.getByLabel('证件号').fill('0000000')
  await form.getByRole('button', { name: '关联' }).click()
  await expect(page.getByRole('alert')).toHaveText('姓名与证件号不匹配')
  await form.getByLabel('证件号').fill(patron.primaryId)
  await form.getByRole('button', { name: '关联' }).click()
  await expect(page).toHaveURL(/#\/Home/)
  await expectSignedInAs(page, patron.name)
  await database.externalIdentity.deleteMany({ where: { subject } })
})

test('a failed sign-on returns to the login screen with the error code', async ({ page }) => {
  await page.goto(`/find/sso/login/${DEFAULT_GROUP_CODE}/0?ticket=ST-forged`)
  await expect(page).toHaveURL(/#\/login\?ssoError=SSO_FAILED$/)
})
