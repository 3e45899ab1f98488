import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_DISPLAY_VERSION } from '../../../app-version.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const query = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`

describe('tRPC door', () => {
  it('tenancy.bootstrap answers what REST answers, for the tenant of the mapping path', async () => {
    const res = await t.http().get(query('tenancy.bootstrap')).set('mappingPath', 'binjiang')
    expect(res.status).toBe(200)
    const data = res.body.result.data
    expect(data.group).toMatchObject({ groupCode: CITY_GROUP, name: '滨江市图书馆', complexName: '濱江市圖書館', englishName: 'Binjiang City Library' })
    expect(data.findConfig.independentLibCode).toBe('1')
    expect(data.libraries).toHaveLength(3)
    expect(data.version).toBe(APP_DISPLAY_VERSION)
    const rest = await t.http().get('/find/findConfig/getMenuList').set('mappingPath', 'binjiang')
    expect(data.menu).toEqual(rest.body.data)
  })

  it('answers errors in the caller’s language with the business code', async () => {
    const res = await t.http().get(query('tenancy.bootstrap')).set('groupCode', '424242').set('content-language', 'en_US')
    expect(res.status).toBe(200) // business errors answer 200 on both doors (contract §2.4)
    expect(res.body.error.message).toBe('Library not found (unknown group code)')
    expect(res.body.error.data).toMatchObject({ appCode: 'UNKNOWN_TENANT', errCode: 404 })
    expect(res.body.error.data.stack).toBeUndefined()
  })

  it('validates input and translates the failure', async () => {
    const res = await t.http().get(query('tenancy.parameter', { paraCode: '' })).set('groupCode', DEFAULT_GROUP).set('content-language', 'zh_HK')
    expect(res.status).toBe(200)
    expect(res.body.error.message).toMatch(/^請求參數有誤：/)
  })

  it('admin procedures need a staff token of the tenant', async () => {
    const anonymous = await t.http().get(query('admin.settings')).set('groupCode', DEFAULT_GROUP)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.message).toBe('请登录！')
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const ok = await t.http().get(query('admin.settings')).set(headers)
    expect(ok.body.result.data.groupCode).toBe(DEFAULT_GROUP)
    const changed = await t.http().post('/trpc/admin.updateSettings').set(headers).send({ findConfig: { filingNumberHide: '1' } })
    expect(changed.body.result.data.findConfig.filingNumberHide).toBe('1')
  })
})
