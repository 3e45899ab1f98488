import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const search = (body: object, groupCode: string | null = DEFAULT_GROUP) => {
  const req = t.http().post('/find/unify/search').set('content-type', 'application/json;charset=UTF-8')
  return (groupCode === null ? req : req.set('groupCode', groupCode)).send(body)
}
/** The full template real clients send (contract §3.2). */
const template = (searchFieldContent: string, extra: object = {}) => ({
  searchFieldContent, searchField: 'keyWord', matchMode: '2', docCode: [null], litCode: [], resourceType: [], subject: [], discode1: [],
  publisher: [], libCode: [], locationId: [], eCollectionIds: [], neweCollectionIds: [], curLocationId: [], campusId: [], kindNo: [],
  collectionName: [], author: [], langCode: [], countryCode: [], publishBegin: null, publishEnd: null, coreInclude: [], newCoreInclude: [],
  ddType: [], verifyStatus: [], group: [], sortField: 'relevance', sortClause: 'asc', page: 1, rows: 10, onlyOnShelf: null,
  searchItems: null, indexSearch: 1, ...extra,
})

describe('POST /find/unify/search (contract §3.2)', () => {
  it('answers the exact empty shape without a usable group code (§2.6)', async () => {
    for (const groupCode of [null, '', 'undefined', '999999']) {
      const res = await search(template('三体'), groupCode)
      expect(res.body).toEqual({ success: true, message: '操作成功', errCode: 200, errorCode: null, data: { numFound: 0, searchResult: [], facetResult: { customSub: {} }, hlResult: null } })
    }
  })

  it('answers the empty shape with levelResultList for a term that matches nothing', async () => {
    const res = await search(template('qqqzzzxxyyww'))
    expect(res.body.data).toMatchObject({ numFound: 0, searchResult: [], facetResult: { customSub: {} }, hlResult: null, levelResultList: [] })
  })

  it('finds a known item with the contract’s record keys, facets and highlight markup', async () => {
    const res = await search(template('三体'))
    expect(res.body.success).toBe(true)
    expect(res.body.data.numFound).toBeGreaterThan(0)
    const first = res.body.data.searchResult[0]
    expect(first.title).toContain('三体')
    for (const key of ['recordId', 'title', 'langCode', 'countryCode', 'author', 'publisher', 'isbn', 'isbns', 'publishYear', 'adstract', 'subjectWord',
      'chiClassNo', 'physicalCount', 'groupPhysicalCount', 'groupECount', 'callNoOne', 'callNo', 'onShelfCountI', 'canBrrowCountI', 'docName', 'pic', 'myFav'])
      expect(first).toHaveProperty(key)
    expect(res.body.data.hlResult[String(first.recordId)].title[0]).toContain("<font color='#ff9933'>")
    expect(res.body.data.facetResult).toHaveProperty('docCode')
    expect(res.body.data.facetResult.customSub).toEqual({})
  })

  it('works with the minimal body and stringly typed values (§2.7)', async () => {
    const minimal = await search({ searchFieldContent: '红楼梦', searchField: 'title', page: 1 })
    expect(minimal.body.data.numFound).toBeGreaterThan(0)
    const stringy = await search(template('红楼梦', { rows: '20', page: '1', onlyOnShelf: 'null', publishBegin: 'null', searchItems: 'null', keyWord: [], isOpen: false }))
    expect(stringy.body.data.numFound).toBe(minimal.body.data.numFound)
  })

  it('filters by a facet value and by year, and pages', async () => {
    const theses = await search(template('', { categorySearchFlag: 1, docCode: ['4'], rows: 50 }))
    expect(theses.body.data.numFound).toBeGreaterThan(10)
    expect(theses.body.data.searchResult.every((r: { docCode: number }) => r.docCode === 4)).toBe(true)
    const page2 = await search(template('', { categorySearchFlag: 1, docCode: ['4'], rows: 5, page: 2 }))
    expect(page2.body.data.searchResult).toHaveLength(5)
    const old = await search(template('', { categorySearchFlag: 1, publishEnd: '1950', rows: 50 }))
    expect(old.body.data.searchResult.every((r: { year: string }) => Number(r.year) <= 1950)).toBe(true)
  })

  it('keeps tenants apart: the city library has no theses', async () => {
    const res = await search(template('', { categorySearchFlag: 1, docCode: ['4'] }), CITY_GROUP)
    expect(res.body.data.numFound).toBe(0)
  })

  it('refuses unbounded paging and oversized terms with a clear message, and survives hostile terms', async () => {
    for (const body of [template('x', { page: -1 }), template('x', { rows: 100000 }), template('x'.repeat(10 * 1024))]) {
      const res = await search(body)
      expect(res.status).not.toBe(500)
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
      expect(res.body.message).toMatch(/^请求参数有误：(page|rows|searchFieldContent)/)
    }
    for (const term of ["'; DROP TABLE \"BibRecord\"; --", '<script>alert(1)</script>', '%%%', '***', '"', 'a:*|!&']) {
      const res = await search(template(term))
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(JSON.stringify(res.body)).not.toContain('<script>')
    }
  })

  it('honours the per-tenant Referer gate on content endpoints only', async () => {
    await t.db.prisma.tenant.update({ where: { groupCode: CITY_GROUP }, data: { requireReferer: true } })
    const blocked = await search(template('红楼梦'), CITY_GROUP)
    expect(blocked.body).toMatchObject({ success: false, errCode: 9999, message: '系统访问中断，请稍后再试！' })
    const allowed = await search(template('红楼梦'), CITY_GROUP).set('Referer', 'http://example.com/')
    expect(allowed.body.success).toBe(true)
    const config = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', CITY_GROUP)
    expect(config.body.success).toBe(true)
    await t.db.prisma.tenant.update({ where: { groupCode: CITY_GROUP }, data: { requireReferer: false } })
  })
})

describe('advanced and related searches', () => {
  it('advancedSearch combines searchItems with OR and NOT', async () => {
    const either = await t.http().post('/find/unify/advancedSearch').set('groupCode', DEFAULT_GROUP).send(template('', {
      isOpen: false, searchFieldList: null, sortClause: null,
      searchItems: [{ oper: null, searchField: 'title', matchMode: '2', searchFieldContent: '红楼梦' }, { oper: 'OR', searchField: 'title', matchMode: '2', searchFieldContent: '三体' }],
    }))
    const titles = either.body.data.searchResult.map((r: { title: string }) => r.title).join('|')
    expect(titles).toContain('红楼梦')
    expect(titles).toContain('三体')
    const without = await t.http().post('/find/unify/advancedSearch').set('groupCode', DEFAULT_GROUP).send(template('', {
      searchItems: [{ oper: null, searchField: 'title', matchMode: '2', searchFieldContent: '三体' }, { oper: 'NOT', searchField: 'title', matchMode: '2', searchFieldContent: '黑暗森林' }],
    }))
    expect(without.body.data.searchResult.some((r: { title: string }) => r.title.includes('黑暗森林'))).toBe(false)
  })

  it('searchForDetail answers related records without the record itself', async () => {
    const hit = (await search(template('三体'))).body.data.searchResult[0]
    const res = await t.http().post('/find/unify/searchForDetail').set('groupCode', DEFAULT_GROUP)
      .send({ excludeFieldContent: hit.recordId, excludeField: 'record_id', page: 1, rows: 8, sortField: 'relevance', sortClause: 'asc' })
    expect(res.body.success).toBe(true)
    expect(res.body.data.searchResult.every((r: { recordId: number }) => r.recordId !== hit.recordId)).toBe(true)
  })

  it('twiceSearch needs its own term and narrows the first search', async () => {
    const none = await t.http().post('/find/unify/twiceSearch').set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US').send(template('小说'))
    expect(none.body).toMatchObject({ success: false, errCode: 400 })
    const first = await search(template('小说'))
    const narrowed = await t.http().post('/find/unify/twiceSearch').set('groupCode', DEFAULT_GROUP).send(template('小说', { secondSearchContent: '中国' }))
    expect(narrowed.body.data.numFound).toBeLessThanOrEqual(first.body.data.numFound)
  })

  it('spellKeyWord suggests for a misspelt title', async () => {
    const res = await t.http().get('/find/index/spellKeyWord').query({ keyWord: 'Introducton to Algoritms' }).set('groupCode', DEFAULT_GROUP)
    expect(Array.isArray(res.body.data)).toBe(true)
  })
})
