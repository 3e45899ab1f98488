import { FIND_CONFIG_KEYS } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_DISPLAY_VERSION } from '../../../app-version.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /find/homePage/getGroupCode', () => {
  it('answers the envelope, keys in the contract order, with the host default tenant for an empty mapping path', async () => {
    const res = await t.http().post('/find/homePage/getGroupCode').set('mappingPath', '').send({ mappingPath: '' })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['success', 'message', 'errCode', 'errorCode', 'data'])
    expect(res.body).toMatchObject({ success: true, message: '操作成功', errCode: 200, errorCode: null })
    expect(res.body.data).toMatchObject({ groupCode: DEFAULT_GROUP, name: '星海大学图书馆', label: 'Xhdx' })
  })

  it('finds a tenant by its mapping path, with or without slashes', async () => {
    for (const mappingPath of ['binjiang', '/binjiang/']) {
      const res = await t.http().post('/find/homePage/getGroupCode').send({ mappingPath })
      expect(res.body.data).toMatchObject({ groupCode: CITY_GROUP, name: '滨江市图书馆' })
    }
  })

  it('refuses an unknown mapping path in the caller’s language', async () => {
    const zh = await t.http().post('/find/homePage/getGroupCode').send({ mappingPath: 'nowhere' })
    expect(zh.body).toMatchObject({ success: false, errCode: 404, data: null, message: '未找到该图书馆（机构代码无效）' })
    const en = await t.http().post('/find/homePage/getGroupCode').set('content-language', 'en_US').send({ mappingPath: 'nowhere' })
    expect(en.body.message).toBe('Library not found (unknown group code)')
    const tw = await t.http().post('/find/homePage/getGroupCode').set('content-language', 'zh_HK').send({ mappingPath: 'nowhere' })
    expect(tw.body.message).toBe('找不到該圖書館（機構代碼無效）')
  })

  it('accepts an empty body and a body-less call (contract §2.7)', async () => {
    const res = await t.http().post('/find/homePage/getGroupCode').set('content-type', 'application/json;charset=UTF-8').send('')
    expect(res.body.data.groupCode).toBe(DEFAULT_GROUP)
  })
})

describe('tenant headers', () => {
  it('reads groupCode case-insensitively and treats "" and "undefined" as absent', async () => {
    const upper = await t.http().get('/find/findConfig/getFindConfig').set('GROUPCODE', CITY_GROUP)
    expect(upper.body.data.independentLibCode).toBe('1')
    for (const value of ['', 'undefined']) {
      const res = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', value)
      expect(res.body.data.independentLibCode).toBe('0')
    }
  })

  it('resolves the tenant from the mappingPath header', async () => {
    const res = await t.http().get('/find/homePage/info').set('mappingPath', 'binjiang')
    expect(res.body.data.groupCode).toBe(CITY_GROUP)
  })

  it('refuses an unknown group code instead of answering for another library', async () => {
    const res = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', '123456').set('language', 'ENG')
    expect(res.body).toMatchObject({ success: false, errCode: 404, message: 'Library not found (unknown group code)' })
  })
})

describe('GET /find/findConfig/*', () => {
  it('getFindConfig answers every flag of spec §3 with its default', async () => {
    const res = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', DEFAULT_GROUP)
    expect(Object.keys(res.body.data).sort()).toEqual([...FIND_CONFIG_KEYS].sort())
    expect(res.body.data).toMatchObject({ navBackColor: '25313d', navTextColor: 'fff', findPasswordFlag: '1', findCoerceLogin: '0', normalLogin: '1', jwtHeader: 'jwtOpacAuth' })
  })

  it('getFindConfig answers the tenant’s own values', async () => {
    const res = await t.http().get('/find/findConfig/getFindConfig').set('groupCode', CITY_GROUP)
    expect(res.body.data).toMatchObject({ independentLibCode: '1', bindMailOrPhone: '1', navBackColor: '0b4f6c', passwordCheck: '2' })
  })

  it('getMenuList answers the default menu of spec §2 and sets the route cookie', async () => {
    const res = await t.http().get('/find/findConfig/getMenuList').set('groupCode', DEFAULT_GROUP)
    expect(res.headers['set-cookie']?.[0]).toMatch(/^route=[0-9a-f]{32};/)
    const { menuA, menuB } = res.body.data
    expect(menuA.map((m: { englishName: string }) => m.englishName)).toEqual(['Resource search', 'Browse', 'Recommendation', 'Navigation', 'Subject service'])
    expect(Object.keys(menuA[1])).toEqual(expect.arrayContaining(['menuName', 'englishName', 'complexFont', 'menuUrl', 'jumpMode', 'useFlag', 'menuId', 'child']))
    expect(menuA[1].child.map((c: { menuUrl: string }) => c.menuUrl)).toEqual(['/categorySearchList', '/newBookInform', '/bookDonate'])
    expect(menuB.map((m: { menuKey: string }) => m.menuKey)).toEqual(['0', '16', '2', '3', '4', '5', '14', '6', '11', '7', '8', '9', '10', '1', '12', '13'])
  })

  it('getMenuList answers a tenant’s own menu with children', async () => {
    const res = await t.http().get('/find/findConfig/getMenuList').set('groupCode', CITY_GROUP)
    const digital = res.body.data.menuA.find((m: { englishName: string }) => m.englishName === 'Digital resources')
    expect(digital.child.map((c: { menuUrl: string }) => c.menuUrl)).toContain('/digitalLibrary')
    expect(res.body.data.menuA[1].child.find((c: { menuUrl: string }) => c.menuUrl === '/drivePurchas').jumpMode).toBe('2')
  })

  it('getCustomFindMenu, getLogoUrl and getLogoPara answer for the tenant', async () => {
    const custom = await t.http().get('/find/findConfig/getCustomFindMenu').set('groupCode', DEFAULT_GROUP)
    expect(custom.body.data).toEqual([])
    const url = await t.http().get('/find/findConfig/getLogoUrl').set('groupCode', DEFAULT_GROUP)
    expect(typeof url.body.data).toBe('string')
    const para = await t.http().get('/find/findConfig/getLogoPara').set('groupCode', CITY_GROUP)
    expect(para.body.data).toMatchObject({ name: '滨江市图书馆', englishName: 'Binjiang City Library' })
  })

  it('getLibraryList filters by searchContent over every name', async () => {
    const all = await t.http().get('/find/findConfig/getLibraryList').set('groupCode', CITY_GROUP)
    expect(all.body.data).toHaveLength(3)
    expect(all.body.data[0]).toMatchObject({ libCode: '90000200001', mainFlag: '1' })
    const zh = await t.http().get('/find/findConfig/getLibraryList').query({ searchContent: '少儿' }).set('groupCode', CITY_GROUP)
    expect(zh.body.data.map((l: { libCode: string }) => l.libCode)).toEqual(['90000200002'])
    const en = await t.http().get('/find/findConfig/getLibraryList').query({ searchContent: 'branch' }).set('groupCode', CITY_GROUP)
    expect(en.body.data).toHaveLength(2)
  })
})

describe('institution and home', () => {
  it('institution/get and getByParaCode answer the version, major.minor of the root package.json by default (3.0 as LibStar)', async () => {
    const inst = await t.http().get('/find/institution/get').set('groupCode', DEFAULT_GROUP)
    expect(inst.body.data).toMatchObject({ groupCode: DEFAULT_GROUP, version: APP_DISPLAY_VERSION })
    const para = await t.http().get('/find/institution/getByParaCode').query({ paraCode: 'version' }).set('groupCode', DEFAULT_GROUP)
    expect(para.body.data).toEqual({ paraCode: 'version', paraValue: APP_DISPLAY_VERSION })
    const missing = await t.http().get('/find/institution/getByParaCode').query({ paraCode: 'nope' }).set('groupCode', DEFAULT_GROUP)
    expect(missing.body).toMatchObject({ success: false, errCode: 404 })
  })

  it('homePage/info answers names, footer and libraries', async () => {
    const res = await t.http().get('/find/homePage/info').set('groupCode', CITY_GROUP)
    expect(res.body.data).toMatchObject({ name: '滨江市图书馆', footer: { phone: '0000-12345678', directorEmail: 'director@binjiang-library.example' } })
    expect(res.body.data.libraries).toHaveLength(3)
  })
})

describe('/oga/opaclibcode', () => {
  it('getlibs lists the libraries of the picker', async () => {
    const res = await t.http().get('/oga/opaclibcode/getlibs?').set('groupCode', CITY_GROUP)
    expect(res.body.data.map((l: { libCode: string }) => l.libCode)).toEqual(['90000200001', '90000200002', '90000200003'])
  })

  it('savelastlibcode remembers a library of the tenant in a cookie and refuses another tenant’s', async () => {
    const ok = await t.http().post('/oga/opaclibcode/savelastlibcode').set('groupCode', CITY_GROUP).send({ libCode: '90000200003' })
    expect(ok.body).toMatchObject({ success: true, data: { libCode: '90000200003' } })
    expect(String(ok.headers['set-cookie'])).toContain('libCode=90000200003')
    const foreign = await t.http().post('/oga/opaclibcode/savelastlibcode').set('groupCode', CITY_GROUP).send({ libCode: '90000100001' })
    expect(foreign.body).toMatchObject({ success: false, errCode: 404 })
    expect(foreign.headers['set-cookie']).toBeUndefined()
  })
})
