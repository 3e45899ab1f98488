import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SETTINGS_PER_PATRON } from '../../../modules/home/user-settings.service.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let tenantId: number
const DAY = 86_400_000
const get = (path: string, query: object, groupCode = DEFAULT_GROUP) => t.http().get(path).query(query).set('groupCode', groupCode)
const post = (path: string, body: object, groupCode = DEFAULT_GROUP) => t.http().post(path).set('groupCode', groupCode).send(body)
const dateOnly = (offsetDays: number) => new Date(new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10))

beforeAll(async () => {
  t = await createTestApp()
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
})
afterAll(() => t.close())

describe('e-collections', () => {
  it('hot by visits, new by listing date, trial only within the trial window', async () => {
    const make = (name: string, data: object) => t.db.prisma.database.create({ data: { tenantId, name, englishName: `${name} (en)`, status: 'FORMAL', ...data } })
    const hot = await make('测试库-热门', { visitCount: 1_000_000 })
    const fresh = await make('测试库-新上线', { listedAt: new Date(Date.now() - DAY) })
    const stale = await make('测试库-旧', { listedAt: new Date(Date.now() - 400 * DAY) })
    const trial = await make('测试库-试用中', { status: 'TRIAL', trialStart: dateOnly(-5), trialEnd: dateOnly(20) })
    const ended = await make('测试库-试用结束', { status: 'TRIAL', trialStart: dateOnly(-60), trialEnd: dateOnly(-1) })
    const ids = (res: { body: { data: { recordId: number }[] } }) => res.body.data.map((c) => c.recordId)

    const hotList = await post('/find/index/getHotCollection', { rows: 5 })
    expect(hotList.body.data[0]).toMatchObject({ recordId: hot.id, collectionName: hot.name, visitCount: 1_000_000 })
    const en = await post('/find/index/getHotCollection', { rows: 1 }).set('content-language', 'en_US')
    expect(en.body.data[0].collectionName).toBe(`${hot.name} (en)`)

    const newList = await post('/find/newEle/eCollection/getNewCollection', { rows: 50 })
    expect(ids(newList)).toContain(fresh.id)
    expect(ids(newList)).not.toContain(stale.id)
    const trials = await post('/find/index/getTryCollection', { rows: 50 })
    expect(ids(trials)).toContain(trial.id)
    expect(ids(trials)).not.toContain(ended.id)
    expect((await get('/find/ePortfolio/getNewEleFlag', {})).body.data).toBe(true)

    const nav = await post('/find/eCollection/navigation', { page: 1, rows: 10, searchContent: '测试库-试用', status: '1' })
    expect(nav.body.data.list.map((c: { recordId: number }) => c.recordId).sort()).toEqual([trial.id, ended.id].sort())
    expect(nav.body.data.total).toBe(2)
  })

  it('a database click is logged and counted as a visit; a click on an unknown id is logged only', async () => {
    const db = await t.db.prisma.database.create({ data: { tenantId, name: '测试库-点击', status: 'FORMAL' } })
    const res = await post('/find/newEle/log/addDatabaseClick', { dbId: String(db.id) })
    expect(res.body).toMatchObject({ success: true, data: { recorded: true } })
    expect((await t.db.prisma.database.findUniqueOrThrow({ where: { id: db.id } })).visitCount).toBe(1)
    await get('/find/newEle/log/addDatabaseClick', { id: '999999999' })
    const events = await t.db.prisma.usageEvent.findMany({ where: { tenantId, kind: 'DATABASE_CLICK', targetId: { in: [String(db.id), '999999999'] } } })
    expect(events).toHaveLength(2)
    const other = await post('/find/newEle/log/addDatabaseClick', { dbId: String(db.id) }, CITY_GROUP)
    expect(other.body.success).toBe(true)
    expect((await t.db.prisma.database.findUniqueOrThrow({ where: { id: db.id } })).visitCount).toBe(1) // another tenant’s click does not count here
  })

  it('each logging call records its own kind, with what the client named', async () => {
    const calls: [string, string][] = [
      ['/find/eleLog/addEleClick', 'ELE_CLICK'], ['/find/eleLog/addEleDownload', 'ELE_DOWNLOAD'], ['/find/eleLog/addEleVisits', 'ELE_VISIT'],
      ['/find/newEle/log/addNavs', 'NAV_CLICK'], ['/find/newEle/log/addResourceClick', 'RESOURCE_CLICK'], ['/find/index/indexNavigationClickLog', 'INDEX_NAVIGATION_CLICK'],
    ]
    for (const [path, kind] of calls) {
      const res = await post(path, { id: `t-${kind}`, name: '<b>x</b>', url: 'https://example.org/x' })
      expect(res.body.success).toBe(true)
      const event = await t.db.prisma.usageEvent.findFirstOrThrow({ where: { tenantId, kind: kind as never, targetId: `t-${kind}` } })
      expect(event.detail).toMatchObject({ name: '<b>x</b>', url: 'https://example.org/x' })
    }
    expect((await post('/find/eleLog/addEleClick', { url: 'x'.repeat(5000) })).body).toMatchObject({ success: false, errCode: 400 })
  })
})

describe('subjects, libraries and flags', () => {
  it('discipline counts equal the records filed under each, in the request’s language', async () => {
    const res = await get('/find/index/getDisciplineList', {})
    expect(res.body.data.length).toBeGreaterThan(3)
    const first = res.body.data[0]
    expect(first.recordCount).toBe(await t.db.prisma.bibRecord.count({ where: { tenantId, suppressed: false, discode1: { has: first.disCode } } }))
    const one = await get('/find/index/getDiscipline', { disCode: '05' }).set('content-language', 'en_US')
    expect(one.body.data).toEqual([expect.objectContaining({ disCode: '05', disName: 'Literature' })])
  })

  it('libraries carry their copy counts; the external discovery service is off by default', async () => {
    const libraries = await get('/find/index/getLibrary', {}, CITY_GROUP)
    expect(libraries.body.data).toHaveLength(3)
    const central = libraries.body.data.find((l: { mainFlag: string }) => l.mainFlag === '1')
    expect(central.itemCount).toBe(await t.db.prisma.item.count({ where: { library: { libCode: central.libCode }, status: { not: 'WITHDRAWN' } } }))
    expect((await get('/find/homePage/showChaoXingFind', {})).body.data).toEqual({ show: '0', url: '' })
    const admin = await staffHeaders(t, DEFAULT_GROUP)
    await t.http().patch('/admin/settings').set(admin).send({ findConfig: { chaoXingFindUrl: 'https://ss.zhizhen.com/' } })
    expect((await get('/find/homePage/showChaoXingFind', {})).body.data).toEqual({ show: '1', url: 'https://ss.zhizhen.com/' })
  })
})

describe('donations', () => {
  it('recent and searched donations leave declined ones out; news is paged', async () => {
    const at = (days: number) => new Date(Date.now() - days * DAY)
    await t.db.prisma.donation.createMany({
      data: [
        { tenantId, donorName: '测试捐赠人甲', title: '测试赠书一', copies: 3, donatedAt: at(0), status: 'ACCEPTED' },
        { tenantId, donorName: '测试捐赠人乙', title: '测试赠书二', copies: 1, donatedAt: at(0), status: 'REJECTED' },
      ],
    })
    const recent = await get('/find/donate/getRecentDonation', { rows: 50 })
    const titles = recent.body.data.map((d: { title: string }) => d.title)
    expect(titles).toContain('测试赠书一')
    expect(titles).not.toContain('测试赠书二')
    const found = await post('/find/donate/searchDonation', { page: 1, rows: 10, searchContent: '测试捐赠人' })
    expect(found.body.data).toMatchObject({ total: 1, copies: 3, donateList: [expect.objectContaining({ donorName: '测试捐赠人甲', copies: 3 })] })
    await t.db.prisma.donationNotice.createMany({
      data: [1, 2, 3].map((n) => ({ tenantId, kind: 'NEWS' as const, title: `测试新闻${n}`, content: '<p>…</p>', publishedAt: at(n) })),
    })
    await t.db.prisma.donationNotice.create({ data: { tenantId, kind: 'NEWS', title: '测试草稿', content: '' } })
    const news = await post('/find/donate/searchDonateNews', { page: 1, rows: 50 })
    expect(news.body.data.list.map((n: { title: string }) => n.title)).not.toContain('测试草稿')
    const page2 = await post('/find/donate/searchDonateNews', { page: 2, rows: 1 })
    expect(page2.body.data.list).toHaveLength(1)
    expect(page2.body.data.total).toBe(news.body.data.total)
  })
})

describe('user settings', () => {
  it('need a signed-in patron, are the patron’s own, and are bounded', async () => {
    expect((await get('/find/findUserSetting/getOne', { key: 'homeSections' })).status).toBe(401)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    const set = await t.http().post('/find/findUserSetting/updateOne').set(reader.headers).send({ key: 'homeSections', value: 'hot,new' })
    expect(set.body.data).toEqual({ key: 'homeSections', value: 'hot,new' })
    expect((await t.http().get('/find/findUserSetting/getOne').query({ key: 'homeSections' }).set(reader.headers)).body.data.value).toBe('hot,new')
    expect((await t.http().get('/find/findUserSetting/getOne').query({ key: 'homeSections' }).set(scholar.headers)).body.data.value).toBeNull()
    await t.http().post('/find/findUserSetting/updateOne').set(reader.headers).send({ key: 'homeSections', value: '' })
    expect((await t.http().get('/find/findUserSetting/getOne').query({ key: 'homeSections' }).set(reader.headers)).body.data.value).toBeNull()
    expect((await t.http().post('/find/findUserSetting/updateOne').set(reader.headers).send({ key: '../x', value: '1' })).body).toMatchObject({ success: false, errCode: 400 })

    await t.db.prisma.userSetting.createMany({ data: Array.from({ length: MAX_SETTINGS_PER_PATRON }, (_, i) => ({ tenantId, patronId: reader.patronId, key: `k${i}`, value: '1' })) })
    const over = await t.http().post('/find/findUserSetting/updateOne').set(reader.headers).send({ key: 'oneTooMany', value: '1' })
    expect(over.body).toMatchObject({ success: false, errCode: 400 })
    expect(await t.db.prisma.userSetting.count({ where: { patronId: reader.patronId } })).toBe(MAX_SETTINGS_PER_PATRON)
    expect((await t.http().post('/find/findUserSetting/updateOne').set(reader.headers).send({ key: 'k1', value: '2' })).body.data.value).toBe('2')
  })
})

describe('tRPC door', () => {
  it('answers the home page’s whole batch of procedures in one call (a long batch path is no 414)', async () => {
    const procedures = ['hotLoans', 'newBooks', 'keywords', 'topReaders', 'topScores', 'popularBooks', 'hotTopics', 'hotBookLists', 'topSharedFolders', 'hotCollections', 'newCollections', 'trialCollections', 'disciplines', 'recentDonations']
    const input = Object.fromEntries(procedures.map((_, i) => [i, {}]))
    const res = await t.http().get(`/trpc/${procedures.map((p) => `home.${p}`).join(',')}`).query({ batch: 1, input: JSON.stringify(input) }).set('groupCode', DEFAULT_GROUP)
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(procedures.length)
    expect(res.body.every((r: { result?: unknown }) => r.result)).toBe(true)
  })
})
