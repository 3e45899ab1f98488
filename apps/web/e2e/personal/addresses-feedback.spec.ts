import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, signInPatron, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 16: My library's addresses (user menu key 9) and problem feedback (key 12), for a copy of `reader`, whose seed holds
// three addresses (the Beijing one the default) and three pieces of feedback (one answered). An address is added
// through the province → city → district selects and made the default, then the default moves back; feedback is
// sent with its live count and shows under "no reply". Exactly one default stays; axe clean; desktop and phone.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }

for (const locale of ['zh-CN', 'en-US'] as const) {
  const a = resources[locale].addresses
  const f = resources[locale].feedback

  test(`a patron adds an address with the area selects, sets the default, and sends feedback, in ${locale}`, async ({ page, database }, testInfo) => {
    test.setTimeout(120_000)
    // A patron of its own with copies of reader's seeded addresses and feedback: the runs of both languages and
    // both projects move defaults at the same time, and must not see each other's.
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const suffix = `${testInfo.project.name}-${locale}-${Date.now()}`
    const own = await database.patron.create({
      data: {
        tenantId: tenant.id, username: `addr-${suffix}`, primaryId: `ADDR-${suffix}`, name: reader.name, passwordHash: reader.passwordHash, initialPassword: false,
        email: `addr-${suffix}@example.org`, emailVerified: true, userType: reader.userType, firstLoginDone: true, validUntil: new Date('2030-07-31T00:00:00Z'),
      },
    })
    const patron = { patronId: own.id }
    const seeded = await database.address.findMany({ where: { patronId: reader.id, NOT: { details: { startsWith: 'E2E ' } } }, orderBy: { id: 'asc' } })
    await database.address.createMany({ data: seeded.map(({ id: _, patronId: __, ...row }) => ({ ...row, patronId: own.id, isDefault: row.details.includes('颐和园路') })) })
    const feedback = await database.feedback.findMany({ where: { patronId: reader.id, kind: 'PROBLEM', NOT: { content: { startsWith: 'E2E feedback' } } }, orderBy: { id: 'asc' } })
    await database.feedback.createMany({ data: feedback.map(({ id: _, patronId: __, ...row }) => ({ ...row, patronId: own.id })) })
    await signInPatron(database, page, own.id)
    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${testInfo.project.name}.png`), fullPage: true })
    const defaults = () => database.address.findMany({ where: { patronId: patron.patronId, isDefault: true }, select: { id: true, details: true } })

    // Key 9: the seeded cards, the default first.
    const errors = await openRecordPage(page, locale, '/personalExternal/9')
    await expect(page.getByRole('heading', { level: 2, name: a.title })).toBeVisible()
    await settled(page)
    const cards = page.getByTestId('address-card')
    await expect(cards.first().getByTestId('address-default')).toHaveText(a.default)
    await expect(cards.first()).toContainText('颐和园路')
    expect(await blockingViolations(page)).toEqual([])
    await shot('addresses')

    // Add one in Hangzhou's West Lake district through the cascade, and make it the default.
    const details = `E2E ${locale} ${Date.now()}`
    await page.getByRole('button', { name: a.add, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: a.dialogAdd })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('area-city')).toBeDisabled()
    await dialog.getByTestId('area-province').selectOption({ label: '浙江省' })
    await dialog.getByTestId('area-city').selectOption({ label: '杭州市' })
    await dialog.getByTestId('area-district').selectOption({ label: '西湖区' })
    await dialog.getByLabel(a.field_details, { exact: true }).fill(details)
    await dialog.getByLabel(a.field_recipient, { exact: true }).fill('林晓')
    await dialog.getByLabel(a.field_phone, { exact: true }).fill('12345')
    await dialog.getByLabel(a.field_zipCode, { exact: true }).fill('310012')
    await dialog.getByLabel(a.field_isDefault).check()
    expect(await blockingViolations(page)).toEqual([])
    await shot('address-dialog')
    // A bad phone is refused in the page's language, and the dialog stays open.
    await dialog.getByRole('button', { name: a.save, exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(resources[locale].errors.ADDRESS_PHONE_INVALID)
    await dialog.getByLabel(a.field_phone, { exact: true }).fill('13800138000')
    await dialog.getByRole('button', { name: a.save, exact: true }).click()
    await expect(dialog).toBeHidden()
    const added = cards.filter({ hasText: details })
    await expect(added.getByTestId('address-default')).toHaveText(a.default)
    await expect(added).toContainText('浙江省 杭州市 西湖区')
    expect((await defaults()).map((d) => d.details)).toEqual([details])

    // The default goes back to the Beijing address; the list is reloaded and shows one default.
    await cards.filter({ hasText: '颐和园路' }).getByRole('button', { name: a.setDefault }).click()
    await expect(cards.first()).toContainText('颐和园路')
    await expect(page.getByTestId('address-default')).toHaveCount(1)
    expect((await defaults()).map((d) => d.details)).toEqual([expect.stringContaining('颐和园路')])

    // Delete the new one, after the confirmation.
    await added.getByRole('button', { name: a.delete, exact: true }).click()
    await added.getByRole('button', { name: a.confirm, exact: true }).click()
    await expect(added).toHaveCount(0)

    // Key 12: feedback with its live count, then seen under "no reply"; the answered one shows its reply.
    await page.goto('./#/personalExternal/12')
    await expect(page.getByRole('heading', { level: 2, name: f.title })).toBeVisible()
    await settled(page)
    const content = `E2E feedback ${locale} ${Date.now()}`
    await page.getByLabel(f.content, { exact: true }).fill(content)
    await expect(page.getByTestId('feedback-count')).toHaveText(`${[...content].length} / 300`)
    await page.getByRole('button', { name: f.submit, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: f.sent })).toBeVisible()
    await page.getByRole('tab', { name: f.tab_unreplied, exact: true }).click()
    await expect(page.getByTestId('feedback-item').filter({ hasText: content })).toContainText(f.awaiting)
    await page.getByRole('tab', { name: f.tab_replied, exact: true }).click()
    await expect(page.getByTestId('feedback-item').first()).toContainText(f.reply)
    await expect(page.getByTestId('feedback-item').filter({ hasText: content })).toHaveCount(0)
    expect(await blockingViolations(page)).toEqual([])
    await page.getByRole('tab', { name: f.tab_all, exact: true }).click()
    await settled(page)
    await shot('feedback')

    if (testInfo.project.name === 'desktop' && locale === 'zh-CN') {
      await page.setViewportSize(PHONE)
      await expect(page.getByTestId('feedback-item').first()).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `feedback-${locale}-phone.png`), fullPage: true })
      await page.goto('./#/personalExternal/9')
      await settled(page)
      await expect(cards.first()).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `addresses-${locale}-phone.png`), fullPage: true })
    }
    expect(errors).toEqual([])
  })
}
