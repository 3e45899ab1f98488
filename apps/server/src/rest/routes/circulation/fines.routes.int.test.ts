import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// The desk's waivers and payments of behaviour records' charges: part or all, never more than is owed (refused
// with nothing changed), the staff member and the time on the record, TREATED once nothing is owed, and only for
// staff of the record's own library.

let t: TestApp
let librarian: Record<string, string>
let tenantId: number
let readerId: number

beforeAll(async () => {
  t = await createTestApp()
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  readerId = (await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'reader' } })).id
})
afterAll(() => t.close())

const waive = (body: object, headers: Record<string, string> = librarian) => t.http().post('/admin/circulation/fines/waive').set(headers).send(body)
const pay = (body: object, headers: Record<string, string> = librarian) => t.http().post('/admin/circulation/fines/pay').set(headers).send(body)
/** A fresh unpaid charge of reader's. */
const charge = (cents: number) =>
  t.db.prisma.behaviourRecord.create({ data: { tenantId, patronId: readerId, typeCode: 'DAMAGE', typeName: '污损', title: '测试书', amountDueCents: cents, recordTime: new Date() } })
const staffId = async () => (await t.db.prisma.staffUser.findFirstOrThrow({ where: { tenantId, username: 'librarian' } })).id

describe('paying a fine', () => {
  it('records a part payment, then the rest, with the staff member and time; TREATED once nothing is owed', async () => {
    const record = await charge(1000)
    const before = Date.now()
    const part = await pay({ recordId: record.id, amountCents: 400 })
    expect(part.body).toMatchObject({ success: true, data: { id: record.id, amountPaidCents: 400, outstandingCents: 600, processFlag: 'PROCESSING' } })
    let row = await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })
    expect(row.processedById).toBe(await staffId())
    expect(row.processedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    const rest = await pay({ recordId: String(record.id), amountCents: '600' })
    expect(rest.body).toMatchObject({ success: true, data: { amountPaidCents: 1000, outstandingCents: 0, processFlag: 'TREATED' } })
    row = await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })
    expect(row).toMatchObject({ amountPaidCents: 1000, waivedCents: 0, processFlag: 'TREATED' })
  })

  it('refuses more than is owed, in the caller’s language, and changes nothing', async () => {
    const record = await charge(500)
    await pay({ recordId: record.id, amountCents: 200 })
    const snapshot = await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })
    const zh = await pay({ recordId: record.id, amountCents: 301 })
    expect(zh.body).toMatchObject({ success: false, errCode: 4070 })
    expect(zh.body.message).toContain('3.00')
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
    const en = await pay({ recordId: record.id, amountCents: 1000 }, { ...librarian, 'content-language': 'en_US' })
    expect(en.body).toMatchObject({ success: false, errCode: 4070, message: 'The amount is more than this record still owes (3.00 yuan)' })
    const tw = await waive({ recordId: record.id, amountCents: 301 }, { ...librarian, 'content-language': 'zh_HK' })
    expect(tw.body.message).toContain('記錄')
    expect(await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })).toEqual(snapshot)
  })

  it('lets two desks paying at once take no more than is owed', async () => {
    const record = await charge(300)
    const answers = await Promise.all([pay({ recordId: record.id, amountCents: 200 }), pay({ recordId: record.id, amountCents: 200 }), pay({ recordId: record.id, amountCents: 200 })])
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect((await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })).amountPaidCents).toBe(200)
  })
})

describe('waiving a fine', () => {
  it('waives part, then all that is left (no amount), and the patron’s unsettled count drops', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const record = await charge(800)
    const count = async () => (await t.http().get('/find/user/userLimit').set(reader.headers)).body.data.userBehavierNotDealNum as number
    const unsettled = await count()
    expect((await waive({ recordId: record.id, amountCents: 300 })).body).toMatchObject({ success: true, data: { waivedCents: 300, outstandingCents: 500, processFlag: 'PROCESSING' } })
    expect(await count()).toBe(unsettled)
    expect((await waive({ recordId: record.id })).body).toMatchObject({ success: true, data: { waivedCents: 800, amountPaidCents: 0, outstandingCents: 0, processFlag: 'TREATED' } })
    expect(await count()).toBe(unsettled - 1)
    // The patron's list shows it waived.
    const list = await t.http().post('/find/behaviourManager/getBehaviourList').set(reader.headers).send({ page: 1, rows: 100, processFlag: 'treated' })
    expect(list.body.data.searchResult.find((r: { behaviourDetailId: number }) => r.behaviourDetailId === record.id)).toMatchObject({ avoidPunish: 8, dueDebt: 0 })
  })

  it('refuses a settled or cancelled record, and bad input', async () => {
    const settled = await charge(100)
    await waive({ recordId: settled.id })
    expect((await waive({ recordId: settled.id })).body).toMatchObject({ success: false, errCode: 4071 })
    expect((await pay({ recordId: settled.id, amountCents: 1 })).body).toMatchObject({ success: false, errCode: 4071 })
    const cancelled = await t.db.prisma.behaviourRecord.update({ where: { id: (await charge(100)).id }, data: { processFlag: 'CANCELLED' } })
    expect((await pay({ recordId: cancelled.id, amountCents: 50 })).body).toMatchObject({ success: false, errCode: 4072 })
    for (const body of [{ recordId: settled.id }, { recordId: settled.id, amountCents: 0 }, { recordId: settled.id, amountCents: -5 }, { recordId: 'x', amountCents: 5 }, { recordId: settled.id, amountCents: 1.5 }]) {
      const res = await pay(body, { ...librarian, 'content-language': 'en_US' })
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
    }
  })
})

describe('who may settle', () => {
  it('refuses patrons and visitors, and another library’s staff see no such record', async () => {
    const record = await charge(400)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    expect((await pay({ recordId: record.id, amountCents: 400 }, reader.headers)).status).toBe(401)
    expect((await pay({ recordId: record.id, amountCents: 400 }, { groupCode: DEFAULT_GROUP })).status).toBe(401)
    const cityAdmin = await staffHeaders(t, CITY_GROUP)
    expect((await pay({ recordId: record.id, amountCents: 400 }, cityAdmin)).body).toMatchObject({ success: false, errCode: 404 })
    expect((await waive({ recordId: record.id }, cityAdmin)).body).toMatchObject({ success: false, errCode: 404 })
    expect(await t.db.prisma.behaviourRecord.findUniqueOrThrow({ where: { id: record.id } })).toMatchObject({ amountPaidCents: 0, waivedCents: 0, processFlag: 'UNTREATED' })
  })

  it('settles through tRPC the same', async () => {
    const record = await charge(250)
    const res = await t.http().post('/trpc/circulation.fines.pay').set(librarian).send({ recordId: record.id, amountCents: 250 })
    expect(res.body.result.data).toMatchObject({ id: record.id, amountPaidCents: 250, outstandingCents: 0, processFlag: 'TREATED' })
    const over = await t.http().post('/trpc/circulation.fines.waive').set(librarian).send({ recordId: record.id, amountCents: 1 })
    expect(over.body.error.data).toMatchObject({ appCode: 'FINE_ALREADY_SETTLED', errCode: 4071 })
  })
})
