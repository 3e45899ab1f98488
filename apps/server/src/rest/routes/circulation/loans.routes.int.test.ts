import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// The loan calls of the real clients (contract §3.7) on the built-in circulation: each credential transport,
// the list shapes, and renewals by the loan rules, at once and concurrently.

const DAY_MS = 86_400_000
let t: TestApp
let reader: Awaited<ReturnType<typeof patronHeaders>>

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
})
afterAll(() => t.close())

const loanList = (headers: Record<string, string>, body: unknown = { page: 1, rows: 10 }) => t.http().post('/find/loanInfo/loanList').set(headers).send(body as object)
const renew = (loanIds: unknown, headers: Record<string, string> = reader.headers) => t.http().post('/find/lendbook/reNew').set(headers).send({ loanIds })
const activeLoans = () => t.db.prisma.loan.findMany({ where: { patronId: reader.patronId, status: 'ACTIVE' }, orderBy: { id: 'asc' } })

/** A fresh active loan of reader's on a copy on the shelf, due in `dueInDays`. */
async function lend(dueInDays: number, renewCount = 0) {
  const item = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId: reader.tenantId, status: 'ON_SHELF', loans: { none: { status: 'ACTIVE' } } }, include: { record: true }, orderBy: { id: 'desc' } })
  await t.db.prisma.item.update({ where: { id: item.id }, data: { status: 'ON_LOAN' } })
  return t.db.prisma.loan.create({
    data: {
      tenantId: reader.tenantId, patronId: reader.patronId, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode,
      loanDate: new Date(Date.now() - 20 * DAY_MS), dueDate: new Date(Date.now() + dueInDays * DAY_MS), renewCount, status: 'ACTIVE',
    },
  })
}

describe('loanList and loanHistoryList', () => {
  it('answer the same list with the token header, the SESSION cookie alone, and the jwt cookies alone', async () => {
    const byHeader = await loanList(reader.headers)
    expect(byHeader.body).toMatchObject({ success: true, errCode: 200 })
    const { searchResult, numFound, loanNum } = byHeader.body.data
    expect(numFound).toBe((await activeLoans()).length)
    expect(searchResult.length).toBe(numFound)
    expect(loanNum).toBeGreaterThanOrEqual(0)
    expect(searchResult[0]).toMatchObject({ loanId: expect.any(Number), recordId: expect.any(Number), title: expect.any(String), barcode: expect.any(String), renewTimes: expect.any(Number) })
    expect(searchResult[0].loanDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(searchResult[0].normReturnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const session = reader.cookie.split('; ').find((c) => c.startsWith('SESSION='))!
    const jwtCookies = reader.cookie.split('; ').filter((c) => !c.startsWith('SESSION=')).join('; ')
    for (const cookie of [session, jwtCookies]) {
      const res = await loanList({ groupCode: DEFAULT_GROUP, cookie })
      expect(res.body.data).toEqual(byHeader.body.data)
    }
  })

  it('refuses a visitor with 401, and bounds or refuses bad paging in the caller’s language', async () => {
    expect((await loanList({ groupCode: DEFAULT_GROUP })).status).toBe(401)
    const huge = await loanList({ ...reader.headers, 'content-language': 'en_US' }, { page: 1, rows: 100000 })
    expect(huge.body).toMatchObject({ success: false, errCode: 400 })
    expect(huge.body.message).toMatch(/rows/)
    expect((await loanList(reader.headers, { page: -1, rows: 10 })).body).toMatchObject({ success: false, errCode: 400 })
    expect((await loanList(reader.headers, { page: 'x', rows: 10 })).body).toMatchObject({ success: false, errCode: 400 })
    // Numbers as strings and "null" are what clients send (contract §2.7).
    expect((await loanList(reader.headers, { page: '1', rows: '5', searchType: 'null', startDate: 'null' })).body.success).toBe(true)
  })

  it('lists returned loans in the history, searchable by title and limited by loan date', async () => {
    const all = await t.http().post('/find/loanInfo/loanHistoryList').set(reader.headers).send({ page: 1, rows: 100 })
    const history = all.body.data.searchResult as { title: string; returnDate: string; loanDate: string }[]
    expect(all.body.data.numFound).toBe(await t.db.prisma.loan.count({ where: { patronId: reader.patronId, status: { in: ['RETURNED', 'LOST'] } } }))
    expect(history.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.returnDate))).toBe(true)
    const word = history[0]!.title.slice(0, 2)
    const found = await t.http().post('/find/loanInfo/loanHistoryList').set(reader.headers).send({ page: 1, rows: 100, searchType: 1, searchContent: word })
    expect(found.body.data.searchResult.length).toBeGreaterThan(0)
    expect(found.body.data.searchResult.every((l: { title: string }) => l.title.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    // A LIKE wildcard is a character to find, not "anything".
    expect((await t.http().post('/find/loanInfo/loanHistoryList').set(reader.headers).send({ searchType: 1, searchContent: '%' })).body.data.numFound).toBe(0)
    const day = history[0]!.loanDate
    const sameDay = await t.http().post('/find/loanInfo/loanHistoryList').set(reader.headers).send({ startDate: day, endDate: day })
    expect(sameDay.body.data.searchResult.every((l: { loanDate: string }) => l.loanDate === day)).toBe(true)
    expect(sameDay.body.data.numFound).toBeGreaterThan(0)
  })
})

describe('reNew', () => {
  it('renews two loans at once, refuses one at its limit with the reason, and sets the due date by the rule', async () => {
    // reader is an undergraduate: the demo library's 本科生 rule (one renewal of 30 days), made two of 21 days here.
    const rule = await t.db.prisma.loanRule.findFirstOrThrow({ where: { tenantId: reader.tenantId, patronType: '本科生' } })
    await t.db.prisma.loanRule.update({ where: { id: rule.id }, data: { maxRenewals: 2, renewPeriodDays: 21 } })
    const [fresh, atLimit] = [await lend(3), await lend(3, 2)]
    const before = Date.now()
    const res = await renew([fresh.id, atLimit.id], { ...reader.headers, 'content-language': 'en_US' })
    expect(res.body).toMatchObject({ success: true, data: { success: 1, fail: 1 } })
    const result = res.body.data.result as Record<string, string>
    const due = new Date(before + 21 * DAY_MS).toISOString().slice(0, 10)
    expect(result[`${fresh.id} ${fresh.title}`]).toMatch(new RegExp(`^(${due}|${new Date(before + 22 * DAY_MS).toISOString().slice(0, 10)})$`))
    expect(result[`${atLimit.id} ${atLimit.title}`]).toBe('This loan has been renewed as often as the loan rules allow')
    const stored = await t.db.prisma.loan.findUniqueOrThrow({ where: { id: fresh.id }, include: { item: true } })
    expect(stored.renewCount).toBe(1)
    expect(stored.item!.dueDate?.getTime()).toBe(stored.dueDate.getTime())
    expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: atLimit.id } })).renewCount).toBe(2)
  })

  it('renews a loan once when two calls ask at the same moment', async () => {
    const loan = await lend(2)
    const answers = await Promise.all(Array.from({ length: 6 }, () => renew([loan.id])))
    expect(answers.map((a) => a.body.data.success).reduce((a, b) => a + b, 0)).toBe(1)
    expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: loan.id } })).renewCount).toBe(1)
  })

  it('refuses an overdue loan, a requested copy, and another patron’s or an unknown loan alike', async () => {
    const overdue = await lend(-2)
    const requested = await lend(5)
    const other = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: reader.tenantId, username: 'scholar' } })
    await t.db.prisma.circulationRequest.create({ data: { tenantId: reader.tenantId, requestNo: 'T-REQ-1', type: 'RESERVATION', patronId: other.id, recordId: requested.recordId, itemId: requested.itemId } })
    const scholarsLoan = await t.db.prisma.loan.findFirstOrThrow({ where: { patronId: other.id, status: 'ACTIVE' } })
    const res = await renew([overdue.id, requested.id, scholarsLoan.id, 2_000_000_000])
    expect(res.body.data).toMatchObject({ success: 0, fail: 4 })
    // Another patron's loan is answered by its id alone, like one that does not exist: its title is not told.
    expect(res.body.data.result).toEqual({
      [`${overdue.id} ${overdue.title}`]: '图书已超期，请先到服务台处理',
      [`${requested.id} ${requested.title}`]: '该书已被其他读者预约，不能续借',
      [String(scholarsLoan.id)]: '该借阅已归还或不存在',
      '2000000000': '该借阅已归还或不存在',
    })
    expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: scholarsLoan.id } })).renewCount).toBe(scholarsLoan.renewCount)
    const listed = (await loanList(reader.headers, { page: 1, rows: 100 })).body.data.searchResult as { loanId: number; isRequested: number }[]
    expect(listed.find((l) => l.loanId === requested.id)?.isRequested).toBe(1)
  })

  it('refuses every renewal of a frozen card, in the caller’s language, and changes nothing', async () => {
    const loan = await lend(4)
    await t.db.prisma.patron.update({ where: { id: reader.patronId }, data: { status: 'FROZEN' } })
    try {
      const res = await renew([loan.id], { ...reader.headers, 'content-language': 'en_US' })
      expect(res.body.data).toEqual({ result: { [`${loan.id} ${loan.title}`]: 'Frozen state cannot renew' }, success: 0, fail: 1 })
      expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: loan.id } })).renewCount).toBe(0)
    } finally {
      await t.db.prisma.patron.update({ where: { id: reader.patronId }, data: { status: 'NORMAL' } })
    }
  })

  it('answers bad loan ids with a clear error, never a 500', async () => {
    for (const ids of [[], ['abc'], 'x', null, Array.from({ length: 10_000 }, (_, i) => i + 1), [-1]]) {
      const res = await renew(ids, { ...reader.headers, 'content-language': 'en_US' })
      expect([res.status, res.body.success, res.body.errCode]).toEqual([200, false, 400])
    }
  })
})

describe('the database', () => {
  it('holds one active loan per copy: a second check-out of the same copy fails', async () => {
    const loan = await lend(10)
    const again = t.db.prisma.loan.create({
      data: { tenantId: loan.tenantId, patronId: loan.patronId, itemId: loan.itemId, title: loan.title, barcode: loan.barcode, loanDate: new Date(), dueDate: new Date(Date.now() + DAY_MS), status: 'ACTIVE' },
    })
    await expect(again).rejects.toThrow(/Unique constraint|Loan_one_active_per_item/)
  })
})
