import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../testing/test-app.ts'
import { startWechatStandIn, type WechatStandIn } from '../../adapters/identity/stand-ins/wechat-stand-in.ts'
import { signTicket } from './signed-ticket.ts'
import { addProvider, cookiesOf, PORTAL } from './sso-test-support.ts'

let t: TestApp
let wx: WechatStandIn
let oidcProviderId: number
let cityOidcProviderId: number
let defaultTenantId: number
let cityTenantId: number

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, CAPTCHA_FIXED_CODE: 'TEST' })
  wx = await startWechatStandIn()
  await addProvider(t, DEFAULT_GROUP, { code: 'wechat', kind: 'WECHAT', settings: { appId: wx.appId, appSecret: wx.appSecret, authorizeBaseUrl: wx.url, apiBaseUrl: wx.url } })
  // A provider's settings do not matter for binding a uid ticket: the provider already vouched for the account.
  oidcProviderId = (await addProvider(t, DEFAULT_GROUP, { code: 'campus-oidc', kind: 'OIDC', settings: { issuer: 'http://127.0.0.1:9', clientId: 'x' } })).id
  cityOidcProviderId = (await addProvider(t, CITY_GROUP, { code: 'city-oidc', kind: 'OIDC', settings: { issuer: 'http://127.0.0.1:9', clientId: 'x' } })).id
  defaultTenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  cityTenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })).id
})
afterAll(async () => {
  await wx.close()
  await t.close()
})

const post = (path: string, body: Record<string, unknown>, groupCode = DEFAULT_GROUP) => t.http().post(path).set('groupCode', groupCode).send(body)
const uidTicket = (subject: string, providerId = oidcProviderId, tenantId = defaultTenantId, lifetime = 600) =>
  signTicket(t.env.JWT_SECRET, 'sso-uid', { tenantId, providerId, subject }, lifetime)

describe('WeChat login and binding (/oga/otherLogin, /oga/userBind)', () => {
  it('the QR address returns to #/wxLogin with a signed state', async () => {
    const res = await t.http().get('/trpc/sso.wechatLoginUrl').set('groupCode', DEFAULT_GROUP)
    const url = new URL(res.body.result.data.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${wx.url}/connect/qrconnect`)
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/#/wxLogin`)
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/)
    const city = await t.http().get('/trpc/sso.wechatLoginUrl').set('groupCode', CITY_GROUP)
    expect(city.body.error.data.errCode).toBe(4031)
  })

  it('unbound → bindFlag 0 and a signed openId ticket; binding; then bound → tokens and cookies', async () => {
    const first = await post('/oga/otherLogin', { code: wx.issueCode('o-reader'), loginType: '1', mappingPath: '' })
    expect(first.body.data).toMatchObject({ bindFlag: '0', jwt: null })
    const openId = first.body.data.openId as string
    expect(openId).not.toBe('o-reader')
    const wrongPassword = await post('/oga/userBind', { username: 'reader', password: 'nope', loginType: 1, openId })
    expect(wrongPassword.body).toMatchObject({ success: false, errCode: 4001 })
    const bound = await post('/oga/userBind', { username: 'reader', password: 'Reader@2026', loginType: 1, openId })
    expect(bound.body).toMatchObject({ success: true, message: '账号绑定成功，请重新登录', data: true })
    expect((await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: defaultTenantId, username: 'reader' } })).wechatOpenId).toBe('o-reader')
    const again = await post('/oga/otherLogin', { code: wx.issueCode('o-reader'), loginType: 1 })
    expect(again.body.data).toMatchObject({ bindFlag: '1', jwt: { jwt: expect.any(String), jwtHeader: 'jwtOpacAuth' }, openId: null })
    const cookies = cookiesOf(again)
    expect((await t.http().get('/oga/userinfo').set('cookie', `SESSION=${cookies.SESSION}`)).body.data.name).toBe('林晓')
  })

  it('ALREADY_BOUND when the patron or the WeChat account is bound elsewhere', async () => {
    const other = (await post('/oga/otherLogin', { code: wx.issueCode('o-other') })).body.data.openId
    expect((await post('/oga/userBind', { username: 'reader', password: 'Reader@2026', openId: other })).body.errCode).toBe(4032)
    await t.db.prisma.patron.updateMany({ where: { tenantId: defaultTenantId, username: 'newcomer' }, data: { wechatOpenId: 'o-legacy' } })
    // A patron bound before identity links existed signs in by the openid on the patron row.
    const legacy = await post('/oga/otherLogin', { code: wx.issueCode('o-legacy') })
    expect(legacy.body.data.bindFlag).toBe('1')
    const ticket = signTicket(t.env.JWT_SECRET, 'wechat-openid', { tenantId: defaultTenantId, providerId: (await t.db.prisma.identityProvider.findFirstOrThrow({ where: { code: 'wechat' } })).id, subject: 'o-legacy' }, 600)
    expect((await post('/oga/userBind', { username: 'scholar', password: 'Scholar@2026', openId: ticket })).body.errCode).toBe(4032)
  })

  it('a bad WeChat code, a tampered or expired ticket, another tenant', async () => {
    expect((await post('/oga/otherLogin', { code: 'made-up' })).body.errCode).toBe(4030)
    const openId = (await post('/oga/otherLogin', { code: wx.issueCode('o-x') })).body.data.openId as string
    const tampered = `${openId.slice(0, -2)}${openId.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await post('/oga/userBind', { username: 'scholar', password: 'Scholar@2026', openId: tampered })).body.errCode).toBe(4030)
    // The uid purpose's key does not open the openId door.
    expect((await post('/oga/userBind', { username: 'scholar', password: 'Scholar@2026', openId: uidTicket('o-x') })).body.errCode).toBe(4030)
    expect((await post('/oga/userBind', { username: 'citizen', password: 'Citizen@2026', openId }, CITY_GROUP)).body.errCode).toBe(4030)
    expect((await post('/oga/otherLogin', { code: wx.issueCode('o-y') }, CITY_GROUP)).body.errCode).toBe(4031)
  })

  it('unbinding WeChat makes the account unbound again', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const res = await t.http().post('/find/userUnbind').set(reader.headers).send({ type: 'WECHAT' })
    expect(res.body.data).toEqual({ removed: 1 })
    expect((await post('/oga/otherLogin', { code: wx.issueCode('o-reader') })).body.data.bindFlag).toBe('0')
    expect((await t.http().post('/find/userUnbind').set('groupCode', DEFAULT_GROUP).send({ type: 'wechat' })).status).toBe(401)
  })
})

describe('binding a single sign-on account (/oga/ssoOpac, association, bindCxUidByPrimaryId)', () => {
  it('ssoOpac needs the image code and the password, then binds and signs in', async () => {
    const captcha = async () => (await t.http().get('/oga/verifycode/img').set('groupCode', DEFAULT_GROUP)).body.data.codeKey as string
    const uid = uidTicket('sso-scholar')
    const noCode = await post('/oga/ssoOpac', { username: 'scholar', password: 'Scholar@2026', verifyCode: 'WRONG', codeKey: await captcha(), uid })
    expect(noCode.body.errCode).toBe(4004)
    const ok = await post('/oga/ssoOpac', { username: 'scholar', password: 'Scholar@2026', verifyCode: 'TEST', codeKey: await captcha(), uid })
    expect(ok.body.data).toMatchObject({ jwt: expect.any(String), jwtHeader: 'jwtOpacAuth' })
    expect(cookiesOf(ok).SESSION).toBeTruthy()
    // The web app's door draws its own image (purpose bind).
    const bindCaptcha = await t.http().post('/trpc/sso.bindCaptcha').set('groupCode', DEFAULT_GROUP).send({})
    const trpc = await t.http().post('/trpc/sso.bindUid').set('groupCode', DEFAULT_GROUP)
      .send({ username: 'scholar', password: 'Scholar@2026', verifyCode: 'TEST', codeKey: bindCaptcha.body.result.data.codeKey, uid: uidTicket('another-account') })
    expect(trpc.body.error.data).toMatchObject({ errCode: 4032 })
  })

  it('an expired uid ticket is BINDING_EXPIRED; another tenant’s ticket is refused', async () => {
    expect((await post('/oga/relevanceUid', { name: '林晓', primaryId: '2024010001', uid: uidTicket('late', oidcProviderId, defaultTenantId, -5) })).body.errCode).toBe(4033)
    const cityTicket = uidTicket('city-account', cityOidcProviderId, cityTenantId)
    expect((await post('/oga/relevanceUid', { name: '林晓', primaryId: '2024010001', uid: cityTicket })).body.errCode).toBe(4030)
  })

  it('association is throttled per account ticket', async () => {
    const uid = uidTicket('guesser')
    for (let i = 0; i < 5; i++) expect((await post('/oga/relevanceUid', { name: 'x', primaryId: `${i}`, uid })).body.errCode).toBe(4034)
    expect((await post('/oga/relevanceUid', { name: '林晓', primaryId: '2024010001', uid })).body.errCode).toBe(4002)
  })

  it('a signed-in patron takes over a uid ticket, and unbinds it again', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const res = await t.http().post('/find/userInfo/bindCxUidByPrimaryId').set(reader.headers).send({ uid: uidTicket('reader-campus') })
    expect(res.body).toMatchObject({ success: true, data: true })
    expect(await t.db.prisma.externalIdentity.count({ where: { patronId: reader.patronId, subject: 'reader-campus' } })).toBe(1)
    expect((await t.http().post('/find/userUnbind').set(reader.headers).send({ type: 'sso' })).body.data).toEqual({ removed: 1 })
  })
})
