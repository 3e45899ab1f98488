import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 15: My library's behaviour record (user menu key 7) and points (key 8), for `reader`, whose seeded records
// include an unpaid overdue fine and a waived one, and a year of points. The tabs answer the arrow keys, the total
// due is what the records still owe, the points list filters by deductions; desktop and phone (cards), axe clean.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/circulation')
const PHONE = { width: 390, height: 844 }

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].behaviour
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' })

  test(`a patron reads their behaviour records by tab and their points, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(120_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const records = await database.behaviourRecord.findMany({ where: { tenantId: tenant.id, patronId: patron.patronId } })
    const owed = records.filter((r) => r.processFlag !== 'CANCELLED').reduce((sum, r) => sum + Math.max(r.amountDueCents - r.amountPaidCents - r.waivedCents, 0), 0)
    const unpaid = records.find((r) => r.processFlag === 'UNTREATED' && r.amountDueCents > r.amountPaidCents + r.waivedCents)
    const waived = records.find((r) => r.processFlag === 'TREATED' && r.waivedCents > 0)
    if (!unpaid || !waived) throw new Error('Seed changed: reader has no unpaid or no waived fine')
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })

    // Key 7: all records, the total due, the tabs.
    const errors = await openRecordPage(page, locale, '/personalExternal/7')
    await expect(page.getByRole('heading', { level: 2, name: text.records.title })).toBeVisible()
    await settled(page)
    await expect(page.getByTestId('behaviour-total-due')).toContainText(money.format(owed / 100))
    const row = (id: number) => page.locator(`tr[data-record-id="${id}"]`)
    await expect(page.getByRole('tab')).toHaveCount(8)
    await expect(row(unpaid.id)).toContainText(text.records.flags.UNTREATED)
    expect(await blockingViolations(page)).toEqual([])
    await shot('behaviour')

    // The arrow keys move to the next tab and choose it: untreated holds the unpaid fine, treated the waived one.
    await page.getByRole('tab', { name: text.records.tabs.all, exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    const untreated = page.getByRole('tab', { name: text.records.tabs.untreated, exact: true })
    await expect(untreated).toHaveAttribute('aria-selected', 'true')
    await expect(untreated).toBeFocused()
    await expect(page).toHaveURL(/tab=untreated/)
    await expect(row(unpaid.id)).toBeVisible()
    await expect(row(waived.id)).toHaveCount(0)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: text.records.tabs.treated, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(row(waived.id)).toContainText(money.format(waived.waivedCents / 100))
    await expect(row(unpaid.id)).toHaveCount(0)
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: text.records.tabs.processing, exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: text.records.tabs.all, exact: true })).toHaveAttribute('aria-selected', 'true')

    // Key 8: the current points, the changes filtered to deductions, the notice.
    const entries = await database.pointsEntry.findMany({ where: { tenantId: tenant.id, patronId: patron.patronId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    await page.goto('./#/personalExternal/8')
    await expect(page.getByRole('heading', { level: 2, name: text.points.title })).toBeVisible()
    await settled(page)
    await expect(page.getByTestId('points-current')).toHaveText(String(entries[0]!.balanceAfter))
    await expect(page.locator(`tr[data-points-id="${entries[0]!.id}"]`)).toBeVisible()
    await page.getByLabel(text.points.direction, { exact: true }).selectOption('deduct')
    await page.getByRole('button', { name: text.points.apply, exact: true }).click()
    const deducted = entries.filter((e) => e.change < 0)
    await expect(page.locator(`tr[data-points-id="${deducted[0]!.id}"]`)).toBeVisible()
    await expect(page.locator(`tr[data-points-id="${entries.find((e) => e.change > 0)!.id}"]`)).toHaveCount(0)
    await page.locator('summary', { hasText: text.points.notice }).click()
    await expect(page.getByText(text.pointsNoticeDefault.split('\n')[0]!)).toBeVisible()
    // A start after the end is refused before any call.
    await page.getByLabel(text.points.from, { exact: true }).fill('2026-02-01')
    await page.getByLabel(text.points.to, { exact: true }).fill('2026-01-01')
    await page.getByRole('button', { name: text.points.apply, exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(text.points.badRange)
    await settled(page)
    expect(await blockingViolations(page)).toEqual([])
    await shot('points')

    // On a phone the rows become cards, each value with its column's name.
    if (testInfo.project.name === 'desktop') {
      await page.setViewportSize(PHONE)
      await page.getByRole('button', { name: text.points.reset }).click()
      await expect(page.locator(`tr[data-points-id="${entries[0]!.id}"] td[data-label="${text.points.columns.balance}"]`)).toBeVisible()
      await page.screenshot({ path: path.join(SCREENSHOTS, `points-${locale}-phone.png`), fullPage: true })
      await page.goto('./#/personalExternal/7')
      await settled(page)
      await expect(row(unpaid.id).locator(`td[data-label="${text.records.columns.outstanding}"]`)).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `behaviour-${locale}-phone.png`), fullPage: true })
    }
    expect(errors).toEqual([])
  })
}
