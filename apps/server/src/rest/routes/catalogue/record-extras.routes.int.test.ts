import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../../kernel/tokens.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let record: { id: number; isbn: string; authors: string[] }
beforeAll(async () => {
  t = await createTestApp()
  record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: DEFAULT_GROUP }, isbn: { not: '' }, authors: { isEmpty: false } }, orderBy: { id: 'asc' } })
})
afterAll(() => t.close())

const get = (path: string, query: object, groupCode = DEFAULT_GROUP) => t.http().get(path).query(query).set('groupCode', groupCode)
const post = (path: string, body: object, groupCode = DEFAULT_GROUP) => t.http().post(path).set('groupCode', groupCode).send(body)

describe('record extras', () => {
  it('statistics and ten-year loans count this record’s views and loans', async () => {
    const before = await get('/find/searchResultDetail/statistics', { recordId: record.id })
    await post('/find/behaviorRecord/add', { recordId: record.id })
    const stats = await get('/find/searchResultDetail/statistics', { recordId: record.id })
    const loanCount = await t.db.prisma.loan.count({ where: { recordId: record.id } })
    expect(stats.body.data).toMatchObject({ recordId: record.id, visitCount: before.body.data.visitCount + 1, loanCount })
    const loans = await get('/find/loanInfo/getNearTenYearLoan', { recordId: record.id })
    expect(loans.body.data).toHaveLength(10)
    const thisYear = new Date().getUTCFullYear()
    const loansThisYear = await t.db.prisma.loan.count({ where: { recordId: record.id, loanDate: { gte: new Date(Date.UTC(thisYear, 0, 1)) } } })
    expect(loans.body.data[9]).toEqual({ year: String(thisYear), loanNum: loansThisYear })
  })

  it('QR code and jump address lead to the record page under the tenant’s path', async () => {
    const url = await get('/find/searchResultDetail/getQrCodeJumpUrl', { recordId: record.id })
    expect(url.body.data).toMatch(new RegExp(`^http://127\\.0\\.0\\.1(:\\d+)?/#/searchList/bookDetails/${record.id}$`))
    const qr = await get('/find/searchResultDetail/getQrCode', { recordId: record.id })
    expect(qr.body.data.qrCode).toMatch(/^data:image\/png;base64,/)
    const withoutPort = (u: string) => u.replace(/:\d+\//, '/') // supertest listens on a new port per request
    expect(withoutPort(qr.body.data.url)).toBe(withoutPort(url.body.data))
  })

  it('catalog, author info and author books answer for the record’s author', async () => {
    const catalog = await post('/find/searchResultDetail/getCatalog', { recordId: record.id })
    expect(Array.isArray(catalog.body.data.catalog)).toBe(true)
    const info = await get('/find/searchResultDetail/getAuthorInfo', { author: record.authors[0], size: 5 })
    expect(info.body.data.bookCount).toBeGreaterThan(0)
    expect(info.body.data.books.map((b: { recordId: number }) => b.recordId)).toContain(record.id)
    const books = await get('/find/searchResultDetail/getAuthorBookInfo', { author: record.authors[0] })
    expect(books.body.data.numFound).toBe(info.body.data.bookCount)
    const empty = await get('/find/searchResultDetail/getAuthorInfo', { author: '' })
    expect(empty.body).toMatchObject({ success: false, errCode: 400 })
  })

  it('getOtherLibraryCollection lists the other library holding the same ISBN', async () => {
    const other = await t.db.prisma.bibRecord.findFirst({ where: { tenant: { groupCode: CITY_GROUP }, isbns: { hasSome: [record.isbn] } } })
    const res = await post('/find/unify/getOtherLibraryCollection', { recordId: record.id })
    if (other) expect(res.body.data).toContainEqual(expect.objectContaining({ groupCode: CITY_GROUP, recordId: other.id }))
    else expect(res.body.data).toEqual([])
  })
})

describe('search extras', () => {
  it('the CLC tree starts with the 22 main classes', async () => {
    const res = await post('/find/category/classifica/list', { parentClassNo: '', classLev: 1, classCode: '1' })
    expect(res.body.data).toHaveLength(22)
    expect(res.body.data[0]).toMatchObject({ classNo: 'A', classLev: 1 })
  })

  it('popular searches count terms per tenant and rank them', async () => {
    const term = '测试热词'
    for (const typed of [term, term, ` ${term} `]) await t.http().get('/find/popularSearch/add').query({ searchValue: typed }).set('groupCode', DEFAULT_GROUP)
    const all = await get('/find/popularSearch/get', { rows: 50 })
    expect(all.body.data.find((p: { searchValue: string }) => p.searchValue === term)).toMatchObject({ searchCount: 3 })
    const counts = all.body.data.map((p: { searchCount: number }) => p.searchCount)
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a))
    expect(all.body.data.map((p: { sort: number }) => p.sort)).toEqual(counts.map((_: number, i: number) => i + 1))
    expect((await get('/find/popularSearch/getTopTen', {})).body.data.length).toBeLessThanOrEqual(10)
    const city = await get('/find/popularSearch/get', { rows: 50 }, CITY_GROUP)
    expect(city.body.data.map((p: { searchValue: string }) => p.searchValue)).not.toContain(term)
  })

  it('behaviorRecord/list needs a patron and shows only their own history', async () => {
    const anonymous = await get('/find/behaviorRecord/list', {})
    expect(anonymous.status).toBe(401)
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username: 'reader' } })
    const { token, claims } = signToken(t.env.JWT_SECRET, { sub: String(patron.id), groupCode: DEFAULT_GROUP, mappingPath: '', typ: 'patron' })
    await t.db.prisma.session.create({ data: { id: randomBytes(16).toString('hex'), tenantId: tenant.id, patronId: patron.id, jwtId: claims.jti, expiresAt: new Date(claims.exp * 1000) } })
    const before = await t.http().get('/find/behaviorRecord/list').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: token })
    await t.http().post('/find/behaviorRecord/add').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: token }).send({ recordId: record.id })
    await t.http().post('/find/behaviorRecord/add').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: token }).send({ searchValue: '围城' })
    const list = await t.http().get('/find/behaviorRecord/list').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: token })
    expect(list.body.data.numFound).toBe(before.body.data.numFound + 2)
    expect(list.body.data.list.slice(0, 2).map((e: { type: string }) => e.type).sort()).toEqual(['record', 'search'])
  })

  it('getUnifyReruestBody answers the default body, ByResCode with a resource type', async () => {
    const body = await get('/find/unify/getUnifyReruestBody', {})
    expect(body.body.data).toMatchObject({ searchField: 'keyWord', matchMode: '2', docCode: [null], sortField: 'relevance', sortClause: 'asc', page: 1, rows: 10 })
    const byRes = await get('/find/unify/getUnifyReruestBodyByResCode', { resCode: '2' })
    expect(byRes.body.data.resourceType).toEqual(['2'])
  })
})
