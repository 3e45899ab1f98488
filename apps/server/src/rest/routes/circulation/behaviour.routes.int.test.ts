import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// getBehaviourList, getPatronScoreList and getScoreNotice (contract §3.7) over the demo accounts' seeded records and
// points: the contract's names, paging, the tab filter, bad input in the caller's language, nobody else's rows.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
type WireRecord = { behaviourDetailId: number; processFlag: string; dueAmount: number; paidAmount: number; avoidPunish: number; dueDebt: number }
let t: TestApp
let reader: Patron
let scholar: Patron
let citizen: Patron

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  // The city library requires a verified contact before personal calls: citizen has bound one.
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
})
afterAll(() => t.close())

const behaviour = (who: Patron, body: object, headers: Record<string, string> = {}) =>
  t.http().post('/find/behaviourManager/getBehaviourList').set({ ...who.headers, ...headers }).send(body)
const points = (who: Patron, body: object, headers: Record<string, string> = {}) =>
  t.http().post('/find/patronScoreDetail/getPatronScoreList').set({ ...who.headers, ...headers }).send(body)

describe('getBehaviourList', () => {
  it('answers the patron’s own records with the debts model’s names, newest first, and the total still owed', async () => {
    const res = await behaviour(reader, { page: 1, rows: 50 })
    expect(res.body).toMatchObject({ success: true, errCode: 200 })
    const rows = await t.db.prisma.behaviourRecord.findMany({ where: { patronId: reader.patronId }, orderBy: [{ recordTime: 'desc' }, { id: 'desc' }], include: { loan: true } })
    expect(rows.length).toBeGreaterThanOrEqual(7)
    const data = res.body.data as { searchResult: (WireRecord & Record<string, unknown>)[]; numFound: number; duePay: number }
    expect(data.numFound).toBe(rows.length)
    expect(data.searchResult.map((r) => r.behaviourDetailId)).toEqual(rows.map((r) => r.id))
    const unpaid = data.searchResult.find((r) => r.processFlag === 'UNTREATED' && r.dueDebt > 0)!
    const row = rows.find((r) => r.id === unpaid.behaviourDetailId)!
    expect(unpaid).toMatchObject({
      behaviourTypeId: row.typeCode, behaviourName: row.typeName, title: row.title, author: row.loan!.author, callNo: row.loan!.callNo,
      loanDate: row.loan!.loanDate.toISOString().slice(0, 10), normReturnDate: row.loan!.dueDate.toISOString().slice(0, 10),
      returnDate: row.loan!.returnDate!.toISOString().slice(0, 10), dueAmount: row.amountDueCents / 100, paidAmount: 0, avoidPunish: 0, dueDebt: row.amountDueCents / 100,
    })
    const waived = data.searchResult.find((r) => r.avoidPunish > 0 && r.processFlag === 'TREATED')!
    expect(waived.dueDebt).toBe(0)
    const owed = rows.filter((r) => r.processFlag !== 'CANCELLED').reduce((sum, r) => sum + Math.max(r.amountDueCents - r.amountPaidCents - r.waivedCents, 0), 0)
    expect(owed).toBeGreaterThan(0)
    expect(data.duePay).toBe(owed / 100)
  })

  it('filters by tab (name, code or place in the spec’s order) and pages like loanList', async () => {
    for (const flag of ['untreated', 'TREATED', '7', 3]) {
      const res = await behaviour(reader, { page: 1, rows: 50, processFlag: flag })
      const expected = { untreated: 'UNTREATED', TREATED: 'TREATED', 7: 'PROCESSING', 3: 'ORDERED' }[String(flag)]!
      const count = await t.db.prisma.behaviourRecord.count({ where: { patronId: reader.patronId, processFlag: expected as 'TREATED' } })
      expect(count).toBeGreaterThan(0)
      expect(res.body.data.numFound).toBe(count)
      expect(res.body.data.searchResult.every((r: WireRecord) => r.processFlag === expected)).toBe(true)
    }
    const all = await behaviour(reader, { page: '1', rows: '50', processFlag: 'null' })
    const first = await behaviour(reader, { page: 1, rows: 3 })
    const second = await behaviour(reader, { page: 2, rows: 3 })
    expect(first.body.data.numFound).toBe(all.body.data.numFound)
    expect([...first.body.data.searchResult, ...second.body.data.searchResult].map((r: WireRecord) => r.behaviourDetailId)).toEqual(
      all.body.data.searchResult.slice(0, 6).map((r: WireRecord) => r.behaviourDetailId),
    )
    // The total owed does not depend on the tab shown.
    expect(first.body.data.duePay).toBe(all.body.data.duePay)
  })

  it('never shows another patron’s or another library’s records', async () => {
    const theirs = await t.db.prisma.behaviourRecord.findMany({ where: { patronId: { in: [scholar.patronId, citizen.patronId] } }, select: { id: true } })
    expect(theirs.length).toBeGreaterThan(0)
    const mine = await behaviour(reader, { page: 1, rows: 100 })
    const ids = new Set(mine.body.data.searchResult.map((r: WireRecord) => r.behaviourDetailId))
    expect(theirs.filter((r) => ids.has(r.id))).toEqual([])
    // citizen's token naming the university's group code is refused, not answered with the university's rows.
    const crossed = await behaviour(citizen, { page: 1, rows: 100 }, { groupCode: DEFAULT_GROUP })
    expect(crossed.body.data?.searchResult?.some((r: WireRecord) => ids.has(r.behaviourDetailId)) ?? false).toBe(false)
  })

  it('refuses bad input with 400-class answers in the caller’s language, and a visitor', async () => {
    const zh = await behaviour(reader, { page: 1, rows: 10, processFlag: 'paid' })
    expect(zh.body).toMatchObject({ success: false, errCode: 400 })
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
    const en = await behaviour(reader, { page: 0, rows: 100000 }, { 'content-language': 'en_US' })
    expect(en.body).toMatchObject({ success: false, errCode: 400 })
    expect(en.body.message).toMatch(/^[\x20-\x7e]+$/)
    expect((await t.http().post('/find/behaviourManager/getBehaviourList').set('groupCode', DEFAULT_GROUP).send({})).status).toBe(401)
  })

  it('answers the same through tRPC', async () => {
    const res = await t.http().get('/trpc/circulation.behaviour.list').query({ input: JSON.stringify({ page: 1, rows: 50, tab: 'untreated' }) }).set(reader.headers)
    const page = res.body.result.data as { records: { id: number; processFlag: string; outstandingCents: number }[]; total: number; outstandingCents: number }
    const wire = await behaviour(reader, { page: 1, rows: 50, processFlag: 'untreated' })
    expect(page.records.map((r) => r.id)).toEqual(wire.body.data.searchResult.map((r: WireRecord) => r.behaviourDetailId))
    expect(page.outstandingCents / 100).toBe(wire.body.data.duePay)
  })
})

describe('getPatronScoreList and getScoreNotice', () => {
  it('answers the current points and the entries newest first, with signs and absolute numbers', async () => {
    const res = await points(reader, { page: 1, rows: 10, scoreSign: null, startDate: '', endDate: '', timeType: null })
    const entries = await t.db.prisma.pointsEntry.findMany({ where: { patronId: reader.patronId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    expect(entries.length).toBeGreaterThan(20)
    const data = res.body.data as { currentScore: number; totalCount: number; ret: { scoreName: string; sysDetailName: string; scoreSign: number; scoreNum: number; createDate: string }[] }
    expect(data.currentScore).toBe(entries[0]!.balanceAfter)
    expect(data.totalCount).toBe(entries.length)
    expect(data.ret).toHaveLength(10)
    expect(data.ret[0]).toMatchObject({ scoreName: entries[0]!.name, sysDetailName: entries[0]!.detailName, scoreSign: entries[0]!.change < 0 ? 1 : 0, scoreNum: Math.abs(entries[0]!.change), createDate: entries[0]!.createdAt.toISOString() })
    // The seeded balances add up: each is the one before plus the change.
    const oldestFirst = [...entries].reverse()
    oldestFirst.slice(1).forEach((e, i) => expect(e.balanceAfter).toBe(oldestFirst[i]!.balanceAfter + e.change))
  })

  it('filters by scoreSign and by day', async () => {
    const added = await points(reader, { page: 1, rows: 100, scoreSign: 0 })
    const deducted = await points(reader, { page: 1, rows: 100, scoreSign: '1' })
    const all = await points(reader, { page: 1, rows: 100 })
    expect(added.body.data.ret.every((e: { scoreSign: number }) => e.scoreSign === 0)).toBe(true)
    expect(deducted.body.data.ret.every((e: { scoreSign: number }) => e.scoreSign === 1)).toBe(true)
    expect(deducted.body.data.totalCount).toBeGreaterThan(0)
    expect(added.body.data.totalCount + deducted.body.data.totalCount).toBe(all.body.data.totalCount)
    // A day range: the entries of those days only, and the current points whatever the filter.
    const middle = all.body.data.ret[5].createDate.slice(0, 10) as string
    const day = await points(reader, { page: 1, rows: 100, startDate: middle, endDate: middle })
    expect(day.body.data.totalCount).toBeGreaterThan(0)
    expect(day.body.data.ret.every((e: { createDate: string }) => e.createDate.startsWith(middle))).toBe(true)
    expect(day.body.data.currentScore).toBe(all.body.data.currentScore)
    const bad = await points(reader, { page: 1, rows: 10, scoreSign: 2 }, { 'content-language': 'en_US' })
    expect(bad.body).toMatchObject({ success: false, errCode: 400 })
    expect((await points(reader, { startDate: '2026-02-30' })).body).toMatchObject({ success: false, errCode: 400 })
  })

  it('shows a patron their own points only', async () => {
    const mine = await points(scholar, { page: 1, rows: 100 })
    const theirs = await t.db.prisma.pointsEntry.count({ where: { patronId: scholar.patronId } })
    expect(mine.body.data.totalCount).toBe(theirs)
    const city = await points(citizen, { page: 1, rows: 100 })
    expect(city.body.data.totalCount).toBe(await t.db.prisma.pointsEntry.count({ where: { patronId: citizen.patronId } }))
  })

  it('answers the library’s notice, or a general one in the caller’s language', async () => {
    const zh = await t.http().get('/find/patronScoreDetail/getScoreNotice').set(reader.headers)
    expect(zh.body).toMatchObject({ success: true })
    expect(zh.body.data).toMatch(/^1\. 按期归还图书/)
    const en = await t.http().post('/find/patronScoreDetail/getScoreNotice').set({ ...reader.headers, 'content-language': 'en_US' }).send({})
    expect(en.body.data).toMatch(/^1\. Returning books on time/)
    await t.db.prisma.tenantParameter.create({ data: { tenantId: reader.tenantId, paraCode: 'scoreNotice', paraValue: '本馆积分细则：借一本得一分。' } })
    expect((await t.http().get('/find/patronScoreDetail/getScoreNotice').set(reader.headers)).body.data).toBe('本馆积分细则：借一本得一分。')
    // The other library keeps its own (here the general one).
    expect((await t.http().get('/find/patronScoreDetail/getScoreNotice').set(citizen.headers)).body.data).toMatch(/^1\. 按期归还图书/)
  })
})
