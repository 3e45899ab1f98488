import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('staff sign-in', () => {
  it('answers a bearer token for valid credentials and refuses wrong ones in the caller’s language', async () => {
    const ok = await t.http().post('/admin/auth/login').set('groupCode', DEFAULT_GROUP).send({ username: 'admin', password: 'Admin@2026' })
    expect(ok.body).toMatchObject({ success: true, data: { tokenType: 'Bearer', staff: { username: 'admin', role: 'ADMIN', groupCode: DEFAULT_GROUP } } })
    const wrong = await t.http().post('/admin/auth/login').set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US').send({ username: 'admin', password: 'nope' })
    expect(wrong.body).toMatchObject({ success: false, errCode: 4001, message: 'Wrong user name or password' })
    const patronAsStaff = await t.http().post('/admin/auth/login').set('groupCode', DEFAULT_GROUP).send({ username: 'reader', password: 'Reader@2026' })
    expect(patronAsStaff.body.success).toBe(false)
  })

  it('logout revokes the token', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    expect((await t.http().post('/admin/auth/logout').set(headers).send({})).body.success).toBe(true)
    const after = await t.http().get('/admin/settings').set(headers)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('登录信息过期，请重新登录!')
  })

  it('a librarian may not change configuration', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
    const res = await t.http().patch('/admin/settings').set(headers).send({ findConfig: { loginFlag: '1' } })
    expect(res.status).toBe(403)
    expect(res.body.success).toBe(false)
  })
})

describe('configuration flags', () => {
  it('reads and changes flags; the public config follows; unnamed flags keep their value', async () => {
    const headers = await staffHeaders(t, CITY_GROUP)
    const before = await t.http().get('/admin/settings').set(headers)
    expect(before.body.data.findConfig).toMatchObject({ independentLibCode: '1', bindMailOrPhone: '1' })
    const res = await t.http().patch('/admin/settings').set(headers).send({ findConfig: { blackAndWhiteModel: true, navTextColor: '#EEEEEE' }, parameters: { version: '3.1' } })
    expect(res.body.data.findConfig).toMatchObject({ blackAndWhiteModel: '1', navTextColor: 'eeeeee', independentLibCode: '1' })
    const pub = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', CITY_GROUP)
    expect(pub.body.data).toMatchObject({ blackAndWhiteModel: '1', navTextColor: 'eeeeee', bindMailOrPhone: '1' })
    const version = await t.http().get('/find/institution/getByParaCode').query({ paraCode: 'version' }).set('groupCode', CITY_GROUP)
    expect(version.body.data.paraValue).toBe('3.1')
    const info = await t.http().get('/find/homePage/info').set('groupCode', CITY_GROUP)
    expect(info.body.data.version).toBe('3.1') // a library's own version parameter is what its footer shows
  })
})

describe('menus', () => {
  it('creates a top menu with a child, shows it publicly, changes and deletes it', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const parent = await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: '读者服务', englishName: 'Services', complexFont: '讀者服務', sortOrder: 1 })
    expect(parent.body.success).toBe(true)
    const child = await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: '新书通报', englishName: 'New books', menuUrl: '/newBookInform', parentId: parent.body.data.id })
    expect(child.body.success).toBe(true)
    const menu = await t.http().get('/find/findConfig/getMenuList').set('groupCode', DEFAULT_GROUP)
    expect(menu.body.data.menuA).toHaveLength(1)
    expect(menu.body.data.menuA[0]).toMatchObject({ englishName: 'Services', child: [{ menuUrl: '/newBookInform' }] })
    const changed = await t.http().put(`/admin/menus/${child.body.data.id}`).set(headers).send({ useFlag: '0' })
    expect(changed.body.data).toMatchObject({ useFlag: '0', menuUrl: '/newBookInform', englishName: 'New books' })
    expect((await t.http().delete(`/admin/menus/${parent.body.data.id}`).set(headers)).body.success).toBe(true)
    const after = await t.http().get('/find/findConfig/getMenuList').set('groupCode', DEFAULT_GROUP)
    expect(after.body.data.menuA[0].englishName).toBe('Resource search')
  })
})

describe('libraries, campuses and locations', () => {
  it('creates, changes and deletes places; a partial change keeps the other fields', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const campus = await t.http().post('/admin/campuses').set(headers).send({ campusCode: 'EAST', campusName: '东校区', englishName: 'East Campus' })
    expect(campus.body.success).toBe(true)
    const library = await t.http().post('/admin/libraries').set(headers).send({ libCode: '90000100002', libName: '东校区分馆', englishName: 'East Branch', campusId: campus.body.data.id })
    expect(library.body.data).toMatchObject({ libCode: '90000100002', campusId: campus.body.data.id, isMain: false })
    const location = await t.http().post('/admin/locations').set(headers).send({ locationCode: 'EAST-1', locationName: '东区借阅室', libraryId: library.body.data.id, campusId: campus.body.data.id, isPickup: true })
    expect(location.body.success).toBe(true)
    const renamed = await t.http().put(`/admin/libraries/${library.body.data.id}`).set(headers).send({ englishName: 'East Campus Branch' })
    expect(renamed.body.data).toMatchObject({ englishName: 'East Campus Branch', libName: '东校区分馆', campusId: campus.body.data.id })
    const list = await t.http().get('/find/findConfig/getLibraryList').set('groupCode', DEFAULT_GROUP)
    expect(list.body.data.map((l: { libCode: string }) => l.libCode)).toContain('90000100002')
    expect((await t.http().delete(`/admin/locations/${location.body.data.id}`).set(headers)).body.success).toBe(true)
    expect((await t.http().delete(`/admin/libraries/${library.body.data.id}`).set(headers)).body.success).toBe(true)
    expect((await t.http().delete(`/admin/campuses/${campus.body.data.id}`).set(headers)).body.success).toBe(true)
  })

  it('refuses to delete a library that still holds copies, and keeps it', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const main = await t.db.prisma.library.findFirstOrThrow({ where: { libCode: '90000100001' } })
    const res = await t.http().delete(`/admin/libraries/${main.id}`).set(headers)
    expect(res.body.success).toBe(false)
    expect(res.status).not.toBe(500)
    expect(await t.db.prisma.library.count({ where: { id: main.id } })).toBe(1)
  })
})

describe('staff sign-in throttling', () => {
  it('locks an account after five failures, with a message in the caller’s language, even for the right password', async () => {
    const attempt = (password: string) =>
      t.http().post('/admin/auth/login').set('groupCode', CITY_GROUP).set('content-language', 'en_US').send({ username: 'admin', password })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).body.errCode).toBe(4001)
    const locked = await attempt('Admin@2026')
    expect(locked.body).toMatchObject({ success: false, errCode: 4002 })
    expect(locked.body.message).toMatch(/^Too many failed sign-ins, try again in \d+ minutes$/)
  })
})
