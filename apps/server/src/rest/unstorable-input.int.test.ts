import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../testing/test-app.ts'

// Security issue, point 4: input PostgreSQL cannot store (lone surrogates, U+0000, bytes that are not UTF-8) is refused at
// the edge with HTTP 400 and a message in the caller's language, on both doors, and nothing of it is written.

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = await staffHeaders(t, DEFAULT_GROUP)
})
afterAll(() => t.close())

type Res = { status: number; body: { success?: boolean; errCode?: number; message?: string; error?: { message: string; data: { appCode: string } } } }
async function json(method: 'post' | 'patch', path: string, body: string | Buffer, headers: Record<string, string> = { groupCode: DEFAULT_GROUP }): Promise<Res> {
  // inject sends the bytes as given (supertest would serialise a Buffer labelled JSON).
  const res = await t.app.inject({ method: method.toUpperCase() as 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: body })
  return { status: res.statusCode, body: res.json() }
}

function expectRefused(res: Res, message: RegExp) {
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ success: false, errCode: 400 })
  expect(res.body.message).toMatch(message)
}

describe('lone surrogates (JSON.parse turns "\\ud800" into one)', () => {
  it('are refused where fields are stored as JSON, which once answered 500', async () => {
    const events = await t.db.prisma.usageEvent.count()
    const surrogate = /^请求格式有误：.*不成对的 UTF-16 代理字符/
    expectRefused(await json('post', '/find/eleLog/addEleClick', '{"id":"1","name":"\\ud800x\\udfff"}'), surrogate)
    expectRefused(await json('post', '/find/behaviorRecord/add', '{"searchValue":"\\ud800"}'), surrogate)
    expectRefused(await json('patch', '/admin/settings', '{"footer":{"phone":"\\udfff"}}', admin), surrogate)
    const provider = '{"code":"cas","kind":"CAS","displayName":"\\ud800","settings":{"serverUrl":"https://cas.example.edu"}}'
    expectRefused(await json('post', '/admin/identity-providers', provider, admin), /displayName: 不能包含不成对的/)
    expect(await t.db.prisma.usageEvent.count()).toBe(events)
    expect(await t.db.prisma.identityProvider.count({ where: { code: 'cas' } })).toBe(0)
  })

  it('are refused in keys, nested values and the query, in the caller’s language', async () => {
    const en = { groupCode: DEFAULT_GROUP, 'content-language': 'en_US' }
    expectRefused(await json('post', '/find/eleLog/addEleClick', '{"\\udc00":"x"}', en), /^Malformed request: \\udc00: must not contain an unpaired UTF-16 surrogate/)
    const tw = await t.http().get('/find/findConfig/getLibraryList?searchContent=%ED%A0%80').set({ groupCode: DEFAULT_GROUP, 'content-language': 'zh_HK' })
    expectRefused(tw, /^請求格式有誤：\(query\): 不是有效的 UTF-8 文字/)
    expectRefused(await json('patch', '/admin/settings', '{"footer":{"filingNumbers":["ok","a\\ud83d"]}}', admin), /footer\.filingNumbers\.1/)
  })

  it('are refused by tRPC with HTTP 400 and the same message', async () => {
    const res = await json('post', '/trpc/catalogue.usage.recordBehaviour', '{"searchValue":"\\ud800"}')
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ data: { appCode: 'MALFORMED_REQUEST' } })
    expect(res.body.error!.message).toMatch(/searchValue: 不能包含不成对的 UTF-16 代理字符/)
    const query = await t.http().get(`/trpc/catalogue.spell?input=${encodeURIComponent('{"keyword":"\\udfff"}')}`).set({ groupCode: DEFAULT_GROUP, 'content-language': 'en_US' })
    expect(query.status).toBe(400)
    expect(query.body.error.message).toMatch(/unpaired UTF-16 surrogate/)
  })
})

describe('U+0000 (the NUL message stays)', () => {
  it('is refused with HTTP 400 on both doors', async () => {
    expectRefused(await json('post', '/find/homePage/getGroupCode', '{"mappingPath":"a\\u0000"}'), /mappingPath: 不能包含空字符（\\u0000）/)
    const trpc = await json('post', '/trpc/tenancy.saveLastLibCode', '{"libCode":"\\u0000"}')
    expect(trpc.status).toBe(400)
    expect(trpc.body.error!.message).toMatch(/空字符/)
  })
})

describe('bytes that are not UTF-8', () => {
  const body = (bytes: number[]) => Buffer.concat([Buffer.from('{"mappingPath":"a'), Buffer.from(bytes), Buffer.from('"}')])

  it('are refused in a JSON body, on both doors, instead of being stored as U+FFFD', async () => {
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe4, 0xb8]])
      expectRefused(await json('post', '/find/homePage/getGroupCode', body(bytes), { 'content-language': 'en_US' }), /^Malformed request: \(body\): is not valid UTF-8 text$/)
    const trpc = await json('post', '/trpc/tenancy.saveLastLibCode', Buffer.concat([Buffer.from('{"libCode":"'), Buffer.from([0xff]), Buffer.from('"}')]))
    expect(trpc.status).toBe(400)
    // Real UTF-8, U+FFFD included, passes.
    expect((await json('post', '/find/homePage/getGroupCode', Buffer.from('{"mappingPath":"\uFFFD中"}'))).status).toBe(200)
  })

  it('are refused in a text body, the query and a path parameter', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/find/homePage/getGroupCode', headers: { 'content-type': 'text/plain' }, payload: Buffer.from([0x61, 0xff]) })
    expectRefused({ status: text.statusCode, body: text.json() }, /\(body\)/)
    expectRefused(await t.http().get('/find/findConfig/getLibraryList?searchContent=%FF%FE').set('groupCode', DEFAULT_GROUP), /\(query\)/)
    // A malformed escape that is not a byte stays text, as LibStar clients send "100%".
    expect((await t.http().get('/find/findConfig/getLibraryList?searchContent=100%').set('groupCode', DEFAULT_GROUP)).status).toBe(200)
    const path = await t.http().put('/admin/libraries/%FF').set(admin).set('content-language', 'en_US').send({})
    expectRefused(path, /^Malformed request: the address has an invalid %-escape or is not valid UTF-8$/)
  })
})

describe('input shaped to break the code that reads it', () => {
  it('refuses keys every object inherits and absurd nesting, where they once answered 500', async () => {
    const en = { groupCode: DEFAULT_GROUP, 'content-language': 'en_US' }
    expectRefused(await json('post', '/find/index/getHotLoan', '{"sortType":{"toString":1}}', en), /sortType\.toString: uses a reserved name as a key/)
    expectRefused(await json('post', '/find/index/getHotLoan', '{"__proto__":{"x":1}}', en), /__proto__: uses a reserved name/)
    expectRefused(await json('post', '/find/index/getReaderRank', `{"rows":${'['.repeat(5000)}${']'.repeat(5000)}}`, en), /rows(\.0)+: is nested too deeply \(at most 32 levels\)/)
    // Ordinary nesting (advanced search conditions, footer lists) passes.
    expect((await json('post', '/find/index/getHotLoan', '{"statRange":30,"sortType":1,"page":{"a":[[1]]}}', en)).status).toBe(200)
  })
})
