import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@portal/contracts'
import { restRoutes } from '../rest/routes/index.ts'
import { appRouter } from '../trpc/router.ts'
import { changedTables, databaseFingerprint } from '../testing/database-fingerprint.ts'
import { READS, WRITES, type FixtureIds, type WriteEntry } from '../testing/route-effects.ts'
import { createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../testing/test-app.ts'

// Issue 6, cross-site request protection, generated from the REST route table and the tRPC router: every call that
// changes something, sent by a browser from another site with only the patron's cookies, is refused and changes
// nothing; from our own pages, or with the token in a header, it works. Every route must be placed in
// testing/route-effects.ts, so one added without an entry fails here.

let t: TestApp
let ids: FixtureIds
let own: string
beforeAll(async () => {
  // Every route is called several times over; the per-address API limit would answer 429 before the guard is seen.
  t = await createTestApp({ CAPTCHA_FIXED_CODE: 'TEST', RATE_LIMIT_PER_MINUTE: '1000000' })
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
  const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } })
  const comment = await t.db.prisma.comment.findFirst({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } })
  const menu = await t.db.prisma.menuItem.findFirst({ where: { tenantId: tenant.id }, orderBy: { id: 'desc' } })
  ids = { recordId: record.id, libCode: '90000100001', commentId: comment?.id ?? 999999, menuId: menu?.id ?? 999999 }
  const address = t.app.server.address()
  own = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

type Call = { key: string; method: string; path: string; trpc: boolean }
const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m])
const restCalls: Call[] = restRoutes.flatMap((r) => methodsOf(r.method).map((method) => ({ key: `${method} ${r.path}`, method, path: r.path, trpc: false })))
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: 'query' | 'mutation' } }> } })._def.procedures
const trpcCalls: Call[] = Object.entries(procedures).map(([name, p]) => ({ key: `trpc ${name}`, method: p._def.type === 'query' ? 'GET' : 'POST', path: `/trpc/${name}`, trpc: true }))
const allCalls = [...restCalls, ...trpcCalls]
const writes = allCalls.filter((c) => WRITES[c.key]).map((c) => ({ ...c, entry: WRITES[c.key]! }))

const concrete = (path: string) => path.replace(':id', String(path.includes('/menus/') ? ids.menuId : path.includes('/comments/') ? ids.commentId : 999999)).replace(':jobId', '999999')

function send(call: Call, input: Record<string, unknown> | undefined, headers: Record<string, string>) {
  const path = concrete(call.path)
  const http = t.http()
  if (call.trpc && call.method === 'GET') return http.get(input ? `${path}?input=${encodeURIComponent(JSON.stringify(input))}` : path).set(headers)
  if (call.method === 'GET' || call.method === 'DELETE')
    return http[call.method === 'GET' ? 'get' : 'delete'](path).query((input ?? {}) as Record<string, string>).set(headers)
  const req = http[call.method.toLowerCase() as 'post' | 'put' | 'patch'](path).set(headers)
  // As the web client does: a tRPC mutation is a JSON post even without input.
  return input ? req.send(input) : call.trpc ? req.set('content-type', 'application/json').send('{}') : req
}

/** The business code of a refusal through either door, or null for a success. */
function refusal(res: { body: Record<string, unknown> }): number | null {
  const body = res.body as { success?: boolean; errCode?: number; error?: { data?: { errCode?: number } } }
  if (body.error) return body.error.data?.errCode ?? -1
  return body.success === false ? (body.errCode ?? -1) : null
}

let staffSession: Awaited<ReturnType<typeof staffHeaders>> | null = null
async function credentials(entry: WriteEntry, key: string) {
  const patron = await patronHeaders(t, DEFAULT_GROUP, entry.user ?? 'reader')
  // One staff sign-in (argon2) serves every entry but those that end the session.
  const staff = entry.as !== 'staff' ? null : key.includes('logout') ? await staffHeaders(t, DEFAULT_GROUP) : (staffSession ??= await staffHeaders(t, DEFAULT_GROUP))
  return { cookie: patron.cookie, tokenHeaders: staff ?? patron.headers }
}

describe('the route table and the router', () => {
  it('place every route and procedure as a read or a write, once', () => {
    const readKeys = READS.map((r) => r.key)
    const known = new Set([...readKeys, ...Object.keys(WRITES)])
    expect(allCalls.map((c) => c.key).filter((k) => !known.has(k)), 'routes without an entry in testing/route-effects.ts').toEqual([])
    const existing = new Set(allCalls.map((c) => c.key))
    expect([...known].filter((k) => !existing.has(k)), 'entries of routes that no longer exist').toEqual([])
    expect(readKeys.filter((k) => WRITES[k]), 'listed as both').toEqual([])
  })

  it('flag the GET routes that change something, and only those', () => {
    for (const route of restRoutes)
      if (methodsOf(route.method).includes('GET')) expect(route.changesState === true, `GET ${route.path}`).toBe(Boolean(WRITES[`GET ${route.path}`]))
  })

  it('have tRPC change things only in mutations', () => {
    for (const call of trpcCalls) expect(call.method === 'POST', call.key).toBe(Boolean(WRITES[call.key]))
  })
})

describe.each(writes)('$key', ({ entry, ...call }) => {
  it('is refused, changing nothing, when another site sends it with cookies alone', async () => {
    const { cookie } = await credentials(entry, call.key)
    const input = entry.input?.(ids)
    const before = await databaseFingerprint(t.db.prisma)
    const crossSite = await send(call, input, { cookie, groupCode: DEFAULT_GROUP, 'sec-fetch-site': 'cross-site', 'content-language': 'en_US' })
    const foreignOrigin = await send(call, input, { cookie, groupCode: DEFAULT_GROUP, origin: 'https://evil.example' })
    const navigation = await send(call, input, { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })
    for (const res of [crossSite, foreignOrigin, navigation]) {
      expect(res.status).toBe(403)
      expect(refusal(res)).toBe(ERROR_CODES.CROSS_SITE_REQUEST)
    }
    const message = crossSite.body.message ?? crossSite.body.error?.message
    expect(message).toMatch(/another website/)
    expect(changedTables(before, await databaseFingerprint(t.db.prisma))).toEqual([])
  })

  it('works from our own pages, and with the token in a header from anywhere', async () => {
    const { cookie, tokenHeaders } = await credentials(entry, call.key)
    const input = entry.input?.(ids)
    const sameSite = await send(call, input, { cookie, groupCode: DEFAULT_GROUP, 'sec-fetch-site': 'same-origin', origin: own })
    expect(refusal(sameSite)).not.toBe(ERROR_CODES.CROSS_SITE_REQUEST)
    if (entry.as !== 'staff') {
      expect(sameSite.status, JSON.stringify(sameSite.body)).toBeLessThan(400)
      if (entry.succeeds) expect(refusal(sameSite), JSON.stringify(sameSite.body)).toBeNull()
    }
    const withToken = await send(call, input, { ...tokenHeaders, 'sec-fetch-site': 'cross-site', origin: 'https://app.example' })
    expect(refusal(withToken)).not.toBe(ERROR_CODES.CROSS_SITE_REQUEST)
    expect(withToken.status).not.toBe(403)
    if (entry.as === 'staff' && entry.succeeds) expect(refusal(withToken), JSON.stringify(withToken.body)).toBeNull()
  })
})

describe('reads', () => {
  it('change nothing but usage counters when called with a patron’s cookies', async () => {
    const { cookie } = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const input = { recordId: ids.recordId, searchFieldContent: '三体', libCode: ids.libCode }
    const reads = READS.filter((r) => !r.countsUsage).map((r) => allCalls.find((c) => c.key === r.key)!)
    const call = (read: Call) => send(read, read.trpc && read.method === 'GET' ? undefined : input, { cookie, groupCode: DEFAULT_GROUP, 'sec-fetch-site': 'same-origin' })
    const before = await databaseFingerprint(t.db.prisma)
    for (const read of reads) expect((await call(read)).status, read.key).not.toBe(500)
    if (changedTables(before, await databaseFingerprint(t.db.prisma)).length === 0) return
    // Something wrote: call them again one by one to name it (only on failure, as it takes a fingerprint per call).
    for (const read of reads) {
      const start = await databaseFingerprint(t.db.prisma)
      await call(read)
      expect(changedTables(start, await databaseFingerprint(t.db.prisma)), read.key).toEqual([])
    }
  }, 120_000)
})

describe('what counts as a token in a header', () => {
  it('not a header that a jwtHeader cookie names: a sibling subdomain could name one every browser sends', async () => {
    const { cookie, patronId } = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    await t.db.prisma.patron.update({ where: { id: patronId }, data: { pdaRuleAccepted: false } })
    const tossed = `${cookie.replace('jwtHeader=jwtOpacAuth', 'jwtHeader=accept')}`
    const res = await t.http().post('/find/userInfo/updatePdaRuleFlag').set({ cookie: tossed, accept: 'application/json', 'sec-fetch-site': 'same-site' })
    expect(res.status).toBe(403)
    expect(res.body.errCode).toBe(ERROR_CODES.CROSS_SITE_REQUEST)
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patronId } })).pdaRuleAccepted).toBe(false)
  })
})
