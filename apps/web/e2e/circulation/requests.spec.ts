import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import { expect, signInPatron, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 8: requests in My library (user menu key 4). A patron asks for a copy on the shelf from the title's page,
// follows the request's progress and cancels it; a reader who has a copy lends it on to the patron who asked, with
// the take code that patron shows, and a wrong code is refused in the holder's language.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const DAY_MS = 86_400_000

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].requests
  const errorsText = resources[locale].errors

  test(`a patron requests a copy from its page, follows the request and cancels it, in ${locale}`, async ({ page, database }, testInfo) => {
    test.setTimeout(90_000)
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    // A patron of the test's own: the demo patrons' open requests count against their limit, and runs side by side
    // (and the re-lending test) would share it.
    const reader = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const suffix = `${testInfo.project.name}-${locale}-${Date.now()}`
    const patron = await database.patron.create({
      data: {
        tenantId: tenant.id, username: `requester-${suffix}`, primaryId: `RQ-${suffix}`, name: `请求读者 ${testInfo.parallelIndex}`, passwordHash: reader.passwordHash,
        initialPassword: false, email: `requester-${suffix}@example.org`, emailVerified: true, userType: '本科生', firstLoginDone: true, validUntil: new Date('2030-07-31T00:00:00Z'),
      },
    })
    await signInPatron(database, page, patron.id)
    try {
      // A title with one copy, on the shelf, that nobody has asked for (another per run side by side).
      const record = await database.bibRecord.findFirstOrThrow({
        where: { tenantId: tenant.id, items: { some: {}, every: { status: 'ON_SHELF', circAttr: '0' } }, requests: { none: {} } },
        orderBy: { id: 'desc' }, skip: testInfo.parallelIndex * 3 + (locale === 'en-US' ? 1 : 0),
      })
      const errors = await openRecordPage(page, locale, `/searchList/bookDetails/${record.id}`)
      await page.getByRole('link', { name: resources[locale].record.holdings.request }).click()
      const form = page.getByRole('form', { name: text.form.title.replace('{{title}}', record.title) })
      await expect(form).toBeVisible()
      await settled(page)
      await expect(form.getByRole('radio', { name: text.type.ENTRUSTMENT })).toBeChecked()
      await form.getByRole('combobox', { name: text.form.pickup }).selectOption({ index: 1 })
      await form.getByRole('button', { name: text.form.submit }).click()
      const done = page.getByRole('status').filter({ hasText: text.form.done.split('{{requestNo}}')[0]!.trim() })
      await expect(done).toBeVisible()
      const created = await database.circulationRequest.findFirstOrThrow({ where: { recordId: record.id, status: 'START', patronId: patron.id } })
      await expect(done).toContainText(text.form.done.replace('{{requestNo}}', created.requestNo))
      expect(await blockingViolations(page)).toEqual([])

      const card = page.getByRole('article', { name: record.title })
      await expect(card.getByText(text.status.START, { exact: true })).toBeVisible()
      await card.getByRole('button', { name: text.actions.timeline }).click()
      await expect(card.getByRole('listitem').filter({ hasText: text.step['4'] })).toBeVisible()
      await card.getByRole('button', { name: text.actions.cancel }).click()
      await card.getByRole('button', { name: text.cancel.yes }).click()
      await expect(card.getByText(text.status.CANCEL, { exact: true })).toBeVisible()
      await expect(card.getByRole('status')).toHaveText(text.cancel.done)
      expect((await database.circulationRequest.findUniqueOrThrow({ where: { id: created.id } })).status).toBe('CANCEL')
      expect(await blockingViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await database.requestEvent.deleteMany({ where: { request: { patronId: patron.id } } })
      await database.circulationRequest.deleteMany({ where: { patronId: patron.id } })
      await database.patron.delete({ where: { id: patron.id } })
    }
  })

  test(`a reader lends their copy on with the requester's take code, in ${locale}`, async ({ page, browser, signIn, database }, testInfo) => {
    test.setTimeout(90_000)
    const requester = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const holder = await database.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'scholar' } })
    const item = await database.item.findFirstOrThrow({
      where: { tenantId: tenant.id, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } }, requests: { none: {} } },
      include: { record: true }, orderBy: { id: 'asc' }, skip: testInfo.parallelIndex * 3 + (locale === 'en-US' ? 1 : 0),
    })
    const held = await database.loan.create({
      data: {
        tenantId: tenant.id, patronId: holder.id, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode, callNo: item.callNo,
        loanDate: new Date(Date.now() - 3 * DAY_MS), dueDate: new Date(Date.now() + 27 * DAY_MS), status: 'ACTIVE',
      },
    })
    await database.item.update({ where: { id: item.id }, data: { status: 'ON_LOAN' } })
    const request = await database.circulationRequest.create({
      data: {
        tenantId: tenant.id, requestNo: `E2E${Date.now()}${testInfo.parallelIndex}`, type: 'RELENDING', status: 'START', step: '11', patronId: requester.patronId,
        recordId: item.recordId, itemId: item.id, loanId: held.id, holderPatronId: holder.id, title: item.record.title, contactEmail: 'linxiao@student.xinghai.example',
      },
    })
    await database.requestEvent.create({ data: { tenantId: tenant.id, requestId: request.id, step: '11', status: 'START' } })
    const holderContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    const holderPage = await holderContext.newPage()
    try {
      await openRecordPage(page, locale, '/personalExternal/4')
      const mine = page.getByRole('article', { name: item.record.title })
      await mine.getByRole('button', { name: text.actions.takeCode }).click()
      const code = (await mine.getByTestId('take-code').textContent())?.trim() ?? ''
      expect(code).toMatch(/^\d{6}$/)
      expect(await blockingViolations(page)).toEqual([])

      await signInPatron(database, holderPage, holder.id)
      await openRecordPage(holderPage, locale, '/personalExternal/4?tab=others')
      const theirs = holderPage.getByRole('article', { name: item.record.title })
      await theirs.getByRole('button', { name: text.actions.handOver }).click()
      const handOver = holderPage.getByRole('form', { name: text.handOver.title.replace('{{title}}', item.record.title) })
      await handOver.getByLabel(text.handOver.label).fill(code === '000000' ? '999999' : '000000')
      await handOver.getByRole('button', { name: text.handOver.submit }).click()
      await expect(handOver.getByRole('alert')).toHaveText(errorsText.TAKE_CODE_INVALID)
      await handOver.getByLabel(text.handOver.label).fill(code)
      await handOver.getByRole('button', { name: text.handOver.submit }).click()
      await expect(theirs.getByRole('status')).toContainText(text.handOver.done.split('{{date}}')[0]!.trim())
      expect(await blockingViolations(holderPage)).toEqual([])
      const lentOn = await database.loan.findFirstOrThrow({ where: { itemId: item.id, status: 'ACTIVE' } })
      expect(lentOn.patronId).toBe(requester.patronId)
      expect((await database.circulationRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('COMPLETE')
    } finally {
      await holderContext.close()
      await database.requestEvent.deleteMany({ where: { requestId: request.id } })
      await database.circulationRequest.delete({ where: { id: request.id } })
      await database.loanEvent.deleteMany({ where: { loan: { itemId: item.id, id: { gte: held.id } } } })
      await database.loan.deleteMany({ where: { itemId: item.id, id: { gte: held.id } } })
      await database.item.update({ where: { id: item.id }, data: { status: 'ON_SHELF', dueDate: null } })
    }
  })
}
