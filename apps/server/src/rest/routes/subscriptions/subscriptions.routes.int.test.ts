import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// /find/subscribe/* (contract §3.8 and §3.6 dailyRecommend) as the real client S8 calls them: the SESSION cookie
// alone plus the portal's Origin and Referer; the 100-character cut; paging and searching; bad input; nobody else's rows.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
let t: TestApp
let reader: Patron
let scholar: Patron
let own: string

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://library.test/' })
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  own = 'http://library.test'
  // The counts below start from none: the demo's saved searches of reader go first.
  await t.db.prisma.subscription.deleteMany({ where: { patronId: reader.patronId } })
})
afterAll(() => t.close())

/** What S8 sends: the SESSION cookie only (no token, no groupCode), from the portal's own pages. */
const s8 = (who: Patron) => ({ cookie: `SESSION=${who.sessionId}`, origin: own, referer: `${own}/` })
const call = (path: string, headers: Record<string, string>, body: object = {}) => t.http().post(path).set(headers).send(body)

describe('the real client S8: add, list and delete with only the SESSION cookie', () => {
  it('stores a 150-character name as its first 100 characters, keeps duplicates, lists and deletes', async () => {
    const long = '量子计算'.repeat(30) + 'x'.repeat(30)
    expect([...long]).toHaveLength(150)
    const added = await call('/find/subscribe/add', s8(reader), { searchField: 'keyWord', searchFieldContent: long, subName: long })
    expect(added.body).toMatchObject({ success: true, errCode: 200 })
    const again = await call('/find/subscribe/add', s8(reader), { searchField: 'keyWord', searchFieldContent: long, subName: long })
    expect(again.body.success).toBe(true)
    const rows = await t.db.prisma.subscription.findMany({ where: { patronId: reader.patronId }, orderBy: { id: 'asc' } })
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.subName).toBe([...long].slice(0, 100).join(''))
      expect(row.searchContent).toBe([...long].slice(0, 100).join(''))
    }

    const list = await call('/find/subscribe/list', s8(reader))
    expect(list.body.success).toBe(true)
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data[0]).toMatchObject({ subId: rows[1]!.id, subName: rows[1]!.subName, searchField: 'keyWord', searchFieldContent: rows[1]!.searchContent, schedule: 'DAILY', emailAlerts: true, lastNotifiedAt: null })
    expect(typeof list.body.data[0].subId).toBe('number')

    const del = await call('/find/subscribe/del', s8(reader), { subId: rows[0]!.id })
    expect(del.body).toMatchObject({ success: true, errCode: 200 })
    expect(await t.db.prisma.subscription.count({ where: { patronId: reader.patronId } })).toBe(1)
    await call('/find/subscribe/del', s8(reader), { subId: String(rows[1]!.id) })
    expect(await t.db.prisma.subscription.count({ where: { patronId: reader.patronId } })).toBe(0)
  })

  it('is refused when another site’s page sends the cookie', async () => {
    const res = await call('/find/subscribe/add', { cookie: `SESSION=${reader.sessionId}`, origin: 'https://evil.example' }, { searchFieldContent: '三体' })
    expect(res.body.success).toBe(false)
    expect(await t.db.prisma.subscription.count({ where: { patronId: reader.patronId } })).toBe(0)
  })
})

describe('update, search and dailyRecommend', () => {
  it('changes name, schedule and e-mail alerts, and refuses an update of nothing', async () => {
    const { body } = await call('/find/subscribe/add', reader.headers, { searchFieldContent: '三体' })
    const id = body.data.subId as number
    const updated = await call('/find/subscribe/update', reader.headers, { subId: id, subName: '刘慈欣的书', schedule: 'weekly', emailAlerts: 'false' })
    expect(updated.body.data).toMatchObject({ subId: id, subName: '刘慈欣的书', schedule: 'WEEKLY', emailAlerts: false, searchFieldContent: '三体' })
    const nothing = await call('/find/subscribe/update', { ...reader.headers, 'content-language': 'en_US' }, { subId: id })
    expect(nothing.body).toMatchObject({ success: false, message: 'There is nothing to change' })
    const badSchedule = await call('/find/subscribe/update', { ...reader.headers, 'content-language': 'en_US' }, { subId: id, schedule: 'HOURLY' })
    expect(badSchedule.body.success).toBe(false)
    expect(badSchedule.body.errCode).toBe(400)
  })

  it('search: a subscription’s current matches, paged, or the patron’s subscriptions by name', async () => {
    const sub = (await t.db.prisma.subscription.findFirstOrThrow({ where: { patronId: reader.patronId, searchContent: '三体' } })).id
    const matches = await call('/find/subscribe/search', reader.headers, { subId: sub, page: 1, rows: 2 })
    expect(matches.body.success).toBe(true)
    expect(matches.body.data.numFound).toBeGreaterThan(0)
    expect(matches.body.data.searchResult.length).toBeLessThanOrEqual(2)
    expect(matches.body.data.searchResult[0].title).toContain('三体')
    const byName = await call('/find/subscribe/search', reader.headers, { subName: '刘慈欣' })
    expect(byName.body.data).toMatchObject({ numFound: 1, list: [{ subId: sub }] })
  })

  it('dailyRecommend: one book, the same all day, a match of a subscription', async () => {
    const first = await t.http().get('/find/subscribe/dailyRecommend').set(reader.headers)
    const second = await t.http().get('/find/subscribe/dailyRecommend').set(reader.headers)
    expect(first.body.success).toBe(true)
    expect(first.body.data).toMatchObject({ recordId: expect.any(Number), title: expect.stringContaining('三体') })
    expect(second.body.data.recordId).toBe(first.body.data.recordId)
    const none = await t.http().get('/find/subscribe/dailyRecommend').set(scholar.headers)
    expect(none.body.data).toMatchObject({ recordId: expect.any(Number), title: expect.any(String) })
  })
})

describe('bad input and other patrons', () => {
  it('answers clear errors in the caller’s language and writes nothing', async () => {
    const before = await t.db.prisma.subscription.count()
    const en = { ...reader.headers, 'content-language': 'en_US' }
    const empty = await call('/find/subscribe/add', en, { searchFieldContent: '   ' })
    expect(empty.body).toMatchObject({ success: false, message: 'Enter the search term to subscribe to' })
    const huge = await call('/find/subscribe/add', en, { searchFieldContent: 'x'.repeat(10_240) })
    expect(huge.body.success).toBe(false)
    expect(huge.body.errCode).toBe(400)
    const wrongType = await call('/find/subscribe/add', en, { searchFieldContent: { $ne: 1 } })
    expect(wrongType.body.errCode).toBe(400)
    const field = await call('/find/subscribe/add', en, { searchField: 'password', searchFieldContent: 'x' })
    expect(field.body.errCode).toBe(400)
    for (const subId of [-1, 0, 'abc', 2 ** 40]) {
      const res = await call('/find/subscribe/del', en, { subId })
      expect(res.status).not.toBe(500)
      expect(res.body.success).toBe(false)
    }
    expect(await t.db.prisma.subscription.count()).toBe(before)
    // HTML and SQL are stored as text and come back as they were.
    const html = await call('/find/subscribe/add', reader.headers, { searchFieldContent: "<script>alert(1)</script>' OR 1=1 --" })
    expect(html.body.data.subName).toBe("<script>alert(1)</script>' OR 1=1 --")
  })

  it('another patron’s subscription answers not found and changes nothing', async () => {
    const mine = await t.db.prisma.subscription.findFirstOrThrow({ where: { patronId: reader.patronId } })
    for (const [path, body] of [['/find/subscribe/del', { subId: mine.id }], ['/find/subscribe/update', { subId: mine.id, subName: 'taken' }], ['/find/subscribe/search', { subId: mine.id }]] as const) {
      const res = await call(path, { ...scholar.headers, 'content-language': 'en_US' }, body)
      expect(res.body).toMatchObject({ success: false, errCode: 404 })
    }
    expect(await t.db.prisma.subscription.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(mine)
    const citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
    await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
    const list = await call('/find/subscribe/list', citizen.headers)
    expect(list.body.data).toEqual([])
  })
})
