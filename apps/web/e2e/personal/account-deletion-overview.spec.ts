import { resources } from '@portal/i18n'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { passwordWorks } from '../account/account-fixtures.ts'
import { expect, test } from '../fixtures/signed-in.ts'
import { E2E_CAPTCHA } from '../support/stand-in-ports.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 16: My library's overview (user-menu key 0) for `reader`: the counts as the database holds them, a count
// leading to its section; and account deletion (at the foot of key 1) by a patron made for the test: the data
// export downloaded, the account deleted behind the password and the typed word, the browser signed out
// and sent home with a notice, and the old password refused from then on. zh-CN and en-US, axe clean, phone once.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }
const PASSWORD = 'Reader@2026'

for (const locale of ['zh-CN', 'en-US'] as const) {
  const o = resources[locale].overview
  const d = resources[locale].accountDeletion

  test(`the overview counts a patron’s library and its counts lead to their sections, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(150_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const errors = await openRecordPage(page, locale, '/personalCenter')
    await expect(page.getByRole('heading', { level: 2, name: o.title })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('overview-currentLoans')).toBeVisible({ timeout: 30_000 })
    await settled(page)
    const mine = { patronId: patron.patronId }
    const [loans, favourites, unread] = await Promise.all([
      database.loan.count({ where: { ...mine, status: 'ACTIVE' } }),
      database.favourite.count({ where: mine }),
      database.message.count({ where: { ...mine, readAt: null, deletedAt: null } }),
    ])
    await expect(page.getByTestId('overview-currentLoans')).toContainText(String(loans))
    await expect(page.getByTestId('overview-favourites')).toContainText(String(favourites))
    await expect(page.getByTestId('overview-unreadMessages')).toContainText(String(unread))
    await expect(page.getByRole('heading', { level: 3, name: o.dueSoon })).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])
    await shot('overview')
    if (locale === 'zh-CN' && testInfo.project.name === 'desktop') {
      await page.setViewportSize(PHONE)
      await shot('overview-phone')
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // The loans count is a shortcut to borrowing (key 5).
    await page.getByTestId('overview-currentLoans').click()
    await expect(page).toHaveURL(/#\/personalExternal\/5$/)
    await expect(page.getByRole('heading', { level: 2, name: resources[locale].circulation.loans.title })).toBeVisible({ timeout: 30_000 })
    expect(errors).toEqual([])
  })

  test(`a new patron downloads their data, deletes their account and can no longer sign in, in ${locale}`, async ({ page, database }, testInfo) => {
    test.setTimeout(180_000)
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const username = `e2e-del-${locale}-${testInfo.project.name}-${Date.now()}`
    const patron = await database.patron.create({
      data: {
        tenantId: tenant.id, username, primaryId: username, name: locale === 'en-US' ? 'Dana Deleted' : '注销测试', passwordHash: reader.passwordHash, initialPassword: false,
        firstLoginDone: true, userType: reader.userType, email: `${username}@example.org`, emailVerified: true,
      },
    })
    const folder = await database.favouriteFolder.create({ data: { tenantId: tenant.id, patronId: patron.id, name: 'E2E list', isDefault: true } })
    const record = await database.bibRecord.findFirstOrThrow({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } })
    await database.favourite.create({ data: { tenantId: tenant.id, patronId: patron.id, folderId: folder.id, recordId: record.id } })

    // Signed in through the REST door (the fixed e2e captcha), the token handed to the page as sign-in stores it.
    const captcha = await (await page.request.get('./oga/verifycode/img', { headers: { groupCode: GROUP_CODE } })).json()
    const login = await (await page.request.post('./oga/login', { headers: { groupCode: GROUP_CODE }, data: { username, password: PASSWORD, verifyCode: E2E_CAPTCHA, codeKey: captcha.data.codeKey } })).json()
    expect(login.success).toBe(true)
    await page.addInitScript((jwt) => {
      if (!window.sessionStorage.getItem('e2e-token-given')) {
        window.sessionStorage.setItem('jwt', jwt)
        window.sessionStorage.setItem('jwtHeader', 'jwtOpacAuth')
        window.sessionStorage.setItem('e2e-token-given', '1')
      }
    }, login.data.jwt as string)

    const errors = await openRecordPage(page, locale, '/personalExternal/1')
    const section = page.getByRole('region', { name: d.title })
    await expect(section.getByText(d.clear)).toBeVisible({ timeout: 20_000 })
    await section.scrollIntoViewIfNeeded()
    expect(await blockingViolations(page)).toEqual([])
    await shot('account-deletion')
    if (locale === 'zh-CN' && testInfo.project.name === 'desktop') {
      await page.setViewportSize(PHONE)
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SCREENSHOTS, `account-deletion-phone-${locale}.png`) })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // The export: a ZIP of every part, the README in the page's language.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: d.download }).click()])
    expect(download.suggestedFilename()).toMatch(/\.zip$/)
    // A ZIP names its files in plain bytes (their JSON is read in account-deletion.routes.int.test.ts, where fflate is).
    const zip = readFileSync(await download.path())
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    for (const name of ['README.txt', 'profile.json', 'loans.json', 'favourites.json', 'comments.json', 'searches.json']) expect(zip.includes(name)).toBe(true)

    // Deleting: the dialog wants the password and the word typed out.
    await section.getByRole('button', { name: d.deleteButton }).click()
    const dialog = page.getByRole('dialog', { name: d.dialogTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(d.password, { exact: true }).fill(PASSWORD)
    await dialog.getByRole('button', { name: d.confirm }).click()
    await expect(dialog.getByText(d.confirmMismatch.replace('{{word}}', d.confirmWord))).toBeVisible()
    await dialog.getByLabel(d.confirmLabel.replace('{{word}}', d.confirmWord), { exact: true }).fill(d.confirmWord)
    expect(await blockingViolations(page)).toEqual([])
    await shot('account-deletion-dialog')
    await dialog.getByRole('button', { name: d.confirm }).click()

    // Signed out, at home, told what happened; the account and its password no longer sign in.
    await expect(page).toHaveURL(/#\/Home$/i, { timeout: 30_000 })
    await expect(page.getByRole('status').filter({ hasText: d.deletedNotice })).toBeVisible()
    // Signed out quietly: no sign-in dialog opens for the session that is gone.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => window.sessionStorage.getItem('jwt'))).toBeNull()
    await shot('account-deleted-home')
    const after = await database.patron.findUniqueOrThrow({ where: { id: patron.id } })
    expect(after).toMatchObject({ name: '', status: 'LEFT' })
    expect(after.deletedAt).not.toBeNull()
    expect(await passwordWorks(page, username, PASSWORD)).toBe(false)
    const old = await page.request.get('./find/user/getCertificationStatus', { headers: { groupCode: GROUP_CODE, jwtOpacAuth: login.data.jwt as string } })
    expect((await old.json()).errCode).toBe(401)
    expect(errors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([])
  })
}
