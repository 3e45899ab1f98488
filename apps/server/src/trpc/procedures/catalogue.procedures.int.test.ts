import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../testing/test-app.ts'

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
    expect(data.numFound).toBeGreaterThan(0)
    const city = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    const ids = data.searchResult.map((r: { recordId: number }) => r.recordId)
    expect(await t.db.prisma.bibRecord.count({ where: { id: { in: ids }, tenantId: { not: city.id } } })).toBe(0)
  })

  it('detail, holdings and counts answer the same shapes as REST', async () => {
    const hit = (await t.http().get(query('catalogue.search', { searchFieldContent: '三体' })).set('groupCode', DEFAULT_GROUP)).body.result.data.searchResult[0]
    const detail = await t.http().get(query('catalogue.detail', { recordId: hit.recordId })).set('groupCode', DEFAULT_GROUP)
    const rest = await t.http().get('/find/searchResultDetail/getDetail').query({ recordId: hit.recordId }).set('groupCode', DEFAULT_GROUP)
    expect(detail.body.result.data).toEqual(rest.body.data)
    const holdings = await t.http().get(query('catalogue.holdings', { recordId: hit.recordId })).set('groupCode', DEFAULT_GROUP)
    expect(holdings.body.result.data.totalCount).toBe(hit.physicalCount)
  })

  it('refuses bad input with a translated message', async () => {
    const res = await t.http().get(query('catalogue.search', { rows: 100000 })).set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US')
    expect(res.status).toBe(200)
    expect(res.body.error.message).toMatch(/^Invalid request: rows/)
  })
})
