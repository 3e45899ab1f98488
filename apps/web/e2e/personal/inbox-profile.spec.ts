import { resources } from '@portal/i18n'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled, staffToken } from '../record/record-helpers.ts'

// Issue 16: the inbox (user-menu key 13) and personal information (key 1) of `reader`. The library writes two
// messages; the header's badge counts them, opening one marks it read, deleting one (confirmed) removes it, and the
// badge follows. The avatar: a GIF is refused with the server's message, a PNG named .jpg is taken and shows in the
// header. zh-CN and en-US on the desktop, the phone once; axe clean.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** settled(), after the app itself came up: on a busy machine its first load takes longer than settled() waits. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 })
  await settled(page)
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const inbox = resources[locale].inbox
  const profile = resources[locale].profile
  const errors = resources[locale].errors

  test(`a patron reads and deletes library messages, and changes their avatar, in ${locale}`, async ({ page, signIn, database, request }, testInfo) => {
    test.setTimeout(300_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const patron = await signIn('dropdown', { tourDue: false })
    await database.message.updateMany({ where: { patronId: patron.patronId, readAt: null }, data: { readAt: new Date() } })
    const token = await staffToken(request)
    const stamp = `${locale}-${Date.now()}`
    for (const title of [`Library notice A ${stamp}`, `Library notice B ${stamp}`]) {
      const res = await request.post('/admin/messages', { headers: { groupCode: GROUP_CODE, authorization: `Bearer ${token}` }, data: { patron: 'reader', title, body: `Text of ${title}` } })
      expect((await res.json()).success).toBe(true)
    }

    // The header counts the two unread messages beside the patron's name.
    const pageErrors = await openRecordPage(page, locale, '/personalCenter')
    await ready(page)
    // The machine the suite runs on may be busy: the count comes with its own call.
    await expect(page.getByTestId('inbox-badge-count')).toHaveText('2', { timeout: 20_000 })
    await expect(page.getByTestId('inbox-badge')).toHaveAccessibleName(inbox.badge.replace('{{count}}', '2'))

    // Key 13: both listed with the library's label; opening one shows its text and marks it read.
    await page.goto('./#/personalExternal/13')
    await expect(page.getByRole('heading', { level: 2, name: inbox.title })).toBeVisible()
    await ready(page)
    const item = (title: string) => page.getByTestId('inbox-message').filter({ hasText: title })
    await expect(item(`Library notice A ${stamp}`)).toContainText(inbox.category.LIBRARY)
    await expect(page.getByTestId('inbox-unread')).toHaveText(inbox.unreadSummary.replace('{{count}}', '2'))
    expect(await blockingViolations(page)).toEqual([])
    await shot('inbox')
    await item(`Library notice A ${stamp}`).getByRole('button', { expanded: false }).click()
    await expect(page.getByText(`Text of Library notice A ${stamp}`)).toBeVisible()
    await expect(item(`Library notice A ${stamp}`)).toHaveAttribute('data-read', '1')
    await expect(page.getByTestId('inbox-unread')).toHaveText(inbox.unreadSummary.replace('{{count}}', '1'))

    // Deleting asks first, then the message is gone.
    await item(`Library notice A ${stamp}`).getByRole('button', { name: inbox.delete, exact: true }).click()
    await item(`Library notice A ${stamp}`).getByRole('button', { name: inbox.confirm, exact: true }).click()
    await expect(item(`Library notice A ${stamp}`)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: inbox.deleted })).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])

    // The badge follows.
    await page.goto('./#/personalCenter')
    await expect(page.getByTestId('inbox-badge-count')).toHaveText('1', { timeout: 20_000 })

    // Key 1: every field, a GIF refused with the server's message, a PNG named .jpg taken and shown in the header.
    await page.goto('./#/personalExternal/1')
    await expect(page.getByRole('heading', { level: 2, name: profile.title })).toBeVisible()
    await ready(page)
    await expect(page.getByTestId('profile-card')).toContainText(profile.field.primaryId)
    const file = page.getByLabel(profile.avatar.change)
    await file.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: GIF })
    await page.getByRole('button', { name: profile.avatar.save }).click()
    await expect(page.getByTestId('avatar-status')).toContainText(errors.IMAGE_TYPE_NOT_ALLOWED)
    await file.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: PNG })
    await page.getByRole('button', { name: profile.avatar.save }).click()
    await expect(page.getByTestId('avatar-status')).toHaveText(profile.avatar.saved)
    const stored = (await database.patron.findUniqueOrThrow({ where: { id: patron.patronId } })).picUrl
    expect(stored).toMatch(/^\/find\/patronImage\/\d+\/avatar-\d+-[0-9a-f]{24}\.png$/)
    await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', stored)
    expect(await blockingViolations(page)).toEqual([])
    await shot('profile')
    await page.goto('./#/personalCenter')
    await expect(page.locator('#user-area img')).toHaveAttribute('src', stored)

    if (testInfo.project.name === 'desktop' && locale === 'zh-CN') {
      await page.setViewportSize(PHONE)
      await page.goto('./#/personalExternal/13')
      await ready(page)
      await page.screenshot({ path: path.join(SCREENSHOTS, `inbox-${locale}-phone.png`), fullPage: true })
      await page.goto('./#/personalExternal/1')
      await ready(page)
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `profile-${locale}-phone.png`), fullPage: true })
    }
    await database.patron.update({ where: { id: patron.patronId }, data: { picUrl: '' } })
    expect(pageErrors).toEqual([])
  })
}
