import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let tenantId: number
let patronIds: number[]
const DAY = 86_400_000
const get = (path: string, query: object, groupCode = DEFAULT_GROUP) => t.http().get(path).query(query).set('groupCode', groupCode)
const post = (path: string, body: object, groupCode = DEFAULT_GROUP) => t.http().post(path).set('groupCode', groupCode).send(body)

beforeAll(async () => {
  t = await createTestApp()
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  patronIds = (await t.db.prisma.patron.findMany({ where: { tenantId }, orderBy: { id: 'asc' }, select: { id: true } })).map((p) => p.id)
})
afterAll(() => t.close())

/** Lends copies of a record `times` times, `daysAgo` days back (returned loans, as history). */
async function lend(recordId: number, times: number, daysAgo: number) {
  const item = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId, recordId } })
  const loanDate = new Date(Date.now() - daysAgo * DAY)
  await t.db.prisma.loan.createMany({
    data: Array.from({ length: times }, (_, i) => ({
      tenantId, patronId: patronIds[i % patronIds.length]!, itemId: item.id, recordId, title: 'x', barcode: item.barcode,
      loanDate, dueDate: new Date(loanDate.getTime() + 30 * DAY), returnDate: loanDate, status: 'RETURNED' as const,
    })),
  })
}

describe('hot loans', () => {
  it('ranks the record borrowed most in the window first, with the contract’s fields', async () => {
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, docType: 'book', discode1: { isEmpty: false }, subjects: { isEmpty: false } }, orderBy: { id: 'desc' } })
    await lend(record.id, 400, 2)
    const res = await post('/find/index/getHotLoan', { page: 1, rows: 10, disCode: null, libCode: '', statRange: 7, sortType: 1 })
    expect(res.body.success).toBe(true)
    const first = res.body.data.result[0]
    expect(first).toMatchObject({ recordId: record.id, title: record.title, publish: record.publisher, pubDate: record.publishYear, isbn: record.isbn })
    expect(first.loanCount).toBeGreaterThanOrEqual(400)
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['recordId', 'title', 'author', 'publish', 'pubDate', 'isbn', 'callNo', 'loanCount', 'loanRate']))
    const counts = res.body.data.result.map((r: { loanCount: number }) => r.loanCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    const otherDiscipline = await post('/find/index/getHotLoan', { statRange: 7, disCode: record.discode1.includes('13') ? '09' : '13' })
    expect(otherDiscipline.body.data.result.map((r: { recordId: number }) => r.recordId)).not.toContain(record.id)
    const sameDiscipline = await post('/find/index/getHotLoan', { statRange: 7, disCode: record.discode1[0] })
    expect(sameDiscipline.body.data.result[0].recordId).toBe(record.id)

    const keywords = await get('/find/index/getKeyWord', { rows: 5 })
    expect(keywords.body.data.map((k: { keyWord: string }) => k.keyWord)).toContain(record.subjects.find((s) => s.length >= 2 && s.length <= 30))
  })

  it('leaves loans outside the window out, and sorts by loans per copy with sortType 2', async () => {
    // A book the seeded activity did not lend in the last month (which books those are depends on the day the data was loaded).
    const recent = await t.db.prisma.loan.findMany({ where: { tenantId, loanDate: { gte: new Date(Date.now() - 31 * DAY) }, recordId: { not: null } }, select: { recordId: true } })
    const old = await t.db.prisma.bibRecord.findFirstOrThrow({
      where: { tenantId, docType: 'book', id: { notIn: recent.map((l) => l.recordId!) }, items: { some: {} } },
      orderBy: { id: 'asc' },
    })
    await lend(old.id, 900, 100)
    const month = await post('/find/index/getHotLoan', { statRange: 30, rows: 100 })
    expect(month.body.data.result.map((r: { recordId: number }) => r.recordId)).not.toContain(old.id)
    const year = await post('/find/index/getHotLoan', { statRange: 365, rows: 1 })
    expect(year.body.data.result[0].recordId).toBe(old.id)
    expect(year.body.data.numFound).toBeGreaterThan(1)
    const byRate = await post('/find/index/getHotLoan', { statRange: 365, rows: 50, sortType: 2 })
    expect(byRate.body).toMatchObject({ success: true })
    const rates = byRate.body.data.result.map((r: { loanRate: number }) => r.loanRate)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
  })

  it('answers bad paging with an error and an unknown window with the month, never a 500', async () => {
    expect((await post('/find/index/getHotLoan', { rows: 100000 })).body).toMatchObject({ success: false, errCode: 400 })
    expect((await post('/find/index/getHotLoan', { page: -1 })).body.success).toBe(false)
    expect((await post('/find/index/getHotLoan', { classNo: "I'; DROP TABLE \"Loan\"; --" })).body).toMatchObject({ success: false, errCode: 400 })
    const odd = await post('/find/index/getHotLoan', { statRange: 'abc', sortType: 'x', classNo: "I'%_--" })
    expect(odd.body).toMatchObject({ success: true })
    expect(odd.body.data.result).toEqual([])
  })
})

describe('new books', () => {
  it('lists records accessioned in the window, newest first, counted exactly', async () => {
    const fresh = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, docCode: 1 }, orderBy: { id: 'asc' } })
    await t.db.prisma.bibRecord.update({ where: { id: fresh.id }, data: { firstInDate: new Date(new Date().toISOString().slice(0, 10)) } })
    const res = await post('/find/index/getNewBook', { page: 1, rows: 5, time: '1', docCode: '1', sortField: 'in_date', sortClause: 'desc', campusId: [], libCode: '', locationId: '' })
    expect(res.body.data.searchResult[0]).toMatchObject({ recordId: fresh.id, title: expect.any(String), isbns: expect.any(Array) })
    const weekAgo = new Date(Date.now() - 8 * DAY)
    const expected = await t.db.prisma.bibRecord.count({ where: { tenantId, docCode: 1, suppressed: false, firstInDate: { gte: weekAgo } } })
    expect(res.body.data.numFound).toBeLessThanOrEqual(expected)
    expect(res.body.data.numFound).toBeGreaterThanOrEqual(1)
    const twoYears = await post('/find/index/getNewBook', { time: '7', rows: 1 })
    expect(twoYears.body.data.numFound).toBeGreaterThanOrEqual(res.body.data.numFound)
    const nothing = await post('/find/index/getNewBook', { time: '7', searchWord: 'zzzz-no-such-title-zzzz' })
    expect(nothing.body.data).toEqual({ numFound: 0, searchResult: [] })
  })
})

describe('ratings, views and shared folders', () => {
  it('ranks by average stars (best or worst first) among records rated at least twice', async () => {
    const [best, worst, once] = await t.db.prisma.bibRecord.findMany({ where: { tenantId }, orderBy: { id: 'asc' }, take: 3, skip: 10 })
    await t.db.prisma.rating.deleteMany({ where: { tenantId, recordId: { in: [best!.id, worst!.id, once!.id] } } })
    await t.db.prisma.rating.createMany({
      data: [
        ...patronIds.slice(0, 3).map((patronId) => ({ tenantId, recordId: best!.id, patronId, stars: 5 })),
        ...patronIds.slice(0, 3).map((patronId) => ({ tenantId, recordId: worst!.id, patronId, stars: 1 })),
        { tenantId, recordId: once!.id, patronId: patronIds[0]!, stars: 1 },
      ],
    })
    const good = await post('/find/findUserEvaluation/getTopScoreList', { type: 1, page: 1, rows: 100 })
    expect(good.body.data.result[0]).toMatchObject({ avgScore: 5 })
    const bad = await post('/find/findUserEvaluation/getTopScoreList', { type: 2, rows: 100 })
    expect(bad.body.data.result[0]).toMatchObject({ recordId: worst!.id, avgScore: 1, ratingCount: 3 })
    expect(bad.body.data.result.map((r: { recordId: number }) => r.recordId)).not.toContain(once!.id)
  })

  it('popular books are the records viewed most this month', async () => {
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId }, orderBy: { id: 'asc' }, skip: 20 })
    await t.db.prisma.usageEvent.createMany({ data: Array.from({ length: 500 }, () => ({ tenantId, kind: 'RECORD_VIEW' as const, targetType: 'record', targetId: String(record.id) })) })
    const res = await post('/find/books/popularBooks', { rows: 3 })
    expect(res.body.data[0]).toMatchObject({ recordId: record.id })
    expect(res.body.data[0].viewCount).toBeGreaterThanOrEqual(500)
  })

  it('shared folders rank by followers, owners masked; private folders stay out', async () => {
    const [owner, ...followers] = patronIds
    const records = await t.db.prisma.bibRecord.findMany({ where: { tenantId }, take: 2, select: { id: true } })
    const make = async (name: string, isPublic: boolean, followerCount: number) => {
      const folder = await t.db.prisma.favouriteFolder.create({ data: { tenantId, patronId: owner!, name, isPublic, sharedAt: new Date() } })
      await t.db.prisma.favourite.createMany({ data: records.map((r) => ({ tenantId, patronId: owner!, folderId: folder.id, recordId: r.id })) })
      await t.db.prisma.bookListFollow.createMany({ data: followers.slice(0, followerCount).map((patronId) => ({ tenantId, patronId, folderId: folder.id })) })
      return folder
    }
    const top = await make('测试-最多关注', true, Math.min(followers.length, 30))
    const hidden = await make('测试-私密', false, 1)
    const res = await post('/find/favorites/topShare', { rows: 20 })
    expect(res.body.data[0]).toMatchObject({ folderId: top.id, recordCount: 2 })
    expect(res.body.data[0].ownerName).toMatch(/^.\*+$/u)
    expect(res.body.data.map((f: { folderId: number }) => f.folderId)).not.toContain(hidden.id)
  })
})

describe('tenants', () => {
  it('one tenant’s loans never appear in another’s lists', async () => {
    const city = await post('/find/index/getHotLoan', { statRange: 365, rows: 100 }, CITY_GROUP)
    const ids = city.body.data.result.map((r: { recordId: number }) => r.recordId)
    const foreign = await t.db.prisma.bibRecord.count({ where: { id: { in: ids }, tenantId } })
    expect(foreign).toBe(0)
  })
})
