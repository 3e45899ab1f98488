import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, LOCALES, openRecordPage, recordIdOf, settled } from './record-helpers.ts'

// Issue 5: the full record (/searchList/bookDetails/{id}) against the seeded demo library, in every
// language, on the desktop and the phone projects.

/** Kept for a look (git-ignored, like screenshots/routes of every-route.spec.ts). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/record')
const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

for (const locale of LOCALES) {
  const text = resources[locale].record

  test.describe(`in ${locale}`, () => {
    test('a record shows its details, holdings, QR code and loan chart, with no serious axe violation', async ({ page, request }, testInfo) => {
      const recordId = await recordIdOf(request, '活着')
      const errors = await openRecordPage(page, locale, `/searchList/bookDetails/${recordId}`)
      await expect(page.getByRole('heading', { level: 1, name: '活着' })).toBeVisible()
      await settled(page)

      const details = page.getByRole('region', { name: text.metadata.title, exact: true })
      await expect(details.getByText(text.fields.cnb01, { exact: true })).toBeVisible()
      await expect(details.getByRole('link', { name: '余华' })).toHaveAttribute('href', /#\/searchList\?searchField=author&searchFieldContent=/)

      const holdings = page.getByRole('region', { name: text.holdings.title })
      await expect(holdings.getByRole('table').first()).toBeVisible()
      await expect(holdings.getByText(text.status.onShelf).first()).toBeVisible()
      await expect(holdings.getByText('I247.57/648').first()).toBeVisible()
      await expect(page.getByTestId('live-counts')).toContainText(text.availability.onShelf.replace(/\{\{onShelf\}\}.*$/, '').trim())

      const qr = page.getByRole('img', { name: text.share.qrAlt })
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
      await expect(page.getByRole('textbox', { name: text.share.link })).toHaveValue(new RegExp(`#/searchList/bookDetails/${recordId}$`))
      await expect(page.getByText(text.share.wechat)).toBeVisible()

      // The chart is drawn (ECharts' SVG, loaded when the reader comes near it), and the same figures are in a table
      // for screen readers.
      await page.getByTestId('loan-chart').scrollIntoViewIfNeeded()
      await expect(page.getByTestId('loan-chart').locator('svg')).toBeVisible()
      await expect(page.getByRole('table', { name: new RegExp(text.loans.caption.replace(/\{\{\w+\}\}/g, '.*')) })).toBeAttached()

      expect(await blockingViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `record-${locale}-${testInfo.project.name}.png`), fullPage: true })
    })

    test('citations download as GB/T 7714 and RIS files with the record in them', async ({ page, request }) => {
      const recordId = await recordIdOf(request, '活着')
      const errors = await openRecordPage(page, locale, `/searchList/bookDetails/${recordId}`)
      await page.getByRole('button', { name: text.cite.button, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.cite.title })
      await expect(dialog).toBeVisible()
      const citation = dialog.getByRole('textbox', { name: text.cite.text })
      await expect(citation).toHaveValue('余华. 活着[M]. 北京: 作家出版社, 2012.')
      expect(await blockingViolations(page)).toEqual([])

      const [gbt] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /\.txt$/ }).click()])
      expect(gbt.suggestedFilename()).toMatch(/gbt7714.*\.txt$/)
      expect(await readFile(await gbt.path(), 'utf8')).toBe('余华. 活着[M]. 北京: 作家出版社, 2012.')

      await dialog.getByText(text.cite.formats.ris, { exact: true }).click()
      await expect(citation).toHaveValue(/^TY {2}- BOOK/)
      const [ris] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /\.ris$/ }).click()])
      expect(ris.suggestedFilename()).toMatch(/\.ris$/)
      const file = await readFile(await ris.path(), 'utf8')
      expect(file).toMatch(/^TY {2}- BOOK\r?\n/)
      expect(file).toContain('TI  - 活着')
      expect(file).toContain('AU  - 余华')
      expect(file).toContain('PB  - 作家出版社')
      expect(file).toMatch(/ER {2}- ?\s*$/)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: text.cite.button, exact: true })).toBeFocused()
      expect(errors).toEqual([])
    })

    test('a record id that does not exist says so, without console errors', async ({ page }) => {
      const errors = await openRecordPage(page, locale, '/searchList/bookDetails/2147483000')
      await expect(page.getByRole('heading', { level: 1, name: text.notFound.title })).toBeVisible()
      await expect(page.getByRole('link', { name: text.notFound.search })).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      expect(errors).toEqual([])
    })

    test('a visitor is asked to log in first before reviewing', async ({ page, request }) => {
      const recordId = await recordIdOf(request, '活着')
      await openRecordPage(page, locale, `/searchList/bookDetails/${recordId}`)
      const reviews = page.getByRole('region', { name: text.reviews.title })
      await expect(reviews.getByText(text.reviews.signInFirst)).toBeVisible()
      await expect(reviews.getByRole('link', { name: text.reviews.signIn })).toHaveAttribute('href', /#\/login$/)
      await expect(reviews.getByRole('textbox')).toHaveCount(0)
    })

    test('an other-paper address without a paper says so; with one it shows it', async ({ page }) => {
      const errors = await openRecordPage(page, locale, '/searchList/otherPaperDetail')
      await expect(page.getByRole('heading', { level: 1, name: text.notFound.title })).toBeVisible()
      await page.evaluate(() => void (window.location.hash = '/searchList/otherPaperDetail?title=On%20Computable%20Numbers&author=A.%20M.%20Turing&year=1936'))
      await expect(page.getByRole('heading', { level: 1, name: 'On Computable Numbers' })).toBeVisible()
      await expect(page.getByText(text.otherPaper.fields.year, { exact: true })).toBeVisible()
      expect(errors).toEqual([])
    })
  })
}

test('catalogue data containing HTML shows as text, and runs nothing', async ({ page, database }) => {
  const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
  const title = '<b>Bold</b> <img src=x onerror="window.__xss=1">'
  const record = await database.bibRecord.create({
    data: {
      tenantId: tenant.id, sourceFormat: 'MANUAL', sourceId: `e2e-html-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      title, authors: ['<i>Mallory</i>'], subjects: ['<script>window.__xss=2</script>'], abstract: '<img src=y onerror="window.__xss=3">summary & more',
    },
  })
  try {
    const errors = await openRecordPage(page, 'en-US', `/searchList/bookDetails/${record.id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await settled(page)
    const details = page.getByRole('region', { name: 'Details', exact: true })
    await expect(details.getByText('<img src=y onerror="window.__xss=3">summary & more')).toBeVisible()
    await expect(details.getByRole('link', { name: '<i>Mallory</i>' })).toBeVisible()
    await expect(details.getByRole('link', { name: '<script>window.__xss=2</script>' })).toBeVisible()
    expect(await page.locator('main').evaluate((main) => main.querySelectorAll('b, i, script, img[src="x"], img[src="y"]').length)).toBe(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(errors).toEqual([])
  } finally {
    await database.bibRecord.delete({ where: { id: record.id } })
  }
})

test('keyboard alone: skip link, section buttons, the citation dialog', async ({ page, request }) => {
  const recordId = await recordIdOf(request, '活着')
  const text = resources['en-US'].record
  await openRecordPage(page, 'en-US', `/searchList/bookDetails/${recordId}`)
  await settled(page)
  const cite = page.getByRole('button', { name: text.cite.button, exact: true })
  await cite.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: text.cite.title })
  await expect(dialog).toBeVisible()
  // Focus is inside the dialog; Tab moves to the styles, arrows choose one.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  const gbt = dialog.getByRole('radio', { name: text.cite.formats.gbt7714 })
  await gbt.focus()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: text.cite.formats.apa })).toBeChecked()
  await expect(dialog.getByRole('textbox', { name: text.cite.text })).toHaveValue(/^余华\. \(2012\)/)
  await page.keyboard.press('Escape')
  await expect(cite).toBeFocused()

  // "On this page" buttons move the focus to their section.
  const nav = page.getByRole('navigation', { name: text.nav.label })
  await nav.getByRole('button', { name: text.nav.holdings }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: text.holdings.title })).toBeFocused()
  // Tab from there reaches the copy-link button and Enter copies (feedback in a status line).
  await page.getByRole('button', { name: text.share.copy }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: text.share.title }).getByRole('status')).toHaveText(/./)
})
