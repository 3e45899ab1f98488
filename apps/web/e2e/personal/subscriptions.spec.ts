import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, signInPatron, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 16: subscriptions (user menu key 3). A patron of the test's own subscribes to a search from the result list,
// finds it in My library, changes how often it alerts and turns e-mail off, then deletes it after confirming; a
// visitor's "subscribe" asks them to sign in first. axe clean; desktop, and the phone once in zh-CN.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }
const TERM = '三体'

for (const locale of ['zh-CN', 'en-US'] as const) {
  const s = resources[locale].subscriptions
  const search = resources[locale].search
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))

  test(`a patron subscribes from the results, changes the schedule and deletes it, in ${locale}`, async ({ page, database }, testInfo) => {
    test.setTimeout(120_000)
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `subscriptions-${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const suffix = `${testInfo.project.name}-${locale}-${Date.now()}`
    const patron = await database.patron.create({
      data: {
        tenantId: tenant.id, username: `sub-${suffix}`, primaryId: `SUB-${suffix}`, name: '订阅读者', passwordHash: reader.passwordHash, initialPassword: false,
        email: `sub-${suffix}@example.org`, emailVerified: true, userType: '本科生', firstLoginDone: true, validUntil: new Date('2030-07-31T00:00:00Z'),
      },
    })

    // A visitor is asked to sign in first.
    const errors = await openRecordPage(page, locale, `/searchList?searchFieldContent=${encodeURIComponent(TERM)}`)
    await page.getByRole('button', { name: search.actions.subscribe, exact: true }).click()
    await expect(page.getByText(search.actions.loginFirst)).toBeVisible()

    // Signed in, the same button saves the search.
    await signInPatron(database, page, patron.id)
    // The page reads the token when it loads: a change of the address's hash alone does not load it again.
    await page.goto(`./#/searchList?searchFieldContent=${encodeURIComponent(TERM)}`)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
    await settled(page)
    await page.getByRole('button', { name: search.actions.subscribe, exact: true }).click()
    await expect(page.getByText(fill(s.button.done, { term: TERM }))).toBeVisible()
    await expect(page.getByRole('button', { name: s.button.subscribed, exact: true })).toBeDisabled()
    await expect.poll(() => database.subscription.count({ where: { patronId: patron.id, searchContent: TERM } })).toBe(1)
    expect(await blockingViolations(page)).toEqual([])

    // Key 3 lists it; schedule and e-mail change in place.
    await page.getByRole('link', { name: s.button.manage }).click()
    await expect(page.getByRole('heading', { level: 2, name: s.panel.title })).toBeVisible()
    await settled(page)
    const row = page.locator('tr[data-subscription-id]')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(TERM)
    await expect(row).toContainText(s.never)
    await row.getByLabel(fill(s.scheduleLabel, { name: TERM })).selectOption('WEEKLY')
    await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible()
    // A controlled box: it shows the saved state once the server answered.
    await row.getByLabel(fill(s.emailLabel, { name: TERM })).click()
    await expect(row.getByLabel(fill(s.emailLabel, { name: TERM }))).not.toBeChecked({ timeout: 15_000 })
    await expect.poll(async () => database.subscription.findFirst({ where: { patronId: patron.id }, select: { schedule: true, emailAlerts: true } })).toEqual({ schedule: 'WEEKLY', emailAlerts: false })
    await expect(row.getByLabel(fill(s.scheduleLabel, { name: TERM }))).toHaveValue('WEEKLY')
    expect(await blockingViolations(page)).toEqual([])
    await shot('list')

    if (testInfo.project.name === 'desktop' && locale === 'zh-CN') {
      await page.setViewportSize(PHONE)
      await expect(row.locator(`td[data-label="${s.column.schedule}"]`)).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `subscriptions-list-${locale}-phone.png`), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // Delete asks first; cancelling keeps it, confirming removes it and the empty state shows.
    await row.getByRole('button', { name: fill(s.deleteLabel, { name: TERM }) }).click()
    await expect(page.getByText(fill(s.confirmDelete, { name: TERM }))).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])
    await page.getByRole('button', { name: s.cancel, exact: true }).click()
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: fill(s.deleteLabel, { name: TERM }) }).click()
    await page.getByRole('button', { name: s.confirm, exact: true }).click()
    await expect(page.getByText(s.panel.empty)).toBeVisible()
    expect(await database.subscription.count({ where: { patronId: patron.id } })).toBe(0)
    await shot('empty')
    expect(errors).toEqual([])
  })
}
