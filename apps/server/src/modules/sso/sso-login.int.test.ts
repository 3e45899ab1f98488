import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../testing/test-app.ts'
import { startCasStandIn, type CasStandIn } from '../../adapters/identity/stand-ins/cas-stand-in.ts'
import { signInAtOidcProvider } from '../../adapters/identity/stand-ins/oidc-login-driver.ts'
import { startOidcStandIn, type OidcStandIn } from '../../adapters/identity/stand-ins/oidc-stand-in.ts'
import { addProvider, cookiesOf, landingParams, pathOf, PORTAL } from './sso-test-support.ts'

let t: TestApp
let op: OidcStandIn
let cas: CasStandIn
const CAS_STUDENT_NUMBERS: Record<string, string> = { emily: 'T2019001' }

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL })
  op = await startOidcStandIn({ redirectUris: ['0', '1'].flatMap((type) => [`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/${type}`, `${PORTAL}/find/sso/login/binjiang/${type}`]) })
  cas = await startCasStandIn({ attributesOf: (user) => ({ studentNo: CAS_STUDENT_NUMBERS[user] ?? '' }) })
  await addProvider(t, DEFAULT_GROUP, { code: 'campus-oidc', kind: 'OIDC', settings: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret } })
  await addProvider(t, DEFAULT_GROUP, { code: 'campus-cas', kind: 'CAS', settings: { serverUrl: cas.url, version: '3.0', attribute: 'studentNo' } })
  await addProvider(t, DEFAULT_GROUP, { code: 'broken', kind: 'OIDC', settings: { issuer: 'not a url' } })
})
afterAll(async () => {
  await op.close()
  await cas.close()
  await t.close()
})

/** Starts at the portal, signs in at the OIDC provider as `login`, and answers the callback address and state cookie. */
async function throughOidc(start: string, login: string) {
  const begun = await t.http().get(start)
  expect(begun.status).toBe(302)
  const state = cookiesOf(begun).portal_sso_state!
  const back = await signInAtOidcProvider(begun.headers.location!, login, op.issuer)
  return { back, state }
}

describe('single sign-on over OpenID Connect (/find/sso/login)', () => {
  it('signs a matched patron in and lands on #/Home with the token, SESSION authenticating later calls', async () => {
    const { back, state } = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`, '2024010001')
    expect(back.startsWith(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/0?code=`)).toBe(true)
    const landed = await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${state}`)
    expect(landed.status).toBe(302)
    const location = landed.headers.location!
    expect(location).toMatch(new RegExp(`^${PORTAL}/#/Home\\?jwt=[^&]+&jwtHeader=jwtOpacAuth&pageType=0&navigation=1$`))
    const cookies = cookiesOf(landed)
    expect(cookies.jwt).toBe(landingParams(location).get('jwt'))
    expect(cookies.SESSION).toBeTruthy()
    const me = await t.http().post('/oga/userinfo').set('cookie', `SESSION=${cookies.SESSION}`).send({})
    expect(me.body.data).toMatchObject({ name: '林晓', groupCode: DEFAULT_GROUP })
    // The link is remembered: the second sign-in needs no matching.
    const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { primaryId: '2024010001' } })
    expect(await t.db.prisma.externalIdentity.count({ where: { patronId: patron.id, subject: '2024010001' } })).toBe(1)
  })

  it('an account nobody matches lands on #/relevanceUid with a uid ticket; associating signs in', async () => {
    const { back, state } = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`, 'stranger-42')
    const landed = await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${state}`)
    expect(landed.headers.location).toMatch(new RegExp(`^${PORTAL}/#/relevanceUid\\?uid=`))
    expect(cookiesOf(landed).SESSION).toBeUndefined()
    const uid = landingParams(landed.headers.location!).get('uid')!
    const wrong = await t.http().post('/oga/relevanceUid').set('groupCode', DEFAULT_GROUP).send({ name: '王新', primaryId: 'T2019001', uid })
    expect(wrong.body).toMatchObject({ success: false, errCode: 4034 })
    const ok = await t.http().post('/oga/relevanceUid').set('groupCode', DEFAULT_GROUP).send({ name: '王新', primaryId: '2026010099', uid, mappingPath: '' })
    expect(ok.body.data).toMatchObject({ jwtHeader: 'jwtOpacAuth', jwt: expect.any(String) })
    expect(cookiesOf(ok).SESSION).toBeTruthy()
    // Next time the account signs straight in.
    const again = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`, 'stranger-42')
    const landedAgain = await t.http().get(pathOf(again.back)).set('cookie', `portal_sso_state=${again.state}`)
    expect(landedAgain.headers.location).toMatch(/#\/Home\?jwt=/)
  })

  it('honours page / opacRoute for in-app paths only: no open redirect', async () => {
    const land = async (query: string) => {
      const { back, state } = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc&${query}`, '2024010001')
      return (await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${state}`)).headers.location!
    }
    expect(await land('page=searchList')).toMatch(new RegExp(`^${PORTAL}/#/searchList\\?jwt=[^&]+&jwtHeader=jwtOpacAuth$`))
    expect(await land('opacRoute=%2FpersonalCenter')).toMatch(new RegExp(`^${PORTAL}/#/personalCenter\\?jwt=`))
    for (const evil of ['https://evil.example/steal', '//evil.example', '/..%2F..%2Fevil', 'Home?x=1@evil.example']) {
      expect(await land(`page=${encodeURIComponent(evil)}`)).toMatch(new RegExp(`^${PORTAL}/#/Home\\?jwt=`))
    }
  })

  it('a missing, tampered or foreign-tenant state lands on #/login?ssoError=SSO_FAILED', async () => {
    const { back, state } = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`, '2024010001')
    const failed = `${PORTAL}/#/login?ssoError=SSO_FAILED`
    expect((await t.http().get(pathOf(back))).headers.location).toBe(failed)
    const tampered = state.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))
    expect((await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${tampered}`)).headers.location).toBe(failed)
    // The state of tenant 900001 replayed at tenant binjiang's address.
    const foreign = pathOf(back).replace(`/login/${DEFAULT_GROUP}/`, '/login/binjiang/')
    const res = await t.http().get(foreign).set('cookie', `portal_sso_state=${state}`)
    expect(res.headers.location).toBe(failed)
    expect(cookiesOf(res).SESSION).toBeUndefined()
  })

  it('a tenant without a provider, a bad provider row and an unknown tenant answer translated errors, not 500', async () => {
    const none = await t.http().get('/find/sso/login/binjiang/0?idp=campus-oidc').set('accept-language', 'en-US')
    expect(none.body).toMatchObject({ success: false, errCode: 4031, message: 'This library has no unified authentication configured' })
    const broken = await t.http().get(`/find/sso/login/${DEFAULT_GROUP}/0?idp=broken`)
    expect(broken.body).toMatchObject({ success: false, errCode: 4031 })
    expect((await t.http().get('/find/sso/login/no-such-library/0')).body).toMatchObject({ success: false, errCode: 404 })
  })
})

describe('single sign-on over CAS 3.0', () => {
  it('matches by the configured attribute and lands on the asked page, by group code or mapping path', async () => {
    const begun = await t.http().get(`/find/sso/login/${DEFAULT_GROUP}/1?idp=campus-cas&page=searchList`)
    expect(begun.headers.location).toBe(`${cas.url}/login?service=${encodeURIComponent(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/1`)}`)
    const atCas = await fetch(`${begun.headers.location}&username=emily`, { redirect: 'manual' })
    const back = atCas.headers.get('location')!
    const landed = await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${cookiesOf(begun).portal_sso_state}`)
    expect(landed.headers.location).toMatch(new RegExp(`^${PORTAL}/#/searchList\\?jwt=`))
    const me = await t.http().get('/oga/userinfo').set('cookie', `SESSION=${cookiesOf(landed).SESSION}`)
    expect(me.body.data.name).toBe('Dr. Emily Chen')
    // A replayed ticket is refused by the CAS server: the login screen says so.
    const replay = await t.http().get(pathOf(back)).set('cookie', `portal_sso_state=${cookiesOf(begun).portal_sso_state}`)
    expect(replay.headers.location).toBe(`${PORTAL}/#/login?ssoError=SSO_FAILED`)
  })

  it('lists enabled providers for the login modal and the unified login URL', async () => {
    const providers = await t.http().get('/trpc/sso.providers').set('groupCode', DEFAULT_GROUP)
    expect(providers.body.result.data.map((p: { code: string }) => p.code)).toEqual(['campus-oidc', 'campus-cas', 'broken'])
    expect(providers.body.result.data[0].loginUrl).toBe(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`)
    const url = await t.http().get('/find/ssoCalis/getLoginUrl').set('groupCode', DEFAULT_GROUP)
    expect(url.body.data).toBe(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`)
    expect((await t.http().get('/find/ssoCalis/getLoginUrl').set('groupCode', CITY_GROUP)).body.data).toBe('')
  })
})

describe('provider redirects that arrive from another site (issue 6)', () => {
  // The provider sits on another domain: the browser marks its redirect back as cross-site. The callback is
  // authenticated by the provider's code or ticket and the signed flow state, not by the patron's cookies.
  const fromProvider = (state: string) => ({ cookie: `portal_sso_state=${state}`, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://idp.example/' })

  it('completes OpenID Connect', async () => {
    const { back, state } = await throughOidc(`/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`, '2024010001')
    const landed = await t.http().get(pathOf(back)).set(fromProvider(state))
    expect(landed.headers.location).toMatch(new RegExp(`^${PORTAL}/#/Home\\?jwt=`))
    expect(cookiesOf(landed).SESSION).toBeTruthy()
  })

  it('completes CAS', async () => {
    const begun = await t.http().get(`/find/sso/login/${DEFAULT_GROUP}/1?idp=campus-cas`).set({ 'sec-fetch-site': 'cross-site' })
    const atCas = await fetch(`${begun.headers.location}&username=emily`, { redirect: 'manual' })
    const landed = await t.http().get(pathOf(atCas.headers.get('location')!)).set(fromProvider(cookiesOf(begun).portal_sso_state!))
    expect(landed.headers.location).toMatch(new RegExp(`^${PORTAL}/#/Home\\?jwt=`))
    const me = await t.http().get('/oga/userinfo').set('cookie', `SESSION=${cookiesOf(landed).SESSION}`)
    expect(me.body.data.name).toBe('Dr. Emily Chen')
  })
})

describe('a forged Host header (issue 6)', () => {
  it('shapes no callback, landing or sign-in address', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }
    const begun = await t.http().get(`/find/sso/login/${DEFAULT_GROUP}/1?idp=campus-cas`).set(evil)
    expect(begun.headers.location).toBe(`${cas.url}/login?service=${encodeURIComponent(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/1`)}`)
    const atCas = await fetch(`${begun.headers.location}&username=emily`, { redirect: 'manual' })
    const landed = await t.http().get(pathOf(atCas.headers.get('location')!)).set({ ...evil, cookie: `portal_sso_state=${cookiesOf(begun).portal_sso_state}` })
    expect(landed.headers.location).toMatch(new RegExp(`^${PORTAL}/#/Home\\?jwt=`))
    const providers = await t.http().get('/trpc/sso.providers').set({ ...evil, groupCode: DEFAULT_GROUP })
    expect(providers.body.result.data[0].loginUrl).toBe(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`)
    expect((await t.http().get('/find/ssoCalis/getLoginUrl').set({ ...evil, groupCode: DEFAULT_GROUP })).body.data).toBe(`${PORTAL}/find/sso/login/${DEFAULT_GROUP}/0?idp=campus-oidc`)
    expect((await t.http().get('/find/sso/login/no-such/0?idp=x').set(evil)).text).not.toContain('evil.example')
  })
})
