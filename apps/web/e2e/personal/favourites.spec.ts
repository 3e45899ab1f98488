import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, signInPatron, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 16: My favourites (user menu key 2, shown as book lists). A patron of the test's own creates a public and a
// private folder, adds a title from the search results to the private one through the favourite button (filled
// afterwards), moves it to the public folder, shares that folder; a second patron opens the shared link and follows
// the list, which then shows among their followed lists. axe clean; desktop, and the phone once in zh-CN.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }

for (const locale of ['zh-CN', 'en-US'] as const) {
  const f = resources[locale].favourites
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))

  test(`a patron files a title into folders, shares one, and another patron follows it, in ${locale}`, async ({ page, browser, database }, testInfo) => {
    test.setTimeout(300_000)
    const shot = (p: typeof page, name: string) => p.screenshot({ path: path.join(SCREENSHOTS, `favourites-${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const suffix = `${testInfo.project.name}-${locale}-${Date.now()}`
    const makePatron = (role: string, name: string) =>
      database.patron.create({
        data: {
          tenantId: tenant.id, username: `fav-${role}-${suffix}`, primaryId: `FAV-${role}-${suffix}`, name, passwordHash: reader.passwordHash, initialPassword: false,
          email: `fav-${role}-${suffix}@example.org`, emailVerified: true, userType: '本科生', firstLoginDone: true, validUntil: new Date('2030-07-31T00:00:00Z'),
        },
      })
    const owner = await makePatron('owner', '收藏读者')
    const follower = await makePatron('follower', '关注读者')
    const followerContext = await browser.newContext()
    try {
      await signInPatron(database, page, owner.id)
      // Key 2: nothing yet.
      const errors = await openRecordPage(page, locale, '/personalExternal/2')
      await expect(page.getByRole('heading', { level: 2, name: f.title })).toBeVisible({ timeout: 20_000 })
      await settled(page)
      await expect(page.getByText(f.folder.empty)).toBeVisible({ timeout: 20_000 })

      // Two folders: a public one to share, a private one to file into first.
      const createFolder = async (name: string, visibility: 'public' | 'private') => {
        await page.getByRole('button', { name: f.folder.create, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: f.form.createTitle })
        await dialog.getByLabel(f.form.name, { exact: true }).fill(name)
        await dialog.getByLabel(f.form.introduction, { exact: true }).fill(`${name} — E2E`)
        await dialog.getByLabel(f.form[visibility]).check()
        if (visibility === 'public') expect(await blockingViolations(page)).toEqual([])
        await dialog.getByRole('button', { name: f.form.save, exact: true }).click()
        await expect(dialog).toBeHidden()
        await expect(page.getByTestId('folder-card').filter({ hasText: name })).toBeVisible({ timeout: 20_000 })
      }
      const shared = `E2E ${locale} shared`
      const holding = `E2E ${locale} holding`
      await createFolder(shared, 'public')
      await createFolder(holding, 'private')
      expect(await blockingViolations(page)).toEqual([])
      await shot(page, 'folders')

      // A title from the results goes into the private folder; its button is filled afterwards.
      await page.goto('./#/searchList?searchField=keyWord&searchFieldContent=三体')
      await settled(page)
      const button = page.getByTestId('favourite-button').first()
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await button.click()
      const picker = page.getByRole('dialog', { name: f.button.pickFolderTitle })
      await picker.getByRole('button', { name: new RegExp(holding) }).click()
      await expect(picker.getByRole('status')).toHaveText(fill(f.button.done, { name: holding }))
      expect(await blockingViolations(page)).toEqual([])
      await picker.getByRole('button', { name: f.button.close, exact: true }).click()
      await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 })
      await expect(button).toContainText(f.button.added)
      const kept = await database.favourite.findFirstOrThrow({ where: { patronId: owner.id }, include: { record: true, folder: true } })
      expect(kept.folder.name).toBe(holding)

      // Moved to the public folder from the folder's titles.
      await page.goto('./#/personalExternal/2')
      await page.getByTestId('folder-card').filter({ hasText: holding }).getByRole('button', { name: holding, exact: true }).click()
      await expect(page.getByRole('tab', { name: f.tabs.records })).toHaveAttribute('aria-selected', 'true')
      await page.getByLabel(fill(f.records.moveLabel, { title: kept.record.title })).selectOption({ label: shared })
      await expect(page.getByTestId('favourites-notice')).toHaveText(fill(f.records.moved, { name: shared }))
      await expect(page.getByText(f.records.empty)).toBeVisible({ timeout: 20_000 })
      expect((await database.favourite.findFirstOrThrow({ where: { patronId: owner.id }, include: { folder: true } })).folder.name).toBe(shared)
      expect(await blockingViolations(page)).toEqual([])

      // Shared: the dialog shows the link.
      await page.getByRole('tab', { name: f.tabs.folders }).click()
      await page.getByRole('button', { name: `${f.folder.share} ${shared}` }).click()
      const share = page.getByRole('dialog', { name: fill(f.share.title, { name: shared }) })
      await expect(share.getByTestId('share-link')).toHaveValue(/#\/personalCenter\/bookListDetails\?folderId=\d+$/)
      const link = await share.getByTestId('share-link').inputValue()
      expect(await blockingViolations(page)).toEqual([])
      await shot(page, 'share')
      await share.getByRole('button', { name: f.share.close, exact: true }).click()

      // Another patron opens the link and follows the list; it shows among the lists they follow.
      const other = await followerContext.newPage()
      await signInPatron(database, other, follower.id)
      await openRecordPage(other, locale, link.slice(link.indexOf('#') + 1))
      await expect(other.getByRole('heading', { level: 1, name: shared })).toBeVisible({ timeout: 20_000 })
      await expect(other.getByRole('link', { name: kept.record.title })).toBeVisible({ timeout: 20_000 })
      await other.getByRole('button', { name: f.detail.follow, exact: true }).click()
      await expect(other.getByRole('button', { name: f.detail.unfollow, exact: true })).toBeVisible({ timeout: 20_000 })
      expect(await database.bookListFollow.count({ where: { patronId: follower.id, folder: { name: shared } } })).toBe(1)
      expect(await blockingViolations(other)).toEqual([])
      await shot(other, 'list-detail')
      await other.goto('./#/personalExternal/2')
      await other.getByRole('tab', { name: f.tabs.followed }).click()
      await expect(other.getByTestId('list-card').filter({ hasText: shared })).toBeVisible({ timeout: 20_000 })
      expect(await blockingViolations(other)).toEqual([])

      // The phone, once in the default language.
      if (locale === 'zh-CN') {
        await page.setViewportSize(PHONE)
        await page.goto('./#/personalExternal/2')
        await expect(page.getByTestId('folder-card').first()).toBeVisible({ timeout: 20_000 })
        expect(await blockingViolations(page)).toEqual([])
        await shot(page, 'folders-phone')
      }
      expect(errors).toEqual([])
    } finally {
      await followerContext.close()
      await database.patron.deleteMany({ where: { id: { in: [owner.id, follower.id] } } })
    }
  })
}
