import type { Locale } from '@portal/i18n'
import { chromiumMissing, DEFAULT_GROUP_CODE, expect, LOCALES, loginForm, openPage, signInWith, SKIP_REASON, test, texts } from './login-fixtures.ts'

// The login screen (spec §2 "Login screen", §4, §5): signing in with the captcha, its failures and validation,
// signing out. Text matters here, so every language runs on the desktop; the phone runs the default language.

test.skip(chromiumMissing, SKIP_REASON)

/** The main library's name as the header shows it in a language (placeName on the server). */
async function mainLibraryName(database: Parameters<Parameters<typeof test>[2]>[0]['database'], locale: Locale) {
  const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP_CODE } })
  const library = await database.library.findFirstOrThrow({ where: { tenantId: tenant.id, isMain: true } })
  return locale === 'en-US' ? library.englishName || library.libName : locale === 'zh-TW' ? library.complexName || library.libName : library.libName
}

for (const locale of LOCALES) {
  const { login, errors, header } = texts(locale)

  test.describe(`in ${locale}`, () => {
    test('a patron signs in with the captcha, lands on the saved next path, sees name and library, and signs out', async ({ page, makePatron, database }) => {
      const patron = await makePatron()
      await openPage(page, locale, '/Home')
      await page.evaluate(() => window.localStorage.setItem('loginNextPath', '/privacy'))
      await openPage(page, locale, '/login')
      await signInWith(loginForm(page, locale), patron)

      await expect(page).toHaveURL(/#\/privacy$/)
      const userArea = page.locator('#user-area')
      await expect(userArea).toContainText(patron.name)
      await expect(userArea).toContainText(await mainLibraryName(database, locale))
      expect(await page.evaluate(() => [window.sessionStorage.getItem('jwtHeader'), document.cookie.includes('jwt=')])).toEqual(['jwtOpacAuth', true])
      expect(await page.evaluate(() => window.localStorage.getItem('loginNextPath'))).toBeNull()

      await userArea.getByRole('button').first().click()
      await userArea.getByRole('button', { name: login.logout }).click()
      await expect(page.getByRole('banner').getByRole('button', { name: header.signIn })).toBeVisible()
      await expect(page).toHaveURL(/#\/privacy$/) // a public page stays
      expect(await page.evaluate(() => [window.sessionStorage.getItem('jwt'), /(^|;\s*)jwt=./.test(document.cookie)])).toEqual([null, false])
    })

    test('a wrong captcha and a wrong password show the server messages, clear the code and load a new captcha', async ({ page, makePatron }) => {
      const patron = await makePatron()
      await openPage(page, locale, '/login')
      const form = loginForm(page, locale)
      for (const { password, code, message } of [
        { password: patron.password, code: 'NOPE', message: errors.CAPTCHA_INVALID },
        { password: 'wrong-password-1', code: undefined, message: errors.INVALID_CREDENTIALS },
      ]) {
        await expect(form.captchaImage).toBeVisible()
        const before = await form.captchaImage.getAttribute('src')
        await signInWith(form, { username: patron.username, password }, code)
        await expect(form.alert).toHaveText(message)
        await expect(form.code).toHaveValue('')
        await expect(form.captchaImage).not.toHaveAttribute('src', before!)
        expect(await page.evaluate(() => window.sessionStorage.getItem('jwt'))).toBeNull()
      }
    })

    test('empty fields show the four validation messages and focus the first', async ({ page }) => {
      await openPage(page, locale, '/login')
      const form = loginForm(page, locale)
      await form.submit.click()
      for (const message of [login.validation.username, login.validation.password, login.validation.verifyCode, login.validation.privacy])
        await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible()
      await expect(form.username).toBeFocused()
      await expect(form.username).toHaveAttribute('aria-invalid', 'true')
      await form.username.fill('someone')
      await form.username.press('Enter') // Enter submits: the next invalid field gets focus
      await expect(form.password).toBeFocused()
    })
  })
}
