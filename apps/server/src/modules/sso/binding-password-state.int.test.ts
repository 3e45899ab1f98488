import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWechatStandIn, type WechatStandIn } from '../../adapters/identity/stand-ins/wechat-stand-in.ts'
import { createTestApp, DEFAULT_GROUP, type TestApp } from '../../testing/test-app.ts'
import { signTicket } from './signed-ticket.ts'
import { addProvider, cookiesOf, PORTAL } from './sso-test-support.ts'

// Architecture §Sign-in: a form that takes the local password answers an initial or too old one exactly as
// /oga/login does, opens no session and binds nothing; after the forced change the same form binds and signs in.

let t: TestApp
let wx: WechatStandIn
let tenantId: number
let oidcProviderId: number
let wechatProviderId: number
let newcomerId: number

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, CAPTCHA_FIXED_CODE: 'TEST' })
  wx = await startWechatStandIn()
  wechatProviderId = (await addProvider(t, DEFAULT_GROUP, { code: 'wechat', kind: 'WECHAT', settings: { appId: wx.appId, appSecret: wx.appSecret, authorizeBaseUrl: wx.url, apiBaseUrl: wx.url } })).id
  oidcProviderId = (await addProvider(t, DEFAULT_GROUP, { code: 'campus-oidc', kind: 'OIDC', settings: { issuer: 'http://127.0.0.1:9', clientId: 'x' } })).id
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  newcomerId = (await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'newcomer' } })).id
})
afterAll(async () => {
  await wx.close()
  await t.close()
})

const post = (path: string, body: Record<string, unknown>) => t.http().post(path).set('groupCode', DEFAULT_GROUP).send(body)
const captchaKey = async () => (await t.http().get('/oga/verifycode/img').set('groupCode', DEFAULT_GROUP)).body.data.codeKey as string
const bindCaptchaKey = async () => (await post('/trpc/sso.bindCaptcha', {})).body.result.data.codeKey as string
const uidTicket = (subject: string) => signTicket(t.env.JWT_SECRET, 'sso-uid', { tenantId, providerId: oidcProviderId, subject }, 600)
const openIdTicket = (subject: string) => signTicket(t.env.JWT_SECRET, 'wechat-openid', { tenantId, providerId: wechatProviderId, subject }, 600)
const sessionsOf = (patronId: number) => t.db.prisma.session.count({ where: { patronId } })
const linksOf = (patronId: number) => t.db.prisma.externalIdentity.count({ where: { patronId } })

/** What /oga/login and identity.signIn answer for these credentials, to compare the binding doors with. */
async function loginAnswers(username: string, password: string) {
  const rest = await post('/oga/login', { username, password, verifyCode: 'TEST', codeKey: await captchaKey() })
  const captcha = await post('/trpc/identity.captcha', {})
  const trpc = await post('/trpc/identity.signIn', { username, password, verifyCode: 'TEST', codeKey: captcha.body.result.data.codeKey })
  return { rest: rest.body, trpc: trpc.body.result.data }
}

describe('an initial password on the binding forms', () => {
  it('answers as /oga/login and identity.signIn do, opens no session and binds nothing', async () => {
    const login = await loginAnswers('newcomer', '2026010099')
    expect(login.rest).toMatchObject({ success: false, errCode: 200, data: false })
    expect(login.trpc).toEqual({ status: 'mustChangePassword', message: login.rest.message })
    const sessionsBefore = await sessionsOf(newcomerId)

    // /oga/ssoOpac and sso.bindUid (/bindUid).
    const ssoOpac = await post('/oga/ssoOpac', { username: 'newcomer', password: '2026010099', verifyCode: 'TEST', codeKey: await captchaKey(), uid: uidTicket('campus-newcomer') })
    expect(ssoOpac.body).toEqual(login.rest)
    expect(cookiesOf(ssoOpac)).toEqual({})
    const bindUid = await post('/trpc/sso.bindUid', { username: 'newcomer', password: '2026010099', verifyCode: 'TEST', codeKey: await bindCaptchaKey(), uid: uidTicket('campus-newcomer') })
    expect(bindUid.body.result.data).toEqual(login.trpc)

    // /oga/userBind and sso.userBind (/bindAccount): the WeChat sign-in that follows would open a session.
    const userBind = await post('/oga/userBind', { username: 'newcomer', password: '2026010099', loginType: 1, openId: openIdTicket('o-newcomer') })
    expect(userBind.body).toEqual(login.rest)
    const trpcUserBind = await post('/trpc/sso.userBind', { username: 'newcomer', password: '2026010099', openId: openIdTicket('o-newcomer') })
    expect(trpcUserBind.body.result.data).toEqual(login.trpc)
    expect((await post('/oga/otherLogin', { code: wx.issueCode('o-newcomer') })).body.data.bindFlag).toBe('0')

    expect(await sessionsOf(newcomerId)).toBe(sessionsBefore)
    expect(await linksOf(newcomerId)).toBe(0)
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: newcomerId } })).wechatOpenId).toBeNull()
  })

  it('a wrong password still answers INVALID_CREDENTIALS, before the password state is told', async () => {
    const res = await post('/oga/ssoOpac', { username: 'newcomer', password: 'not-it', verifyCode: 'TEST', codeKey: await captchaKey(), uid: uidTicket('campus-newcomer') })
    expect(res.body).toMatchObject({ success: false, errCode: 4001 })
  })

  it('after the forced change the same forms bind and sign in', async () => {
    const changed = await post('/oga/forceModify', { username: 'newcomer', oldPassword: '2026010099', newPassword: 'Newcomer2026', confirmPassword: 'Newcomer2026' })
    expect(changed.body.success).toBe(true)
    const bound = await post('/oga/ssoOpac', { username: 'newcomer', password: 'Newcomer2026', verifyCode: 'TEST', codeKey: await captchaKey(), uid: uidTicket('campus-newcomer') })
    expect(bound.body).toMatchObject({ success: true, data: { jwt: expect.any(String), jwtHeader: 'jwtOpacAuth' } })
    expect(cookiesOf(bound).SESSION).toBeTruthy()
    expect(await t.db.prisma.externalIdentity.count({ where: { patronId: newcomerId, subject: 'campus-newcomer' } })).toBe(1)

    const wechat = await post('/trpc/sso.userBind', { username: 'newcomer', password: 'Newcomer2026', openId: openIdTicket('o-newcomer') })
    expect(wechat.body.result.data).toEqual({ status: 'ok', bound: true })
    expect((await post('/oga/otherLogin', { code: wx.issueCode('o-newcomer') })).body.data.bindFlag).toBe('1')
  })
})

describe('a password unchanged for too long on the binding forms', () => {
  it('answers data 10000 as /oga/login does and binds nothing', async () => {
    const parameter = { tenantId, paraCode: 'passwordMaxAgeDays', paraValue: '30' }
    const scholar = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'scholar' } })
    await t.db.prisma.tenantParameter.upsert({ where: { tenantId_paraCode: { tenantId, paraCode: parameter.paraCode } }, create: parameter, update: parameter })
    await t.db.prisma.patron.update({ where: { id: scholar.id }, data: { passwordChangedAt: new Date(Date.now() - 40 * 24 * 60 * 60_000) } })
    try {
      const login = await loginAnswers('scholar', 'Scholar@2026')
      expect(login.rest).toMatchObject({ success: false, errCode: 200, data: 10000 })
      const sessionsBefore = await sessionsOf(scholar.id)
      const ssoOpac = await post('/oga/ssoOpac', { username: 'scholar', password: 'Scholar@2026', verifyCode: 'TEST', codeKey: await captchaKey(), uid: uidTicket('campus-scholar') })
      expect(ssoOpac.body).toEqual(login.rest)
      const userBind = await post('/trpc/sso.userBind', { username: 'scholar', password: 'Scholar@2026', openId: openIdTicket('o-scholar') })
      expect(userBind.body.result.data).toEqual(login.trpc)
      expect(login.trpc).toMatchObject({ status: 'passwordExpired' })
      expect(await sessionsOf(scholar.id)).toBe(sessionsBefore)
      expect(await linksOf(scholar.id)).toBe(0)
    } finally {
      await t.db.prisma.tenantParameter.delete({ where: { tenantId_paraCode: { tenantId, paraCode: parameter.paraCode } } })
      await t.db.prisma.patron.update({ where: { id: scholar.id }, data: { passwordChangedAt: scholar.passwordChangedAt } })
    }
  })
})
