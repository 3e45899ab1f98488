import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the signed-in patron', () => {
  it('oga/userinfo answers the patron over GET and POST, and 401 without a session', async () => {
    expect((await t.http().get('/oga/userinfo').set('groupCode', DEFAULT_GROUP)).status).toBe(401)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const res = await t.http().get('/oga/userinfo').set(reader.headers).set('content-language', 'en_US')
    expect(res.body.data).toMatchObject({
      userId: reader.patronId, name: '林晓', groupCode: DEFAULT_GROUP, libName: 'Xinghai University Main Library', emailCheckFlag: '1', firstLoginFlag: '0', frozen: false,
    })
    expect((await t.http().post('/oga/userinfo').set(reader.headers).send({})).body.data.userId).toBe(reader.patronId)
  })

  it('the web app’s identity.me answers null for a visitor or a refused token, and the patron otherwise', async () => {
    const me = (headers: Record<string, string>) => t.http().get('/trpc/identity.me').set({ groupCode: DEFAULT_GROUP, ...headers })
    const visitor = await me({})
    expect([visitor.status, visitor.body.result.data]).toEqual([200, null])
    const forged = await me({ jwtOpacAuth: 'not-a-token' })
    expect([forged.status, forged.body.result.data]).toEqual([200, null])
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    expect((await me(reader.headers)).body.result.data).toMatchObject({ userId: reader.patronId, name: '林晓' })
  })

  it('finishing the tour sets the first-login flag for good', async () => {
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    expect((await t.http().post('/find/userInfo/updateOpacFirstLoginFlag').set(scholar.headers).send({})).body.data).toEqual({ firstLoginFlag: '1' })
    expect((await t.http().get('/oga/userinfo').set(scholar.headers)).body.data.firstLoginFlag).toBe('1')
    expect((await t.http().post('/find/userInfo/updateOpacFirstLoginFlag').set('groupCode', DEFAULT_GROUP).send({})).status).toBe(401)
  })

  it('a patron’s token does not open another tenant', async () => {
    const citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
    const res = await t.http().get('/oga/userinfo').set({ ...citizen.headers, groupCode: DEFAULT_GROUP })
    expect(res.body.success).toBe(false)
  })
})
