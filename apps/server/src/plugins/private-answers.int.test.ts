import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../testing/test-app.ts'

// Personal answers and anything carrying a token are `Cache-Control: no-store`; public anonymous answers keep
// their caching (none for the API, a day for covers) and vary by the credential headers.

const CAPTCHA = '2468'
let t: TestApp
let patron: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_FIXED_CODE: CAPTCHA })
  patron = (await patronHeaders(t, DEFAULT_GROUP, 'reader')).headers
})
afterAll(() => t?.close())

type Res = { headers: Record<string, string | string[] | undefined>; status: number }
const cacheOf = (res: Res) => res.headers['cache-control']
const anonymous = { groupCode: DEFAULT_GROUP }
const trpcGet = (paths: string, headers: Record<string, string>, input?: unknown) =>
  t.http().get(`/trpc/${paths}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`).set(headers)
const search = (headers: Record<string, string>) => t.http().post('/find/unify/search').set(headers).send({ searchFieldContent: '三体', searchField: 'keyWord', page: 1, rows: 5 })

describe('Cache-Control of personal answers', () => {
  it('sign-in answers carrying a token (and its refusals) are no-store', async () => {
    const captcha = await t.http().get('/oga/verifycode/img').set(anonymous)
    expect(cacheOf(captcha)).toBe('no-store')
    const ok = await t.http().post('/oga/login').set(anonymous).send({ username: 'reader', password: 'Reader@2026', verifyCode: CAPTCHA, codeKey: captcha.body.data.codeKey })
    expect(ok.body.data.jwt).toBeTruthy()
    expect(String(ok.headers['set-cookie'])).toContain('SESSION=')
    expect(cacheOf(ok)).toBe('no-store')
    const refused = await t.http().post('/oga/login').set(anonymous).send({ username: 'reader', password: 'wrong', verifyCode: CAPTCHA, codeKey: 'none' })
    expect(cacheOf(refused)).toBe('no-store')

    const trpcCaptcha = await t.http().post('/trpc/identity.captcha').set(anonymous).send({})
    const signIn = await t.http().post('/trpc/identity.signIn').set(anonymous)
      .send({ username: 'reader', password: 'Reader@2026', verifyCode: CAPTCHA, codeKey: trpcCaptcha.body.result.data.codeKey })
    expect(signIn.body.result.data.jwt).toBeTruthy()
    expect(cacheOf(signIn)).toBe('no-store')
    const staff = await t.http().post('/admin/auth/login').set(anonymous).send({ username: 'admin', password: 'Admin@2026' })
    expect(staff.body.data.token).toBeTruthy()
    expect(cacheOf(staff)).toBe('no-store')
  })

  it('REST routes that are not public are no-store, signed in or refused', async () => {
    const userinfo = await t.http().get('/oga/userinfo').set(patron)
    expect(userinfo.body.success).toBe(true)
    expect(cacheOf(userinfo)).toBe('no-store')
    expect(cacheOf(await t.http().get('/oga/userinfo').query({ jwt: patron.jwtOpacAuth }).set(anonymous))).toBe('no-store')
    const refused = await t.http().get('/oga/userinfo').set(anonymous)
    expect(refused.status).toBe(401)
    expect(cacheOf(refused)).toBe('no-store')
    for (const [method, path] of [['GET', '/find/behaviorRecord/list'], ['GET', '/find/findUserSetting/getOne'], ['POST', '/find/userInfo/updateOpacFirstLoginFlag'], ['GET', '/find/pda/getPdaRule']] as const) {
      const res = method === 'GET' ? await t.http().get(path).query({ key: 'theme' }).set(patron) : await t.http().post(path).set(patron).send({})
      expect(cacheOf(res), path).toBe('no-store')
      expect(cacheOf(method === 'GET' ? await t.http().get(path).set(anonymous) : await t.http().post(path).set(anonymous).send({})), `${path} refused`).toBe('no-store')
    }
    const admin = await t.http().get('/admin/settings').set(await staffHeaders(t, DEFAULT_GROUP))
    expect(admin.body.success).toBe(true)
    expect(cacheOf(admin)).toBe('no-store')
  })

  it('tRPC procedures that need a signed-in caller are no-store, alone or in a batch', async () => {
    const setting = await trpcGet('home.setting', patron, { key: 'theme' })
    expect(setting.body.result).toBeDefined()
    expect(cacheOf(setting)).toBe('no-store')
    expect(cacheOf(await trpcGet('home.setting', anonymous, { key: 'theme' }))).toBe('no-store')
    expect(cacheOf(await trpcGet('admin.settings', await staffHeaders(t, DEFAULT_GROUP)))).toBe('no-store')
    const batch = await t.http().get(`/trpc/tenancy.bootstrap,home.setting?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { key: 'theme' } }))}`).set(anonymous)
    expect(batch.status).toBe(401)
    expect(cacheOf(batch)).toBe('no-store')
    expect(cacheOf(await trpcGet('identity.me', patron))).toBe('no-store')
  })

  it('the password-reset flow and single sign-on are no-store', async () => {
    const captcha = await t.http().get('/find/getPassword/checkImgCode').set(anonymous)
    expect(cacheOf(captcha)).toBe('no-store')
    const check = await t.http().post('/find/getPassword/checkUser').set(anonymous).send({ username: 'reader', verifyCode: CAPTCHA, codeKey: captcha.body.data.codeKey })
    expect(cacheOf(check)).toBe('no-store')
    const sso = await t.http().get('/find/sso/login/no-such-library/0').set(anonymous)
    expect(cacheOf(sso)).toBe('no-store')
  })
})

describe('Cache-Control of public answers', () => {
  it('an anonymous search and bootstrap keep their caching (none) and vary by credentials', async () => {
    const res = await search(anonymous)
    expect(res.body.success).toBe(true)
    expect(cacheOf(res)).toBeUndefined()
    expect(String(res.headers.vary)).toMatch(/Cookie.*Authorization.*jwtOpacAuth/)
    const bootstrap = await trpcGet('tenancy.bootstrap', anonymous)
    expect(bootstrap.body.result).toBeDefined()
    expect(cacheOf(bootstrap)).toBeUndefined()
  })

  it('the same public answer to a signed-in caller is no-store (it may hold their favourites)', async () => {
    expect(cacheOf(await search(patron))).toBe('no-store')
    expect(cacheOf(await trpcGet('tenancy.bootstrap', patron))).toBe('no-store')
  })

  it('covers keep their own caching, for visitors and signed-in patrons alike', async () => {
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: DEFAULT_GROUP }, suppressed: false } })
    for (const headers of [anonymous, patron]) {
      const cover = await t.http().get(`/find/book/cover/${record.id}.svg`).set(headers)
      expect(cover.status).toBe(200)
      expect(cacheOf(cover)).toBe('public, max-age=86400')
    }
  })
})
