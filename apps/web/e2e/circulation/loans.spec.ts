import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 8: My library's borrowing. A signed-in patron renews two loans at once; one renews, the other is at the
// loan rules' limit and says so in the patron's language; the history tab finds a returned loan by its title.
// Each test lends two copies of its own to `reader` and takes them back afterwards.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/circulation')
const DAY_MS = 86_400_000

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].circulation
  const errorsText = resources[locale].errors

  test(`a patron renews two loans at once and sees each outcome, and finds a past loan, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(120_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const lent: number[] = []
    const lend = async (renewCount: number) => {
      // Tests side by side may pick the same copy: the database's one-active-loan-per-copy index refuses the second.
      for (let attempt = 0; attempt < 20; attempt++) {
        const item = await database.item.findFirst({
          where: { tenantId: tenant.id, status: 'ON_SHELF', loans: { none: { status: 'ACTIVE' } } }, include: { record: true }, orderBy: { id: 'desc' }, skip: testInfo.parallelIndex * 20 + attempt,
        })
        if (!item) break
        const loan = await database.loan
          .create({
            data: {
              tenantId: tenant.id, patronId: patron.patronId, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode,
              callNo: item.callNo, loanDate: new Date(Date.now() - 10 * DAY_MS), dueDate: new Date(Date.now() + 6 * DAY_MS), renewCount, status: 'ACTIVE',
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
    try {
      const renewable = await lend(0)
      const atLimit = await lend(1)
      const errors = await openRecordPage(page, locale, '/personalExternal/5')
      await expect(page.getByRole('heading', { level: 2, name: text.loans.title })).toBeVisible()
      await settled(page)
      const row = (id: number) => page.locator(`tr[data-loan-id="${id}"]`)
      await expect(row(renewable.id)).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])

      await row(renewable.id).getByRole('checkbox').check()
      await row(atLimit.id).getByRole('checkbox').check()
      await page.getByRole('button', { name: text.loans.renewSelected.replace('{{count}}', '2') }).click()
      await expect(page.getByRole('status').filter({ hasText: text.loans.renewSummary.replace('{{renewed}}', '1').replace('{{refused}}', '1') })).toBeVisible()
      await expect(row(atLimit.id)).toContainText(errorsText.RENEWAL_LIMIT_REACHED)
      await expect(row(renewable.id)).toContainText(text.loans.renewed.split('{{date}}')[0]!.trim())
      await expect.poll(async () => (await database.loan.findUniqueOrThrow({ where: { id: renewable.id } })).renewCount).toBe(1)
      expect((await database.loan.findUniqueOrThrow({ where: { id: atLimit.id } })).renewCount).toBe(1)
      // The rules of reader's patron type (本科生) are folded under the list.
      await page.locator('summary', { hasText: text.rules.title }).click()
      await expect(page.getByText('本科生普通图书')).toBeVisible()
      await page.screenshot({ path: path.join(SCREENSHOTS, `renewed-${locale}-${testInfo.project.name}.png`), fullPage: true })

      // The history tab, searched by the title of a returned loan of the patron's.
      const past = await database.loan.findFirstOrThrow({ where: { tenantId: tenant.id, patronId: patron.patronId, status: 'RETURNED' }, orderBy: { returnDate: 'desc' } })
      // The tabs answer the arrow keys.
      await page.getByRole('tab', { name: text.loans.current }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: text.loans.history })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab', { name: text.loans.history })).toBeFocused()
      await expect(page).toHaveURL(/tab=history/)
      await page.getByRole('searchbox', { name: text.loans.searchLabel }).fill(past.title)
      await page.getByRole('button', { name: text.loans.search, exact: true }).click()
      await expect(page.getByRole('tabpanel').getByRole('link', { name: past.title }).first()).toBeVisible()
      await settled(page)
      expect(await blockingViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await database.loan.deleteMany({ where: { id: { in: lent } } })
    }
  })
}

test('a visitor who opens My library is asked to sign in first', async ({ page }) => {
  await openRecordPage(page, 'zh-CN', '/personalExternal/5')
  await expect(page.getByText('请登录！').first()).toBeVisible()
})
