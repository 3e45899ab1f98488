import jwt from 'jsonwebtoken'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../testing/test-app.ts'
import { restRoutes } from './routes/index.ts'

// Acceptance of issue 2: every endpoint, given bad input, answers the envelope with a clear message in
// the request's language and a non-200 errCode — never an HTTP 500, never a crash, nothing written.

let t: TestApp
beforeAll(async () => {
  // Every route is called several times here; the rate limit has a test of its own , not this one.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' })
})
afterAll(() => t.close())

const concrete = (path: string) => path.replace(':id', '1')
const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m])
const bodyRoutes = restRoutes.flatMap((r) => methodsOf(r.method).filter((m) => m !== 'GET' && m !== 'DELETE').map((method) => ({ method, path: concrete(r.path) })))
/** The searches that count only the groupCode header and answer an empty success without a known one (contract §2.6). */
const HEADER_TENANT_SEARCHES = ['/find/unify/search', '/find/unify/advancedSearch', '/find/unify/indexSearch']
const allRoutes = restRoutes.flatMap((r) => methodsOf(r.method).map((method) => ({ method, path: concrete(r.path), access: r.access, headerTenantSearch: HEADER_TENANT_SEARCHES.includes(r.path) })))

function expectRefusal(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).not.toBe(500)
  expect(Object.keys(res.body)).toEqual(['success', 'message', 'errCode', 'errorCode', 'data'])
  expect(res.body.success).toBe(false)
  expect(res.body.errCode).not.toBe(200)
  expect(String(res.body.message).length).toBeGreaterThan(3)
}

async function tenantSnapshot() {
  const [tenants, menus, libraries, campuses, locations, parameters] = await Promise.all([
    t.db.prisma.tenant.findMany({ orderBy: { id: 'asc' } }),
    t.db.prisma.menuItem.count(),
    t.db.prisma.library.findMany({ orderBy: { id: 'asc' } }),
    t.db.prisma.campus.count(),
    t.db.prisma.location.count(),
    t.db.prisma.tenantParameter.count(),
  ])
  return JSON.stringify({ tenants, menus, libraries, campuses, locations, parameters })
}

describe('bad input on every endpoint', () => {
  let before: string
  beforeAll(async () => {
    before = await tenantSnapshot()
  })

  it.each(bodyRoutes)('$method $path: invalid JSON', async ({ method, path }) => {
    const res = await t.http()[method.toLowerCase() as 'post'](path).set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US')
      .set('content-type', 'application/json').send('{"mappingPath": ')
    expectRefusal(res)
    expect(res.body.message).toBe('The request body is not valid JSON')
  })

  it.each(bodyRoutes)('$method $path: a 2 MB body', async ({ method, path }) => {
    const res = await t.http()[method.toLowerCase() as 'post'](path).set('groupCode', DEFAULT_GROUP)
      .set('content-type', 'application/json').send(JSON.stringify({ mappingPath: 'x'.repeat(2 * 1024 * 1024) }))
    expectRefusal(res)
    expect(res.status).toBe(413)
    expect(res.body.message).toMatch(/请求内容过大/)
  })

  it.each(allRoutes.filter((r) => !r.headerTenantSearch))('$method $path: unknown tenant', async ({ method, path }) => {
    const res = await t.http()[method.toLowerCase() as 'get'](path).set('groupCode', '999999').set('language', 'ENG').send({})
    expectRefusal(res)
    expect(res.body.message).toMatch(/Library not found|log in/)
  })

  it.each(allRoutes.filter((r) => r.headerTenantSearch))('$method $path: unknown tenant answers the empty success of contract §2.6', async ({ method, path }) => {
    const res = await t.http()[method.toLowerCase() as 'post'](path).set('groupCode', '999999').send({ searchFieldContent: '三体' })
    expect(res.body).toMatchObject({ success: true, data: { numFound: 0, searchResult: [], facetResult: { customSub: {} }, hlResult: null } })
  })

  it.each(allRoutes.filter((r) => r.access !== 'public'))('$method $path: no token, then a forged one', async ({ method, path }) => {
    const none = await t.http()[method.toLowerCase() as 'get'](path).set('groupCode', DEFAULT_GROUP).send({})
    expectRefusal(none)
    expect(none.status).toBe(401)
    const forged = jwt.sign({ sub: '1', jti: 'x', groupCode: DEFAULT_GROUP, typ: 'staff' }, 'not-the-server-secret-0123456789abcdef', { algorithm: 'HS512' })
    const res = await t.http()[method.toLowerCase() as 'get'](path).set('groupCode', DEFAULT_GROUP).set('authorization', `Bearer ${forged}`).send({})
    expectRefusal(res)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('请登录！')
  })

  it('wrong types are refused field by field', async () => {
    const cases: [string, string, unknown][] = [
      ['post', '/find/homePage/getGroupCode', { mappingPath: { nested: true } }],
      ['get', '/find/findConfig/getLibraryList?searchContent=a&searchContent=b', undefined],
      ['post', '/oga/opaclibcode/savelastlibcode', { libCode: ['a', 'b'] }],
      ['post', '/find/homePage/getGroupCode', [1, 2, 3]],
      ['post', '/find/homePage/getGroupCode', '"a string"'],
    ]
    for (const [method, path, body] of cases) {
      const req = t.http()[method as 'post'](path).set('groupCode', DEFAULT_GROUP).set('content-language', 'en_US')
      const res = body === undefined ? await req : await req.set('content-type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body))
      expectRefusal(res)
      expect(res.body.message).toMatch(/^Invalid request: /)
    }
  })

  it('admin writes with bad values are refused and change nothing', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const cases: [string, string, unknown][] = [
      ['patch', '/admin/settings', { findConfig: { navBackColor: 'red' } }],
      ['patch', '/admin/settings', { findConfig: { noSuchFlag: '1' } }],
      ['patch', '/admin/settings', { name: '' }],
      ['post', '/admin/menus', { menuGroup: 'Z', menuName: 'x' }],
      ['post', '/admin/menus', { menuGroup: 'A', menuName: 'x', parentId: 999999 }],
      ['post', '/admin/libraries', { libCode: 'has space', libName: 'x' }],
      ['post', '/admin/libraries', { libCode: '90000100001', libName: 'duplicate code' }],
      ['post', '/admin/locations', { locationCode: 'L1', locationName: 'x', libraryId: 'abc' }],
      ['put', '/admin/libraries/abc', { libName: 'x' }],
      ['put', '/admin/libraries/999999', { libName: 'x' }],
      ['delete', '/admin/menus/999999', undefined],
    ]
    for (const [method, path, body] of cases) {
      const res = await t.http()[method as 'post'](path).set(headers).send(body as object)
      expectRefusal(res)
    }
  })

  it('wrote nothing', async () => {
    expect(await tenantSnapshot()).toBe(before)
  })
})

describe('transport failures', () => {
  it('an unknown route answers the envelope with 404', async () => {
    const res = await t.http().post('/find/no/such/endpoint').send({})
    expectRefusal(res)
    expect(res.status).toBe(404)
    expect(res.body.errCode).toBe(404)
  })

  it('an unsupported content type is refused', async () => {
    const res = await t.http().post('/find/homePage/getGroupCode').set('content-type', 'application/xml').send('<a/>')
    expectRefusal(res)
  })

  it('tolerates junk headers that real clients send (contract §2.2)', async () => {
    const res = await t.http().post('/find/homePage/getGroupCode').set('null', 'null').set('SAccept-Encoding', 'gzip').set('X-Forwarded-For', '10.0.0.1, 10.0.0.2').send({ mappingPath: '' })
    expect(res.body.success).toBe(true)
  })
})

describe('input that once reached the database unchecked (review findings)', () => {
  it('refuses U+0000 anywhere — query, body, nested keys, cookies — without a 500', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const cases = [
      t.http().get('/find/findConfig/getLibraryList?searchContent=a%00b').set('groupCode', DEFAULT_GROUP),
      t.http().post('/find/homePage/getGroupCode').send({ mappingPath: 'a\u0000' }),
      t.http().post('/oga/opaclibcode/savelastlibcode').set('groupCode', DEFAULT_GROUP).send({ libCode: '\u0000' }),
      t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: 'x\u0000' }),
      t.http().patch('/admin/settings').set(headers).send({ parameters: { ['k\u0000']: 'v' } }),
      t.http().post('/trpc/tenancy.saveLastLibCode').set('groupCode', DEFAULT_GROUP).send({ libCode: '\u0000' }),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.status).not.toBe(500)
      const message = res.body.message ?? res.body.error?.message
      expect(message).toMatch(/空字符|NUL/)
    }
    for (const cookie of ['SESSION=%00', 'jwt=%00; jwtHeader=jwtOpacAuth', 'SESSION=x%00y']) {
      const res = await t.http().get('/healthz').set('cookie', cookie)
      expect(res.status).toBe(200)
      const config = await t.http().get('/find/findConfig/getFindConfig').set('cookie', cookie)
      expect(config.body.success).toBe(true)
    }
  })

  it('refuses an oversized parameters map with a message, not a timeout', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const parameters = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, 'v']))
    const res = await t.http().patch('/admin/settings').set(headers).send({ parameters })
    expectRefusal(res)
    expect(res.body.errCode).toBe(400)
    expect(await t.db.prisma.tenantParameter.count({ where: { paraCode: 'p1' } })).toBe(0)
  })

  it('the path names the resource: an id in the body cannot redirect a change', async () => {
    const headers = await staffHeaders(t, CITY_GROUP)
    const [first, second] = await t.db.prisma.library.findMany({ where: { tenant: { groupCode: CITY_GROUP } }, orderBy: { id: 'asc' } })
    const res = await t.http().put(`/admin/libraries/${first!.id}`).set(headers).send({ id: second!.id, phone: '0000-1' })
    expect(res.body.data).toMatchObject({ id: first!.id, phone: '0000-1' })
    expect((await t.db.prisma.library.findUniqueOrThrow({ where: { id: second!.id } })).phone).toBe('')
  })

  it('menus cannot be made into a loop or hung under another group', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const a = (await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: 'a' })).body.data
    const b = (await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: 'b', parentId: a.id })).body.data
    const loop = await t.http().put(`/admin/menus/${a.id}`).set(headers).set('content-language', 'en_US').send({ parentId: b.id })
    expect(loop.body).toMatchObject({ success: false, errCode: 400 })
    expect(loop.body.message).toContain("the parent cannot be one of the menu's own children")
    const otherGroup = await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'B', menuName: 'c', parentId: a.id })
    expect(otherGroup.body.message).toContain('上级菜单必须属于同一组菜单')
    const protocolRelative = await t.http().post('/admin/menus').set(headers).send({ menuGroup: 'A', menuName: 'x', menuUrl: '//evil.example' })
    expect(protocolRelative.body.success).toBe(false)
    await t.http().delete(`/admin/menus/${a.id}`).set(headers)
  })

  it('validation messages follow the request language', async () => {
    const zh = await t.http().post('/oga/opaclibcode/savelastlibcode').set('groupCode', DEFAULT_GROUP).send({ libCode: ['a'] })
    expect(zh.body.message).toMatch(/^请求参数有误：libCode: 无效输入：期望 string，实际接收 数组/)
    const tw = await t.http().post('/oga/opaclibcode/savelastlibcode').set('groupCode', DEFAULT_GROUP).set('content-language', 'zh_HK').send({ libCode: ['a'] })
    expect(tw.body.message).toMatch(/^請求參數有誤：libCode: 無效的輸入值/)
  })

  it('tRPC answers bad JSON as invalid JSON, not as a server fault', async () => {
    const res = await t.http().post('/trpc/tenancy.saveLastLibCode').set('groupCode', DEFAULT_GROUP).set('content-type', 'application/json').send('{"libCode":')
    expect(res.status).toBe(200)
    expect(res.body.error.data).toMatchObject({ appCode: 'INVALID_JSON' })
  })

  it('a correctly signed token of no session, and a patron token, do not open admin routes', async () => {
    const { signToken } = await import('../kernel/tokens.ts')
    const ghost = signToken(t.env.JWT_SECRET, { sub: '1', groupCode: DEFAULT_GROUP, mappingPath: '', typ: 'staff' }).token
    const res = await t.http().get('/admin/settings').set({ groupCode: DEFAULT_GROUP, authorization: `Bearer ${ghost}` })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('登录信息过期，请重新登录!')
  })
})

describe('staff sign-in under parallel guessing', () => {
  it('lets no more than five wrong passwords through at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 15 }, () => t.http().post('/admin/auth/login').set('groupCode', DEFAULT_GROUP).send({ username: 'librarian', password: 'guess' })),
    )
    const codes = attempts.map((r) => r.body.errCode)
    expect(codes.filter((c) => c === 4001)).toHaveLength(5)
    expect(codes.filter((c) => c === 4002)).toHaveLength(10)
  })
})
