import { resources, type Locale } from '@portal/i18n'
import type { Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E_CAPTCHA } from '../support/stand-in-ports.ts'
import { expect, mailedCode, passwordWorks, START_PASSWORD, test } from './account-fixtures.ts'

// /resetPassword and /forceBinding against the real server: the codes travel by e-mail through the local SMTP
// stand-in (support/smtp-sink.ts) and are read back from its mailbox.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium`)

/** A translated text with its {{placeholders}} matching anything, as a regular expression. */
const templatePattern = (template: string) => new RegExp(template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'))

async function openPage(page: Page, route: string, locale: Locale) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), locale)
  await page.goto(`./#${route}`)
}

async function identify(page: Page, locale: Locale, username: string) {
  const text = resources[locale]
  await expect(page.getByRole('heading', { level: 1, name: text.account.reset.title })).toBeVisible()
  await page.getByRole('textbox', { name: text.account.reset.username }).fill(username)
  await expect(page.getByRole('img', { name: text.login.captcha.imageAlt })).toBeVisible()
  await page.getByRole('textbox', { name: text.login.captcha.label }).fill(E2E_CAPTCHA)
  await page.getByRole('button', { name: text.account.reset.next }).click()
}

for (const locale of ['zh-CN', 'en-US', 'zh-TW'] as const) {
  test(`resets a password with a mailed code in ${locale}`, async ({ page, makePatron }) => {
    const text = resources[locale].account
    const patron = await makePatron({ emailVerified: true })
    await openPage(page, '/resetPassword', locale)
    await identify(page, locale, patron.username)

    await expect(page.getByRole('radio', { name: templatePattern(text.reset.viaEmail) })).toBeChecked()
    await expect(page.getByRole('radio', { name: templatePattern(text.reset.viaPhone) })).toBeDisabled()
    await page.getByRole('button', { name: text.reset.sendCode }).click()
    const mail = await mailedCode(patron.email)
    expect(mail.subject).toContain(locale === 'en-US' ? 'password reset code' : locale === 'zh-TW' ? '找回密碼驗證碼' : '找回密码验证码')
    await expect(page.getByRole('button', { name: templatePattern(text.code.resendIn) })).toBeDisabled()

    // A wrong code is announced and the field is emptied for the next try.
    await page.getByRole('textbox', { name: text.code.label }).fill(mail.code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: text.code.verify }).click()
    await expect(page.getByRole('alert')).toHaveText(resources[locale].errors.CODE_INVALID)
    await page.getByRole('textbox', { name: text.code.label }).fill(mail.code)
    await page.getByRole('button', { name: text.code.verify }).click()

    // The tenant's rule is shown and checked before anything is sent.
    const newPassword = page.getByRole('textbox', { name: text.reset.newPassword, exact: true })
    await expect(newPassword).toHaveAccessibleDescription(resources[locale].errors.PASSWORD_RULE_SIMPLE)
    await newPassword.fill('short')
    await page.getByRole('textbox', { name: text.reset.confirmPassword }).fill('short')
    await page.getByRole('button', { name: text.reset.submit }).click()
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
    await expect(newPassword).toBeFocused()
    await newPassword.fill('Renewed2027')
    await page.getByRole('textbox', { name: text.reset.confirmPassword }).fill('Renewed2027')
    await page.getByRole('button', { name: text.reset.submit }).click()

    await expect(page.getByRole('heading', { level: 2, name: text.reset.doneTitle })).toBeFocused()
    await expect(page.getByRole('link', { name: text.reset.signIn })).toBeVisible()
    expect(await passwordWorks(page, patron.username, 'Renewed2027')).toBe(true)
    expect(await passwordWorks(page, patron.username, START_PASSWORD)).toBe(false)
  })
}

test('tells a patron with nothing verified that the password cannot be reset, in zh-CN', async ({ page, makePatron }) => {
  const patron = await makePatron({ emailVerified: false })
  await openPage(page, '/resetPassword', 'zh-CN')
  await identify(page, 'zh-CN', patron.username)
  await expect(page.getByRole('alert')).toHaveText(resources['zh-CN'].errors.CONTACT_NOT_VERIFIED)
  // The refused captcha is replaced and the field emptied.
  await expect(page.getByRole('textbox', { name: resources['zh-CN'].login.captcha.label })).toHaveValue('')
})

// An unknown account reads exactly as one with nothing verified, so the page tells nobody which accounts exist.
for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`answers an unknown account as one with nothing verified, in ${locale}`, async ({ page }) => {
    await openPage(page, '/resetPassword', locale)
    await identify(page, locale, `nobody-${Date.now()}`)
    await expect(page.getByRole('alert')).toHaveText(resources[locale].errors.CONTACT_NOT_VERIFIED)
    await expect(page.getByRole('textbox', { name: resources[locale].account.reset.username })).not.toHaveValue('')
  })
}

test('shows a missing account and captcha as field errors, focusing the first, in en-US', async ({ page }) => {
  const text = resources['en-US'].account
  await openPage(page, '/resetPassword', 'en-US')
  await page.getByRole('button', { name: text.reset.next }).click()
  const account = page.getByRole('textbox', { name: text.reset.username })
  await expect(account).toBeFocused()
  await expect(account).toHaveAccessibleDescription(new RegExp(text.validation.username))
  await expect(page.getByRole('textbox', { name: resources['en-US'].login.captcha.label })).toHaveAttribute('aria-invalid', 'true')
})

test('binds an e-mail address with a mailed code on the forced-binding page, in zh-CN', async ({ page, makePatron, signInAs, database }) => {
  const text = resources['zh-CN'].account
  const patron = await makePatron({ emailVerified: false })
  await signInAs(patron)
  await openPage(page, '/forceBinding', 'zh-CN')
  await expect(page.getByRole('heading', { level: 1, name: text.binding.title })).toBeVisible()
  const address = page.getByRole('textbox', { name: text.binding.emailLabel })
  await address.fill('not-an-address')
  await page.getByRole('button', { name: text.reset.sendCode }).click()
  await expect(address).toHaveAccessibleDescription(text.validation.email)
  await address.fill(patron.email)
  await page.getByRole('button', { name: text.reset.sendCode }).click()
  const mail = await mailedCode(patron.email)
  expect(mail.subject).toContain('邮箱验证码')
  await page.getByRole('textbox', { name: text.code.label }).fill(mail.code)
  await page.getByRole('button', { name: text.binding.submit }).click()
  await expect(page).toHaveURL(/#\/Home$/)
  expect(await database.patron.findUniqueOrThrow({ where: { id: patron.id }, select: { email: true, emailVerified: true } })).toEqual({ email: patron.email, emailVerified: true })
})
