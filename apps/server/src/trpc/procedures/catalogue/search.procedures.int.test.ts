import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookDetailSchema, RecordDetailSchema, SearchPageSchema } from '@portal/contracts'
import { presentBookDetail, presentDetail } from '../../../modules/catalogue/detail-wire.ts'
import { presentSearchPage } from '../../../modules/catalogue/search-wire.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const query = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`

describe('catalogue over tRPC (the web app’s door)', () => {
  it('search resolves the tenant like every other call (mapping path here), unlike the header-only REST search', async () => {
    const res = await t.http().get(query('catalogue.search', { searchFieldContent: '红楼梦' })).set('mappingPath', 'binjiang')
    const data = res.body.result.data
    expect(data.total).toBeGreaterThan(0)
    const city = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    const ids = SearchPageSchema.parse(data).hits.map((h) => h.record.recordId)
    expect(await t.db.prisma.bibRecord.count({ where: { id: { in: ids }, tenantId: { not: city.id } } })).toBe(0)
  })

  it('search and details answer the domain types, from which the REST door renders exactly its LibStar answer', async () => {
    const page = SearchPageSchema.parse((await t.http().get(query('catalogue.search', { searchFieldContent: '三体' })).set('groupCode', DEFAULT_GROUP)).body.result.data)
    const restSearch = await t.http().post('/find/unify/search').set('groupCode', DEFAULT_GROUP).send({ searchFieldContent: '三体' })
    expect(presentSearchPage(page)).toEqual(restSearch.body.data)
    expect(page.hits[0]!.highlights.title!.some((s) => s.matched)).toBe(true)
    expect(JSON.stringify(page)).not.toContain('<font')

    const { record } = page.hits[0]!
    const detail = RecordDetailSchema.parse((await t.http().get(query('catalogue.detail', { recordId: record.recordId })).set('groupCode', DEFAULT_GROUP)).body.result.data)
    const rest = await t.http().get('/find/searchResultDetail/getDetail').query({ recordId: record.recordId }).set('groupCode', DEFAULT_GROUP)
    expect(presentDetail(detail)).toEqual(rest.body.data)
    expect(detail.fields.find((f) => f.code === 'cnb48')!.values[0]).toEqual({ text: '刘慈欣', link: { searchField: 'author', value: '刘慈欣' } })
    expect(JSON.stringify(detail)).not.toMatch(/<a |href/)
    const book = BookDetailSchema.parse((await t.http().get(query('catalogue.bookDetail', { recordId: record.recordId })).set('groupCode', DEFAULT_GROUP)).body.result.data)
    const restBook = await t.http().get('/find/searchResultDetail/getBookDetail').query({ recordId: record.recordId }).set('groupCode', DEFAULT_GROUP)
    expect(presentBookDetail(book)).toEqual(restBook.body.data)

    const holdings = await t.http().get(query('catalogue.holdings', { recordId: record.recordId })).set('groupCode', DEFAULT_GROUP)
    expect(holdings.body.result.data.totalCount).toBe(record.copies.physicalCount)
  })

  it('refuses bad input with a translated message', async () => {
    const res = await t.http().get(query('catalogue.search', { rows: 100000 })).set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US')
    expect(res.status).toBe(200)
    expect(res.body.error.message).toMatch(/^Invalid request: rows/)
  })
})
