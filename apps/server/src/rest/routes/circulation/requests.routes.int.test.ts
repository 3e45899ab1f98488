import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAccountTestApp, type Outbox } from '../../../modules/account/account-test-kit.ts'
import { DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// Requests of the built-in circulation (spec §7 "Requests and lending"): a reservation kept at check-in and the
// patron told, the kept copy handed out against a take code that works once, an entrusted copy cancelled back to the
// shelf, re-lending between two patrons with the requester's take code, a delivery received, and refusals.

let t: TestApp
let outbox: Outbox
let librarian: Record<string, string>
let reader: Record<string, string>
let scholar: Record<string, string>
let tenantId: number
let pickupId: number

beforeAll(async () => {
  ;({ t, outbox } = await createAccountTestApp())
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
  reader = (await patronHeaders(t, DEFAULT_GROUP, 'reader')).headers
  scholar = (await patronHeaders(t, DEFAULT_GROUP, 'scholar')).headers
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  pickupId = (await t.db.prisma.location.findFirstOrThrow({ where: { tenantId, isPickup: true } })).id
})
afterAll(() => t.close())
beforeEach(() => {
  outbox.mails.length = 0
  outbox.texts.length = 0
})

const post = (path: string, body: object, headers: Record<string, string>) => t.http().post(path).set(headers).send(body)
const get = (path: string, query: Record<string, string | number>, headers: Record<string, string>) => t.http().get(path).set(headers).query(query)
const en = (headers: Record<string, string>) => ({ ...headers, 'content-language': 'en_US' })

/** A record with exactly one copy, loanable and on the shelf, that nobody has asked for; a different one each call. */
let skip = 0
async function singleCopyRecord() {
  const record = await t.db.prisma.bibRecord.findFirstOrThrow({
    where: { tenantId, items: { some: {}, every: { status: 'ON_SHELF', circAttr: '0' } }, requests: { none: {} } }, orderBy: { id: 'asc' }, skip: skip++,
    include: { items: true },
  })
  if (record.items.length !== 1) return singleCopyRecord()
  return { record, copy: record.items[0]! }
}

async function lend(patron: string, barcode: string) {
  const res = await post('/admin/circulation/checkout', { patron, barcode }, librarian)
  expect(res.body.success, JSON.stringify(res.body)).toBe(true)
  return res.body.data as { loanId: number }
}

describe('a reservation', () => {
  it('waits for the copy, is kept for the patron at check-in (who is told), and is lent against a take code that works once', async () => {
    const { record, copy } = await singleCopyRecord()
    await lend('scholar', copy.barcode)
    const placed = await post('/find/subtenancy/subscribeAndEntrust', { requestType: 1, recordId: String(record.id), takeLocationId: pickupId, contactPhone: '13800000001' }, reader)
    expect(placed.body).toMatchObject({ success: true, data: { requestType: 1, status: 1, step: '2', stepName: '预约中', title: record.title, cancelFlag: 1, takeCodeFlag: 0 } })
    const requestId = placed.body.data.requestId as number
    // Nothing to collect yet.
    expect((await post('/find/subtenancy/getTakeCode', { requestId }, en(reader))).body).toMatchObject({ success: false, errCode: 4057, message: 'This request has nothing to collect yet' })

    const checkedIn = await post('/admin/circulation/checkin', { barcode: copy.barcode }, librarian)
    expect(checkedIn.body.data).toMatchObject({ heldFor: { requestId }, noticeSent: true })
    expect(outbox.texts.map((m) => m.to)).toEqual(['13800000001'])
    expect(outbox.texts[0]!.text).toContain(record.title)
    expect(outbox.mails.map((m) => m.to)).toEqual(['linxiao@student.xinghai.example'])
    const kept = await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id }, include: { record: true } })
    expect(kept).toMatchObject({ status: 'ON_HOLD', currentLocationId: pickupId })
    expect(kept.record.onShelfCount).toBe(record.onShelfCount - 1)

    const detail = await get('/find/subtenancy/requestDetl', { requestId }, en(reader))
    expect(detail.body.data).toMatchObject({ status: 4, statusName: 'Accepted', step: '3', stepName: 'Reservation arrived', takeCodeFlag: 1 })
    expect(detail.body.data.workflow.map((w: { step: string }) => w.step)).toEqual(['2', '3'])

    const code = (await post('/find/subtenancy/getTakeCode', { requestId }, reader)).body.data as { takeCode: string; expireTime: string }
    expect(code.takeCode).toMatch(/^\d{6}$/)
    const minutes = (Date.parse(code.expireTime) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(4.5)
    expect(minutes).toBeLessThanOrEqual(5)
    // A patron cannot lend it to themselves: the desk does.
    const lent = await post('/admin/circulation/requests/complete', { takeCode: code.takeCode }, librarian)
    expect(lent.body).toMatchObject({ success: true, data: { title: record.title, barcode: copy.barcode } })
    const loan = await t.db.prisma.loan.findUniqueOrThrow({ where: { id: lent.body.data.loanId }, include: { patron: true } })
    expect(loan.patron.username).toBe('reader')
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('ON_LOAN')
    expect((await t.db.prisma.bibRecord.findUniqueOrThrow({ where: { id: record.id } })).onShelfCount).toBe(record.onShelfCount - 1)
    // Used once.
    expect((await post('/admin/circulation/requests/complete', { takeCode: code.takeCode }, en(librarian))).body).toMatchObject({ success: false, errCode: 4056, message: 'Take code invalid, please refresh' })
    const done = await get('/find/subtenancy/requestDetl', { requestId }, reader)
    expect(done.body.data).toMatchObject({ status: 5, step: '8', cancelFlag: 0, takeCodeFlag: 0 })
  })

  it('refuses an expired take code, and lends against a fresh one (the demo reservation that waits for reader)', async () => {
    const waiting = await t.db.prisma.circulationRequest.findFirstOrThrow({ where: { tenantId, status: 'ACCEPT', type: 'RESERVATION', patron: { username: 'reader' } } })
    const list = (await post('/find/subtenancy/requestManager', { status: 4 }, reader)).body.data
    expect(list.searchResult).toEqual([expect.objectContaining({ requestId: waiting.id, takeCodeFlag: 1, cancelFlag: 1 })])
    const first = (await post('/find/subtenancy/getTakeCode', { requestId: waiting.id }, reader)).body.data.takeCode as string
    await t.db.prisma.circulationRequest.update({ where: { id: waiting.id }, data: { takeCodeExpiresAt: new Date(Date.now() - 1000) } })
    expect((await post('/admin/circulation/requests/complete', { takeCode: first }, librarian)).body.errCode).toBe(4056)
    expect((await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('ACCEPT')
    const fresh = (await post('/find/subtenancy/getTakeCode', { requestId: waiting.id }, reader)).body.data.takeCode as string
    expect((await post('/admin/circulation/requests/complete', { takeCode: fresh }, librarian)).body.success).toBe(true)
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: waiting.itemId! } })).status).toBe('ON_LOAN')
    await post('/admin/circulation/checkin', { barcode: (await t.db.prisma.item.findUniqueOrThrow({ where: { id: waiting.itemId! } })).barcode }, librarian)
  })

  it('refuses a title with a copy on the shelf, a second request for the same title, and more requests than the rule keeps', async () => {
    const { record } = await singleCopyRecord()
    expect((await post('/find/subtenancy/subscribeAndEntrust', { requestType: 1, recordId: record.id, takeLocationId: pickupId }, reader)).body.errCode).toBe(4052)
    const first = await singleCopyRecord()
    const asked = { requestType: 2, itemId: first.copy.id, takeLocationId: pickupId }
    expect((await post('/find/subtenancy/userApplyCheck', asked, reader)).body).toMatchObject({ success: true, data: true })
    expect(await t.db.prisma.circulationRequest.count({ where: { itemId: first.copy.id } })).toBe(0)
    expect((await post('/find/subtenancy/subscribeAndEntrust', asked, reader)).body.success).toBe(true)
    expect((await post('/find/subtenancy/subscribeAndEntrust', asked, en(reader))).body).toMatchObject({ errCode: 4054, message: 'You already have an open request for this title' })
    // reader (本科生) keeps 3 open requests at most.
    const open = (await post('/find/subtenancy/subtenancyTimes', {}, reader)).body.data as { requestNum: number; maxRequestNum: number; leftNum: number }
    expect(open.maxRequestNum).toBe(3)
    for (let n = open.requestNum; n < 3; n++) {
      const more = await singleCopyRecord()
      expect((await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: more.copy.id, takeLocationId: pickupId }, reader)).body.success).toBe(true)
    }
    const over = await singleCopyRecord()
    expect((await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: over.copy.id, takeLocationId: pickupId }, reader)).body.errCode).toBe(4053)
    // Cancel them again for the other tests.
    const mine = (await post('/find/subtenancy/requestManager', { rows: 50, status: 1 }, reader)).body.data.searchResult as { requestId: number }[]
    for (const r of mine) expect((await get('/find/subtenancy/requestCancel', { requestId: r.requestId }, reader)).body.success).toBe(true)
  })
})

describe('a kept copy nobody collects', () => {
  it('goes to the next reader who reserved the title when the first cancels, and back on the shelf when that one lapses', async () => {
    const newcomer = (await patronHeaders(t, DEFAULT_GROUP, 'newcomer')).headers
    const { record, copy } = await singleCopyRecord()
    await lend('scholar', copy.barcode)
    const reserve = (headers: Record<string, string>) =>
      post('/find/subtenancy/subscribeAndEntrust', { requestType: 1, recordId: record.id, takeLocationId: pickupId, contactPhone: '13900000002' }, headers)
    const first = (await reserve(reader)).body.data.requestId as number
    const second = (await reserve(newcomer)).body.data.requestId as number
    expect((await post('/admin/circulation/checkin', { barcode: copy.barcode }, librarian)).body.data.heldFor.requestId).toBe(first)
    outbox.texts.length = 0
    expect((await get('/find/subtenancy/requestCancel', { requestId: first }, reader)).body.data.status).toBe(2)
    // The copy stays at the desk, now for the second reader, who is told.
    expect(await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: 'ACCEPT', step: '3', itemId: copy.id })
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('ON_HOLD')
    expect(outbox.texts.map((m) => m.to)).toEqual(['13900000002'])
    // Not collected in time: lapse ends it, the copy goes back on the shelf and counts there again.
    await t.db.prisma.circulationRequest.update({ where: { id: second }, data: { endDate: new Date(Date.now() - 60_000) } })
    const code = await post('/find/subtenancy/getTakeCode', { requestId: second }, newcomer)
    expect(code.body.errCode).toBe(4055)
    const lapsed = await post('/admin/circulation/requests/lapse', {}, librarian)
    expect(lapsed.body.data.lapsed).toBeGreaterThanOrEqual(1)
    expect(await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: 'END', step: 'C' })
    const back = await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id }, include: { record: true } })
    expect(back.status).toBe('ON_SHELF')
    expect(back.record.onShelfCount).toBe(record.onShelfCount)
  })

  it('is not fetched for an entrustment once a desk has lent it', async () => {
    const { copy } = await singleCopyRecord()
    const requestId = (await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: copy.id, takeLocationId: pickupId }, scholar)).body.data.requestId
    await lend('reader', copy.barcode)
    expect((await post('/admin/circulation/requests/accept', { requestId }, librarian)).body.errCode).toBe(4049)
    expect((await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe('START')
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('ON_LOAN')
    await get('/find/subtenancy/requestCancel', { requestId }, scholar)
    await post('/admin/circulation/checkin', { barcode: copy.barcode }, librarian)
  })
})

describe('an entrustment', () => {
  it('is fetched and kept by the library, and cancelled back to the shelf', async () => {
    const { record, copy } = await singleCopyRecord()
    const placed = await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: copy.id, takeLocationId: pickupId }, scholar)
    expect(placed.body.data).toMatchObject({ requestType: 2, status: 1, step: '4' })
    const requestId = placed.body.data.requestId
    const accepted = await post('/admin/circulation/requests/accept', { requestId }, librarian)
    expect(accepted.body.data).toMatchObject({ status: 4, step: '5', noticeSent: true })
    expect(outbox.mails.map((m) => m.to)).toEqual(['emily.chen@xinghai.example'])
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('ON_HOLD')
    expect((await post('/admin/circulation/requests/accept', { requestId }, librarian)).body.errCode).toBe(4055)
    const cancelled = await get('/find/subtenancy/requestCancel', { requestId, reason: 'no longer needed' }, scholar)
    expect(cancelled.body.data).toMatchObject({ status: 2, step: 'A' })
    const back = await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id }, include: { record: true } })
    expect(back).toMatchObject({ status: 'ON_SHELF', currentLocationId: null })
    expect(back.record.onShelfCount).toBe(record.onShelfCount)
    expect((await get('/find/subtenancy/requestCancel', { requestId }, scholar)).body.errCode).toBe(4055)
  })
})

describe('re-lending', () => {
  it('hands the holder’s copy to the requester who shows their take code; a wrong code counts, five void it', async () => {
    const { copy } = await singleCopyRecord()
    const held = await lend('scholar', copy.barcode)
    const scholarRow = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'scholar' } })
    // Only a holder who takes part in lending is asked.
    expect((await post('/find/subtenancy/askBook', { itemId: copy.id }, reader)).body.errCode).toBe(4052)
    await t.db.prisma.patron.update({ where: { id: scholarRow.id }, data: { lendingParticipation: true } })
    const copies = (await post('/find/physical/getRequestAndEnreustList', { recordId: copy.recordId }, reader)).body.data
    expect(copies).toEqual([expect.objectContaining({ itemId: copy.id, canRelend: 1, canRequest: 1, canEntrust: 0 })])
    expect((await post('/find/subtenancy/askBook', { itemId: copy.id }, scholar)).body.errCode).toBe(4060)
    const asked = await post('/find/subtenancy/askBook', { itemId: copy.id, contactEmail: 'linxiao@student.xinghai.example' }, reader)
    expect(asked.body.data).toMatchObject({ requestType: 4, status: 1, takeCodeFlag: 1 })
    const requestId = asked.body.data.requestId
    const others = (await post('/find/subtenancy/othersRequest', {}, scholar)).body.data
    expect(others.searchResult.map((r: { requestId: number }) => r.requestId)).toContain(requestId)
    const holderView = (await get('/find/subtenancy/requestDetl', { requestId }, scholar)).body.data
    expect(holderView).toMatchObject({ requestId, contactEmail: '', cancelFlag: 0 })
    expect((await post('/find/subtenancy/othersRequest', {}, reader)).body.data.numFound).toBe(0)

    // The holder is a week overdue: handing the copy over ends their loan as a check-in would, with the fine.
    await t.db.prisma.loan.update({ where: { id: held.loanId }, data: { dueDate: new Date(Date.now() - 7 * 86_400_000) } })
    const { takeCode } = (await post('/find/subtenancy/getTakeCode', { requestId }, reader)).body.data
    const wrong = takeCode === '000000' ? '000001' : '000000'
    expect((await post('/find/subtenancy/confirmLoan', { requestId, takeCode: wrong }, scholar)).body.errCode).toBe(4056)
    // The requester cannot confirm it themselves: it is not their copy.
    expect((await post('/find/subtenancy/confirmLoan', { requestId, takeCode }, reader)).body.errCode).toBe(404)
    const lent = await post('/find/subtenancy/writeTakeBarCode', { requestId, takeCode }, scholar)
    expect(lent.body).toMatchObject({ success: true, data: { barcode: copy.barcode } })
    const [oldLoan, newLoan] = await Promise.all([
      t.db.prisma.loan.findUniqueOrThrow({ where: { id: held.loanId }, include: { events: true } }),
      t.db.prisma.loan.findUniqueOrThrow({ where: { id: lent.body.data.loanId }, include: { events: true, patron: true } }),
    ])
    expect(oldLoan.status).toBe('RETURNED')
    expect(oldLoan.events.map((e) => e.kind)).toEqual(['CHECKOUT', 'CHECKIN'])
    expect(await t.db.prisma.behaviourRecord.findFirst({ where: { loanId: held.loanId, typeCode: 'OVERDUE' } })).toMatchObject({ patronId: scholarRow.id })
    expect(newLoan).toMatchObject({ status: 'ACTIVE', itemId: copy.id })
    expect(newLoan.patron.username).toBe('reader')
    expect(newLoan.events.map((e) => e.kind)).toEqual(['CHECKOUT'])
    expect((await post('/find/subtenancy/confirmLoan', { requestId, takeCode }, scholar)).body.errCode).toBe(404)

    // A second request: five wrong codes void the right one.
    await t.db.prisma.patron.update({ where: { id: (await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'reader' } })).id }, data: { lendingParticipation: true } })
    const again = (await post('/find/subtenancy/askBook', { itemId: copy.id }, scholar)).body.data.requestId
    const code = (await post('/find/subtenancy/getTakeCode', { requestId: again }, scholar)).body.data.takeCode as string
    const bad = code === '111111' ? '222222' : '111111'
    for (let n = 0; n < 5; n++) expect((await post('/find/subtenancy/confirmLoan', { requestId: again, takeCode: bad }, reader)).body.errCode).toBe(4056)
    expect((await post('/find/subtenancy/confirmLoan', { requestId: again, takeCode: code }, reader)).body.errCode).toBe(4056)
    expect(await t.db.prisma.loan.count({ where: { itemId: copy.id, status: 'ACTIVE', patron: { username: 'reader' } } })).toBe(1)
    await t.db.prisma.patron.updateMany({ where: { tenantId, username: { in: ['reader', 'scholar'] } }, data: { lendingParticipation: false } })
    expect((await get('/find/subtenancy/requestCancel', { requestId: again }, scholar)).body.success).toBe(true)
  })
})

describe('a delivery', () => {
  it('is sent by the library and becomes a loan when the patron confirms it arrived', async () => {
    const { copy } = await singleCopyRecord()
    const ordered = await post('/find/findLoan/addLoanOrder', { requestType: 5, itemId: copy.id, deliveryAddress: '林晓 13800000001 星海大学 12 栋 301 310000' }, reader)
    expect(ordered.body.data).toMatchObject({ requestType: 5, status: 1, step: '11', deliveryAddress: '林晓 13800000001 星海大学 12 栋 301 310000' })
    const requestId = ordered.body.data.requestId
    expect((await post('/find/subtenancy/reciveBook', { requestId }, reader)).body.errCode).toBe(4055)
    expect((await post('/admin/circulation/requests/accept', { requestId }, librarian)).body.data).toMatchObject({ status: 4, step: '6', reciveFlag: 1, cancelFlag: 0 })
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('IN_TRANSIT')
    expect((await get('/find/subtenancy/requestCancel', { requestId }, reader)).body.errCode).toBe(4055)
    const received = await post('/find/subtenancy/reciveBook', { requestId }, reader)
    expect(received.body).toMatchObject({ success: true, data: { barcode: copy.barcode } })
    expect((await get('/find/subtenancy/requestDetl', { requestId }, reader)).body.data.workflow.map((w: { step: string }) => w.step)).toEqual(['11', '6', '14', '8'])
    await post('/admin/circulation/checkin', { barcode: copy.barcode }, librarian)
  })

  it('needs an address', async () => {
    const { copy } = await singleCopyRecord()
    expect((await post('/find/findLoan/addLoanOrder', { itemId: copy.id }, en(reader))).body).toMatchObject({ errCode: 4061, message: 'Choose a delivery address from your address book' })
  })
})

describe('bad input and other patrons', () => {
  it('answers 400 in the caller’s language and changes nothing', async () => {
    const before = await t.db.prisma.circulationRequest.count()
    for (const body of [{ requestType: 9, itemId: 1 }, { requestType: 'abc' }, { itemId: 'x' }, { itemId: -1 }, { contactEmail: 'not-an-address', itemId: 1 }]) {
      const res = await post('/find/subtenancy/subscribeAndEntrust', body, en(reader))
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, errCode: 400 })
      expect(res.body.message).toMatch(/[a-z]/)
    }
    for (const res of [
      await post('/find/subtenancy/requestManager', { page: -1 }, reader), await post('/find/subtenancy/requestManager', { rows: 100000 }, reader),
      await get('/find/subtenancy/requestDetl', { requestId: 'abc' }, reader), await post('/find/subtenancy/confirmLoan', { requestId: 1, takeCode: '12ab56' }, reader),
      await post('/admin/circulation/requests/complete', { takeCode: '1234567' }, librarian),
    ])
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
    expect(await t.db.prisma.circulationRequest.count()).toBe(before)
  })

  it('treats another patron’s request as not found', async () => {
    const { copy } = await singleCopyRecord()
    const requestId = (await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: copy.id, takeLocationId: pickupId }, scholar)).body.data.requestId
    for (const call of [
      get('/find/subtenancy/requestDetl', { requestId }, reader), get('/find/subtenancy/requestCancel', { requestId }, reader),
      post('/find/subtenancy/getTakeCode', { requestId }, reader), post('/find/subtenancy/reciveBook', { requestId }, reader),
    ])
      expect((await call).body.errCode).toBe(404)
    expect((await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe('START')
    await get('/find/subtenancy/requestCancel', { requestId }, scholar)
  })

  it('refuses a frozen card in the caller’s language', async () => {
    const { copy } = await singleCopyRecord()
    const me = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'reader' } })
    await t.db.prisma.patron.update({ where: { id: me.id }, data: { status: 'FROZEN' } })
    try {
      const res = await post('/find/subtenancy/subscribeAndEntrust', { requestType: 2, itemId: copy.id, takeLocationId: pickupId }, en(reader))
      expect(res.body).toMatchObject({ errCode: 4040 })
    } finally {
      await t.db.prisma.patron.update({ where: { id: me.id }, data: { status: 'NORMAL' } })
    }
  })
})
