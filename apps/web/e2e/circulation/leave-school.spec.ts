import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { expect, signInPatron, test } from '../fixtures/signed-in.ts'
import { blockingViolations, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 15: self-service leave-school (user menu key 14) and the card status in My library's header. `reader` has
// loans, so the check sends her to a library desk, with the reason and its count, and offers no button to leave;
// her card is valid, and the report-lost dialog asks for her password (cancelled here: reader serves other tests).
// A patron the test makes for itself, with nothing on loan, sees a frozen card send her to the desk too, and once
// the desk unfreezes it, leaves school with the button.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/patron-status')
const PHONE = { width: 390, height: 844 }

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].patronStatus

  test(`a patron with a loan is sent to the desk to leave school, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(90_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const loans = await database.loan.count({ where: { patronId: patron.patronId, status: 'ACTIVE' } })
    expect(loans).toBeGreaterThan(0)
    const errors = await openRecordPage(page, locale, '/personalExternal/14')
    await expect(page.getByRole('heading', { level: 2, name: text.leave.title })).toBeVisible()
    await settled(page)
    const desk = page.getByRole('alert').filter({ hasText: text.leave.deskTitle })
    await expect(desk).toBeVisible()
    await expect(desk.getByRole('listitem').first()).toHaveText(text.blocker_CURRENT_LOANS.replace('{{count}}', String(loans)))
    await expect(page.getByRole('button', { name: text.leave.apply })).toHaveCount(0)
    // The leave-school form names the patron; the card in the header is valid and can be reported lost.
    await expect(page.getByText(patron.name, { exact: true }).first()).toBeVisible()
    const card = page.getByRole('region', { name: text.card.title })
    await expect(card).toContainText(text.card.status.NORMAL)
    expect(await blockingViolations(page)).toEqual([])
    const shot = (name: string) => path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`)
    await page.screenshot({ path: shot('leave-school-desk'), fullPage: true })

    await card.getByRole('button', { name: text.card.reportLost }).click()
    const dialog = page.getByRole('dialog', { name: text.card.dialogTitle })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(text.card.password)).toBeFocused()
    await dialog.getByRole('button', { name: text.card.confirm }).click()
    await expect(dialog.getByText(text.card.passwordRequired, { exact: true })).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])
    await page.screenshot({ path: shot('report-lost-dialog') })
    await dialog.getByRole('button', { name: text.card.cancel }).click()
    await expect(dialog).toBeHidden()
    expect((await database.patron.findUniqueOrThrow({ where: { id: patron.patronId } })).status).toBe('NORMAL')

    if (testInfo.project.name === 'desktop') {
      await page.setViewportSize(PHONE)
      await expect(desk).toBeVisible()
      await page.screenshot({ path: shot('leave-school-desk-phone'), fullPage: true })
      await card.getByRole('button', { name: text.card.reportLost }).click()
      await page.screenshot({ path: shot('report-lost-dialog-phone') })
      await dialog.getByRole('button', { name: text.card.cancel }).click()
    }
    expect(errors).toEqual([])
  })
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].patronStatus

  test(`a patron nothing keeps leaves school, once the desk unfroze her card, in ${locale}`, async ({ page, database }, testInfo) => {
    test.setTimeout(90_000)
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: '900001' } })
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const suffix = randomBytes(4).toString('hex')
    const patron = await database.patron.create({
      data: {
        tenantId: tenant.id, username: `leaver-${suffix}`, primaryId: `LV${suffix}`, name: `离校生 ${suffix}`, passwordHash: reader.passwordHash, initialPassword: false,
        emailVerified: true, department: '物理学院', major: '应用物理', className: '物理2201', grade: '2022', status: 'FROZEN', firstLoginDone: true,
        validUntil: new Date('2030-07-31T00:00:00Z'),
      },
    })
    const shot = (name: string) => path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`)
    try {
      await signInPatron(database, page, patron.id)
      const errors = await openRecordPage(page, locale, '/personalExternal/14')
      await settled(page)
      const card = page.getByRole('region', { name: text.card.title })
      await expect(card).toContainText(text.card.status.FROZEN)
      await expect(card).toContainText(text.card.frozenNote)
      await expect(card.getByRole('button', { name: text.card.reportLost })).toHaveCount(0)
      await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([text.blocker_CARD_FROZEN])
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: shot('leave-school-frozen'), fullPage: true })

      await database.patron.update({ where: { id: patron.id }, data: { status: 'NORMAL' } })
      await page.reload()
      await expect(page.getByText(text.leave.clear)).toBeVisible()
      await page.getByRole('button', { name: text.leave.apply }).click()
      await expect(page.getByText(text.leave.confirm)).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: shot('leave-school-confirm'), fullPage: true })
      if (testInfo.project.name === 'desktop') {
        await page.setViewportSize(PHONE)
        await page.screenshot({ path: shot('leave-school-confirm-phone'), fullPage: true })
      }
      await page.getByRole('button', { name: text.leave.apply }).click()
      await expect(page.getByRole('status').filter({ hasText: text.leave.done })).toBeVisible()
      await expect.poll(async () => (await database.patron.findUniqueOrThrow({ where: { id: patron.id } })).status).toBe('LEFT')
      await expect(page.getByRole('region', { name: text.card.title })).toContainText(text.card.status.LEFT)
      expect(await database.accountDeletionRequest.count({ where: { patronId: patron.id, kind: 'LEAVE_SCHOOL', status: 'APPROVED' } })).toBe(1)
      await page.screenshot({ path: shot('leave-school-done'), fullPage: true })
      expect(errors).toEqual([])
    } finally {
      await database.patron.delete({ where: { id: patron.id } })
    }
  })
}
