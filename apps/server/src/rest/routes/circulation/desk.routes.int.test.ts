import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// The staff desk of the built-in circulation: lending and taking back by barcode, the copy, the shelf count and
// the ledger changed together, and one active loan per copy however many desks try at once.

const DAY_MS = 86_400_000
let t: TestApp
let librarian: Record<string, string>
let tenantId: number

beforeAll(async () => {
  t = await createTestApp()
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
})
afterAll(() => t.close())

const checkOut = (body: object, headers = librarian) => t.http().post('/admin/circulation/checkout').set(headers).send(body)
const checkIn = (body: object, headers = librarian) => t.http().post('/admin/circulation/checkin').set(headers).send(body)
/** A loanable copy on the shelf nobody has, a different one each call. */
let skip = 0
const shelfCopy = () =>
  t.db.prisma.item.findFirstOrThrow({ where: { tenantId, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } } }, orderBy: { id: 'asc' }, skip: skip++, include: { record: true } })

describe('check-out', () => {
  it('lends the copy by the rules: the loan, the copy, the shelf count and the ledger change together', async () => {
    // scholar is a teacher: the demo library's 教职工 rule lends for 90 days.
    const rule = await t.db.prisma.loanRule.findFirstOrThrow({ where: { tenantId, patronType: '教师' } })
    const copy = await shelfCopy()
    const res = await checkOut({ patron: 'scholar', barcode: copy.barcode, deskName: '流通服务台' })
    expect(res.body).toMatchObject({ success: true, data: { title: copy.record.title, barcode: copy.barcode } })
    const loan = await t.db.prisma.loan.findUniqueOrThrow({ where: { id: res.body.data.loanId }, include: { events: true } })
    expect(loan).toMatchObject({ status: 'ACTIVE', itemId: copy.id, loanDeskName: '流通服务台', loanType: rule.ruleName })
    expect(Math.round((loan.dueDate.getTime() - loan.loanDate.getTime()) / DAY_MS)).toBe(rule.loanPeriodDays)
    expect(loan.events.map((e) => [e.kind, e.dueDate.getTime()])).toEqual([['CHECKOUT', loan.dueDate.getTime()]])
    expect(loan.events[0]!.staffId).not.toBeNull()
    const after = await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id }, include: { record: true } })
    expect(after.status).toBe('ON_LOAN')
    expect(after.dueDate?.getTime()).toBe(loan.dueDate.getTime())
    expect(after.record.onShelfCount).toBe(copy.record.onShelfCount - 1)
    // The patron sees it among their loans.
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    const list = await t.http().post('/find/loanInfo/loanList').set(scholar.headers).send({ page: 1, rows: 100 })
    expect(list.body.data.searchResult.map((l: { loanId: number }) => l.loanId)).toContain(loan.id)
  })

  it('leaves one active loan when two desks lend the same copy at the same moment', async () => {
    const copy = await shelfCopy()
    const answers = await Promise.all(['reader', 'scholar', 'reader', 'scholar'].map((patron) => checkOut({ patron, barcode: copy.barcode })))
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.errCode)).toEqual([4049, 4049, 4049])
    expect(await t.db.prisma.loan.count({ where: { itemId: copy.id, status: 'ACTIVE' } })).toBe(1)
    // The copy's earlier (demo) loans have their ledger too: one CHECKOUT of this loan is new.
    expect(await t.db.prisma.loanEvent.count({ where: { loan: { itemId: copy.id, status: 'ACTIVE' } } })).toBe(1)
  })

  it('refuses a frozen card, a copy on loan, an unknown patron or copy, and bad input, in the caller’s language', async () => {
    const copy = await shelfCopy()
    const newcomer = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'newcomer' } })
    await t.db.prisma.patron.update({ where: { id: newcomer.id }, data: { status: 'FROZEN' } })
    const en = { ...librarian, 'content-language': 'en_US' }
    expect((await checkOut({ patron: 'newcomer', barcode: copy.barcode }, en)).body).toMatchObject({ success: false, errCode: 4040, message: 'Frozen state cannot renew' })
    await t.db.prisma.patron.update({ where: { id: newcomer.id }, data: { status: 'NORMAL' } })
    const onLoan = await t.db.prisma.loan.findFirstOrThrow({ where: { tenantId, status: 'ACTIVE', itemId: { not: null } } })
    expect((await checkOut({ patron: 'newcomer', barcode: onLoan.barcode }, en)).body).toMatchObject({ success: false, errCode: 4049, message: 'This copy cannot be lent now' })
    expect((await checkOut({ patron: 'nobody', barcode: copy.barcode })).body).toMatchObject({ success: false, errCode: 404 })
    expect((await checkOut({ patron: 'newcomer', barcode: 'NO-SUCH-COPY' })).body).toMatchObject({ success: false, errCode: 404 })
    expect((await checkOut({ patron: '', barcode: copy.barcode })).body).toMatchObject({ success: false, errCode: 400 })
    expect((await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe('ON_SHELF')
  })

  it('is for staff only: a patron’s token is refused and nothing changes', async () => {
    const copy = await shelfCopy()
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const res = await checkOut({ patron: 'reader', barcode: copy.barcode }, reader.headers)
    expect([401, 403]).toContain(res.status)
    expect(await t.db.prisma.loan.count({ where: { itemId: copy.id, status: 'ACTIVE' } })).toBe(0)
  })
})

describe('check-in', () => {
  it('ends the loan, shelves the copy, writes the ledger, and records the overdue fine by the rule', async () => {
    // reader's rule (本科生) fines 10 cents a day; its cap is lowered to 50 here.
    await t.db.prisma.loanRule.updateMany({ where: { tenantId, patronType: '本科生' }, data: { finePerDayCents: 10, maxPenaltyCents: 50 } })
    const copy = await shelfCopy()
    const out = await checkOut({ patron: 'reader', barcode: copy.barcode })
    // Eight days late: 80 cents by the day, capped at 50.
    await t.db.prisma.loan.update({ where: { id: out.body.data.loanId }, data: { dueDate: new Date(Date.now() - 8 * DAY_MS - 3_600_000) } })
    const res = await checkIn({ barcode: copy.barcode, deskName: '自助借还机' })
    expect(res.body).toMatchObject({ success: true, data: { loanId: out.body.data.loanId, overdueDays: 8, fineCents: 50 } })
    const loan = await t.db.prisma.loan.findUniqueOrThrow({ where: { id: out.body.data.loanId }, include: { events: { orderBy: { id: 'asc' } }, behaviourRecords: true } })
    expect(loan).toMatchObject({ status: 'RETURNED', returnDeskName: '自助借还机' })
    expect(loan.events.map((e) => e.kind)).toEqual(['CHECKOUT', 'CHECKIN'])
    expect(loan.behaviourRecords).toMatchObject([{ typeCode: 'OVERDUE', amountDueCents: 50, processFlag: 'UNTREATED' }])
    const copyAfter = await t.db.prisma.item.findUniqueOrThrow({ where: { id: copy.id }, include: { record: true } })
    expect([copyAfter.status, copyAfter.dueDate, copyAfter.record.onShelfCount]).toEqual(['ON_SHELF', null, copy.record.onShelfCount])
    // A second scan of the same copy is told it is not on loan.
    expect((await checkIn({ barcode: copy.barcode })).body).toMatchObject({ success: false, errCode: 4051 })
  })

  it('agrees with the ledger after a renewal: each renewal is one RENEW event with the loan’s new due date', async () => {
    const copy = await shelfCopy()
    const out = await checkOut({ patron: 'reader', barcode: copy.barcode })
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    await Promise.all([1, 2, 3].map(() => t.http().post('/find/lendbook/reNew').set(reader.headers).send({ loanIds: [out.body.data.loanId] })))
    const loan = await t.db.prisma.loan.findUniqueOrThrow({ where: { id: out.body.data.loanId }, include: { events: { orderBy: { id: 'asc' } } } })
    expect(loan.renewCount).toBe(1)
    expect(loan.events.map((e) => e.kind)).toEqual(['CHECKOUT', 'RENEW'])
    expect(loan.events.at(-1)!.dueDate.getTime()).toBe(loan.dueDate.getTime())
  })
})
