import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../testing/test-app.ts'
import { createAccountTestApp, createPatron, latestCode, type Outbox } from '../account/account-test-kit.ts'

// Guards.ts: where the tenant requires a verified e-mail or phone (900002, bindMailOrPhone '1') and the patron has
// neither (the seed's `citizen`), the server refuses every personal call but binding, signing out and "who am I".

let t: TestApp
let outbox: Outbox
beforeAll(async () => ({ t, outbox } = await createAccountTestApp()))
afterAll(async () => t?.close())

type Headers = Record<string, string>
const get = (path: string, headers: Headers, query: Record<string, string> = {}) => t.http().get(path).query(query).set(headers)
const post = (path: string, headers: Headers, body: Record<string, string> = {}) => t.http().post(path).set(headers).send(body)
const trpcQuery = (path: string, headers: Headers, input?: unknown) =>
  t.http().get(`/trpc/${path}`).query(input === undefined ? {} : { input: JSON.stringify(input) }).set(headers)

describe('a patron who must bind a contact', () => {
  it('is refused personal calls on both doors with CONTACT_BINDING_REQUIRED (HTTP 403)', async () => {
    const { headers } = await patronHeaders(t, CITY_GROUP, 'citizen')
    const setting = await get('/find/findUserSetting/getOne', headers, { key: 'theme' })
    expect(setting.status).toBe(403)
    expect(setting.body).toMatchObject({ success: false, errCode: 4027, message: '本馆要求先绑定并验证邮箱或手机号，完成绑定后才能继续使用' })
    const password = await post('/find/userInfo/updatePassword', { ...headers, 'content-language': 'en_US' }, { oldPassword: 'Citizen@2026', newPassword: 'Citizen#2030', confirmPassword: 'Citizen#2030' })
    expect(password.body).toMatchObject({ success: false, errCode: 4027, message: expect.stringContaining('verified e-mail address or phone number') })
    // Changing the password first was refused: the old one still holds.
    expect((await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'citizen' } })).passwordChangedAt).toBeNull()
    const trpc = await trpcQuery('home.setting', headers, { key: 'theme' })
    expect(trpc.status).toBe(403)
    expect(trpc.body.error.data).toMatchObject({ appCode: 'CONTACT_BINDING_REQUIRED', errCode: 4027 })
    expect((await trpcQuery('identity.pdaRule', headers)).body.error.data.appCode).toBe('CONTACT_BINDING_REQUIRED')
  })

  it('is answered who they are, on both doors, with the flags that say binding is due', async () => {
    const { headers } = await patronHeaders(t, CITY_GROUP, 'citizen')
    expect((await get('/oga/userinfo', headers)).body).toMatchObject({ success: true, data: { username: 'citizen', emailCheckFlag: '0', mobileCheckFlag: '0' } })
    expect((await trpcQuery('identity.me', headers)).body.result.data).toMatchObject({ username: 'citizen', emailCheckFlag: '0' })
    expect((await get('/oga/userinfo', { groupCode: CITY_GROUP })).status).toBe(401)
  })

  it('may sign out (REST and tRPC); /oga/logout still wants a session', async () => {
    const rest = await patronHeaders(t, CITY_GROUP, 'citizen')
    expect((await post('/oga/logout', rest.headers)).body).toMatchObject({ success: true, data: { logoutUrl: null } })
    expect((await get('/oga/userinfo', rest.headers)).status).toBe(401)
    const web = await patronHeaders(t, CITY_GROUP, 'citizen')
    expect((await post('/trpc/identity.signOut', web.headers)).body.result.data).toEqual({ logoutUrl: null })
    expect((await trpcQuery('identity.me', web.headers)).body.result.data).toBeNull()
    expect((await post('/oga/logout', { groupCode: CITY_GROUP })).status).toBe(401)
  })

  it('binds an e-mail address (REST and tRPC contact calls), and then every personal call is served', async () => {
    const { headers } = await patronHeaders(t, CITY_GROUP, 'citizen')
    expect((await get('/find/userInfo/findMailCodeTimes', headers)).body).toMatchObject({ success: true, data: { used: 0 } })
    expect((await trpcQuery('account.contact.status', headers)).body.result.data).toMatchObject({ emailCheckFlag: '0' })
    expect((await post('/find/userInfo/checkMail', headers, { mail: 'citizen@mail.example' })).body.success).toBe(true)
    expect((await trpcQuery('account.contact.codeTimes', headers, { channel: 'EMAIL' })).body.result.data).toMatchObject({ used: 1 })
    const bound = await post('/find/bindMailAndPhone/updateUserMailAndPhone', headers, { mail: 'citizen@mail.example', code: latestCode(outbox, 'citizen@mail.example') })
    expect(bound.body).toMatchObject({ success: true, data: { emailCheckFlag: '1' } })
    expect((await get('/find/findUserSetting/getOne', headers, { key: 'theme' })).body.success).toBe(true)
    expect((await trpcQuery('home.setting', headers, { key: 'theme' })).body.result).toBeDefined()
  })

  it('a tenant that asks for no contact serves a patron with none', async () => {
    await createPatron(t, { username: 'no-contact' })
    const { headers } = await patronHeaders(t, DEFAULT_GROUP, 'no-contact')
    expect((await get('/find/findUserSetting/getOne', headers, { key: 'theme' })).body.success).toBe(true)
  })
})
