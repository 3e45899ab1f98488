import { resources } from '@portal/i18n'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readSpreadsheet } from '../../../server/src/testing/spreadsheet.ts'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 15: My library's borrowing exports the selected loans as a spreadsheet (spec §5: at least one row), shows
// what the patron borrows by subject as a chart (with its numbers as a table), and the union tabs for a patron who
// takes part in union lending. The test lends two copies of its own to `reader` and takes them back afterwards.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

/** Where the screenshots go (E2E_SHOTS_DIR, else the repository's screenshots folder). */
const SCREENSHOTS = process.env.E2E_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../../screenshots/circulation')
const DAY_MS = 86_400_000

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].circulation

  test(`a patron exports the selected loans as a spreadsheet and sees the loan chart, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(120_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const lent: number[] = []
    const lend = async () => {
      // Tests side by side may pick the same copy: the database's one-active-loan-per-copy index refuses the second.
      for (let attempt = 0; attempt < 20; attempt++) {
        const item = await database.item.findFirst({
          where: { tenantId: tenant.id, status: 'ON_SHELF', loans: { none: { status: 'ACTIVE' } } }, include: { record: true }, orderBy: { id: 'asc' }, skip: testInfo.parallelIndex * 20 + attempt,
        })
        if (!item) break
        const loan = await database.loan
          .create({
            data: {
              tenantId: tenant.id, patronId: patron.patronId, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode,
              callNo: item.callNo, loanDate: new Date(Date.now() - 5 * DAY_MS), dueDate: new Date(Date.now() + 25 * DAY_MS), status: 'ACTIVE',
            },
          })
          .catch(() => null)
        if (loan) {
          lent.push(loan.id)
          return loan
        }
      }
      throw new Error('no copy on the shelf to lend')
    }
    await database.patron.update({ where: { id: patron.patronId }, data: { lendingParticipation: true } })
    try {
      const first = await lend()
      const second = await lend()
      const errors = await openRecordPage(page, locale, '/personalExternal/5')
      await expect(page.getByRole('heading', { level: 2, name: text.loans.title })).toBeVisible()
      await settled(page)
      // The chart, drawn once its chunk has loaded, and its numbers as a table.
      const chart = page.getByRole('region', { name: text.chart.title })
      await expect(chart.locator('svg').first()).toBeVisible()
      await expect(chart.getByRole('table')).toContainText(text.chart.loans)
      const row = (id: number) => page.locator(`tr[data-loan-id="${id}"]`)
      await expect(row(first.id)).toBeVisible()
      const exportButton = page.getByRole('tabpanel').getByRole('button', { name: text.loans.export.replace('{{count}}', '0') })
      await expect(exportButton).toBeDisabled()
      expect(await blockingViolations(page)).toEqual([])
      mkdirSync(SCREENSHOTS, { recursive: true })
      await chart.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SCREENSHOTS, `borrowing-chart-${locale}-desktop.png`), fullPage: true })

      await row(first.id).getByRole('checkbox').check()
      await row(second.id).getByRole('checkbox').check()
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: text.loans.export.replace('{{count}}', '2') }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${text.loans.current}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`))
      const [sheet] = await readSpreadsheet(readFileSync(await download.path()))
      const columns = text.loans.columns
      expect(sheet!.name).toBe(text.loans.current)
      expect(sheet!.rows[0]).toEqual([columns.title, columns.author, columns.barcode, columns.callNo, columns.library, columns.location, columns.loanDate, columns.dueDate, columns.renewals])
      expect(sheet!.rows.slice(1).map((r) => r[2]).sort()).toEqual([first.barcode, second.barcode].sort())
      expect(sheet!.rows.slice(1).map((r) => r[0]).sort()).toEqual([first.title, second.title].sort())

      // The union tabs of a patron who takes part in union lending.
      await expect(page.getByRole('tab', { name: text.loans.unionCurrent })).toBeVisible()
      await page.getByRole('tab', { name: text.loans.unionHistory }).click()
      await expect(page).toHaveURL(/tab=unionHistory/)
      await expect(page.getByRole('tabpanel')).toContainText(text.loans.unionEmpty)
      await settled(page)
      expect(await blockingViolations(page)).toEqual([])

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('tab', { name: text.loans.current }).click()
      await expect(row(first.id)).toBeVisible()
      await expect(chart.locator('svg').first()).toBeVisible()
      // Nothing sticks out sideways on a phone.
      const wide = () => page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.sr-only, [class*="overflow-x-auto"]')).map((e) => `${e.tagName}.${e.className}`.slice(0, 80)).slice(0, 5))
      await expect.poll(wide).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.screenshot({ path: path.join(SCREENSHOTS, `borrowing-chart-${locale}-phone.png`), fullPage: true })
      expect(await blockingViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await database.loan.deleteMany({ where: { id: { in: lent } } })
      await database.patron.update({ where: { id: patron.patronId }, data: { lendingParticipation: false } })
    }
  })
}
