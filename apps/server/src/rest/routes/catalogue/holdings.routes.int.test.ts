import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let santi: { id: number; isbn: string }
beforeAll(async () => {
  t = await createTestApp()
  // The demo loans are drawn relative to today, so a record is picked whose copies are all on the shelf today.
  const record = await t.db.prisma.bibRecord.findFirstOrThrow({
    where: { tenant: { groupCode: DEFAULT_GROUP }, isbn: { not: '' }, items: { some: {}, every: { status: 'ON_SHELF', circAttr: '0' } } },
    orderBy: { id: 'asc' },
  })
  santi = { id: record.id, isbn: record.isbn }
})
afterAll(() => t.close())

const PHY_ITEM_KEYS = ['itemId', 'callNo', 'barcode', 'propNo', 'libCode', 'libName', 'locationId', 'locationName', 'realLocationName', 'curLocationId',
  'curLocationName', 'currencyCode', 'listPrice', 'netPrice', 'year', 'vol', 'inDate', 'processType', 'processTypeCode', 'itemPolicyCode', 'materialCode',
  'getModeCode', 'circAttr', 'remark', 'attachment', 'shelfNo', 'url', 'locationAddress', 'pol', 'operateFlag', 'address', 'donatorName', 'positionUrl',
  'urlName', 'resourceExtendList', 'requestable', 'itemRequestType', 'unionFlag', 'backGroupName', 'itemPolicyName', 'xyzShelfNo',
  'wxMiniProgramPhysicalPositionUrl', 'wxMiniProgramPhysicalPositionUsername', 'showPositionByCmaLoc']

describe('POST /find/physical/groupitems (contract §3.4)', () => {
  it('answers {list, totalCount} with page, items carrying every contract key', async () => {
    const res = await t.http().post('/find/physical/groupitems').set('groupCode', DEFAULT_GROUP)
      .send({ page: 1, rows: 10, entrance: null, recordId: String(santi.id), isUnify: true, sortType: 0, callNo: '' })
    expect(res.body.success).toBe(true)
    expect(res.body.data.totalCount).toBeGreaterThan(0)
    const item = res.body.data.list[0]
    expect(Object.keys(item)).toEqual(expect.arrayContaining(PHY_ITEM_KEYS))
    expect(item).toMatchObject({ processType: '在架', processTypeCode: '411', circAttr: '0', xyzShelfNo: '0/0/0' })
    expect(item.inDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('answers a bare array for the legacy forms without page (S9, S10, U4)', async () => {
    const minimal = await t.http().post('/find/physical/groupitems').set('groupCode', DEFAULT_GROUP).send({ recordId: santi.id })
    expect(Array.isArray(minimal.body.data)).toBe(true)
    const withRows = await t.http().post('/find/physical/groupitems').set('groupCode', 'undefined').send({ rows: 20000, recordId: santi.id })
    expect(withRows.body.data.length).toBe(minimal.body.data.length)
  })

  it('shows a copy on loan with its due date and "--" (contract §5.1)', async () => {
    const item = await t.db.prisma.item.findFirstOrThrow({ where: { recordId: santi.id } })
    await t.db.prisma.item.update({ where: { id: item.id }, data: { status: 'ON_LOAN', dueDate: new Date('2026-12-01T00:00:00Z') } })
    const res = await t.http().post('/find/physical/groupitems').set('groupCode', DEFAULT_GROUP).send({ recordId: santi.id })
    const loaned = res.body.data.find((i: { itemId: number }) => i.itemId === item.id)
    expect(loaned).toMatchObject({ processType: '借出-应还日期:2026-12-01', processTypeCode: '412', circAttr: '--' })
    await t.db.prisma.item.update({ where: { id: item.id }, data: { status: 'ON_SHELF', dueDate: null } })
  })

  it('refuses another tenant’s record and bad ids', async () => {
    const other = await t.http().post('/find/physical/groupitems').set('groupCode', CITY_GROUP).send({ recordId: santi.id, page: 1 })
    expect(other.body).toMatchObject({ success: false, errCode: 404 })
    for (const recordId of [-1, 'abc', 0, 1e12]) {
      const res = await t.http().post('/find/physical/groupitems').set('groupCode', DEFAULT_GROUP).send({ recordId })
      expect(res.body.success).toBe(false)
      expect(res.status).not.toBe(500)
    }
  })
})

describe('holdings by library and live counts', () => {
  it('groupItemsByLibCode keys sortedList by library name, main library flagged', async () => {
    const res = await t.http().post('/find/physical/groupItemsByLibCode').set('groupCode', DEFAULT_GROUP).send({ recordId: String(santi.id) })
    const groups = Object.values(res.body.data.sortedList) as { mainFlag: string; phyItemVo: unknown[]; libCode: string }[]
    expect(groups[0]).toMatchObject({ mainFlag: '1', libCode: '90000100001' })
    expect(groups[0]!.phyItemVo.length).toBeGreaterThan(0)
  })

  it('getPItemAndOnShelfCountAndDuxiuImageUrl answers the single and the batch forms', async () => {
    const single = await t.http().post('/find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl').set('groupCode', DEFAULT_GROUP).send({ title: 'x', isbn: santi.isbn, recordId: santi.id })
    expect(single.body.data).toMatchObject({ duxiuImageUrl: `/find/book/cover/${DEFAULT_GROUP}/${santi.id}.svg`, eCount: 0 })
    expect(single.body.data.pCount).toBeGreaterThan(0)
    const batch = await t.http().post('/find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl').set('groupCode', DEFAULT_GROUP).send({ items: [{ recordId: santi.id, title: 'x', isbn: '' }] })
    expect(batch.body.data[String(santi.id)]).toEqual({ pCount: single.body.data.pCount, onShelfCount: single.body.data.onShelfCount })
  })

  it('getDuxiuImageUrl answers a bare string without any header, and the cover draws', async () => {
    const res = await t.http().get('/find/book/getDuxiuImageUrl').query({ isbn: santi.isbn, title: '' })
    expect(res.body.data).toBe(`/find/book/cover/${DEFAULT_GROUP}/${santi.id}.svg`)
    const svg = await t.http().get(res.body.data).buffer(true).parse((r, done) => { let text = ''; r.on('data', (c: Buffer) => (text += c)); r.on('end', () => done(null, text)) })
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.body).toMatch(/^<svg /)
    // Another tenant's record: the address names its tenant, so the image loads without any header.
    const city = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: CITY_GROUP } }, orderBy: { id: 'asc' } })
    const cityUrl = (await t.http().get('/find/book/getDuxiuImageUrl').query({ recordId: city.id }).set('groupCode', CITY_GROUP)).body.data
    expect(cityUrl).toBe(`/find/book/cover/${CITY_GROUP}/${city.id}.svg`)
    expect((await t.http().get(cityUrl)).status).toBe(200)
    expect((await t.http().get(`/find/book/cover/${DEFAULT_GROUP}/${city.id}.svg`)).body.success).toBe(false) // not that tenant's record
    const byTitle = await t.http().get('/find/book/cover.svg').query({ title: '<script>alert(1)</script>', author: 'A & B' }).buffer(true)
    const drawn = byTitle.body.toString()
    expect(drawn).not.toContain('<script>')
    expect(drawn).toContain('&lt;script&gt;')
  })
})

describe('record detail (contract §3.3)', () => {
  it('getBookDetail answers only author and bean2List, with the detail message and code', async () => {
    const res = await t.http().get('/find/searchResultDetail/getBookDetail').query({ recordId: santi.id }).set('groupCode', DEFAULT_GROUP)
    expect(res.body).toMatchObject({ success: true, message: '获取图书详细信息成功', errCode: 9000124 })
    expect(Object.keys(res.body.data)).toEqual(['author', 'bean2List'])
    expect(res.body.data.bean2List[0]).toMatchObject({ key: 'cnb01', description: '题名/责任者' })
    expect(res.body.data.bean2List.find((b: { key: string }) => b.key === 'cnb04').fieldVal).toContain(santi.isbn)
  })

  it('getBookDetail by POST answers 9999', async () => {
    const res = await t.http().post('/find/searchResultDetail/getBookDetail').set('groupCode', DEFAULT_GROUP).send({ recordId: santi.id })
    expect(res.body).toMatchObject({ success: false, errCode: 9999, message: '系统访问中断，请稍后再试！' })
  })

  it('getDetail answers clearTitle, baseMarcInfoDto with auther (sic) and escaped links', async () => {
    const res = await t.http().get('/find/searchResultDetail/getDetail').query({ recordId: santi.id }).set('groupCode', DEFAULT_GROUP)
    expect(res.body.data).toMatchObject({ clearTitle: expect.any(String), baseMarcInfoDto: { auther: expect.stringContaining('<a href="#/searchList?searchField=author') } })
    expect(res.body.data.link.douban).toContain(santi.isbn)
  })

  it('refuses another tenant’s record', async () => {
    const res = await t.http().get('/find/searchResultDetail/getDetail').query({ recordId: santi.id }).set('groupCode', CITY_GROUP)
    expect(res.body).toMatchObject({ success: false, errCode: 404 })
  })
})

describe('dictionaries', () => {
  it('getConditionList and groupResource/dict answer {code, name} lists in the request language', async () => {
    const zh = await t.http().get('/find/category/getConditionList').set('groupCode', DEFAULT_GROUP)
    expect(zh.body.data.documentTypeList[0]).toEqual({ code: '1', name: '图书' })
    expect(zh.body.data.documentTypeList).toHaveLength(44)
    const en = await t.http().post('/find/groupResource/dict').set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US').send()
    expect(en.body.data.discode1).toContainEqual({ code: '08', name: 'Engineering' })
    expect(en.body.data.classNo).toContainEqual({ code: 'I', name: 'Literature' })
    expect(en.body.data.locationId.length).toBeGreaterThan(0)
  })

  it('getFindOpacSearchFieldParaList keeps the Chinese labels S1 maps', async () => {
    const res = await t.http().get('/find/groupResource/getFindOpacSearchFieldParaList').set('groupCode', DEFAULT_GROUP)
    expect(res.body.data.map((f: { searchField: string }) => f.searchField)).toEqual(expect.arrayContaining(['题名', '责任者', '主题', '标准号', '分类号', '索书号', '出版社', '摘要', '条码号', '工具号']))
    expect(res.body.data).toHaveLength(15)
  })

  it('location/list answers donateList (sic); location/dict and takeBookAddress answer the tenant’s places', async () => {
    const list = await t.http().post('/find/location/list').set('groupCode', CITY_GROUP)
      .send({ locationName: '', campusIds: [], locationTypeCodes: [], entrust: 0, subscribe: 0, page: 1, rows: 2000 })
    expect(list.body.data.donateList.length).toBe(5)
    expect(list.body.data.donateList[0]).toHaveProperty('locationId')
    const dict = await t.http().get('/find/location/dict').set('groupCode', CITY_GROUP)
    expect(dict.body.data.campusCodes).toHaveLength(2)
    const pickup = await t.http().get('/find/location/takeBookAddress').set('groupCode', CITY_GROUP)
    expect(pickup.body.data.length).toBe(3)
  })
})
