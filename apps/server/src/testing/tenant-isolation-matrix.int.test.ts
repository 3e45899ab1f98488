import { ERROR_CODES } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restRoutes } from '../rest/routes/index.ts'
import type { Access } from '../rest/route-table.ts'
import { adminProcedure, bindingPatronProcedure, patronProcedure, staffProcedure } from '../trpc/init.ts'
import { appRouter } from '../trpc/router.ts'
import { changedTables } from './database-fingerprint.ts'
import { READS } from './route-effects.ts'
import { FRESH_CAPTCHA } from './tenant-isolation-entry.ts'
import { ISOLATION_TABLE, type IsolationEntry } from './tenant-isolation-table.ts'
import {
  crossTenantReferences, leaksIn, prepareTenantB, staffTokenHeaders, tenantFingerprint, type TenantBProbe,
} from './tenant-isolation-probe.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from './test-app.ts'

// Tenant isolation, generated from the REST route table and the tRPC router: every route and procedure is called
// (a) by tenant A's visitor, patron or staff with tenant B's ids (testing/tenant-isolation-table.ts), (b) with B's
// patron or staff token naming A's groupCode, and (c) for patron and staff calls with A's token naming B's. Each
// answer is refused (not found, forbidden, unauthorised, bad input, or a refusal the entry names) or holds nothing of
// B (testing/tenant-isolation-probe.ts: B-only texts and ids); (b) and (c) of a guarded call must be refused outright.
// A's answer about B's rows must also equal its answer about rows that exist nowhere. B's rows (every table with a
// tenantId, and B's Tenant row) are fingerprinted after every write (and each of its callers again alone when B
// changed) and once around all reads; no row may come to point at another tenant's. A route or procedure without an
// entry in the table fails here.

type Guard = 'public' | 'patron' | 'staff'
type Call = { key: string; method: string; path: string; trpc: boolean; guard: Guard }
type Caller = { label: string; headers: Record<string, string>; strict: boolean }
type Credentials = { patron: Record<string, string>; staff: Record<string, string> }

const GUARD_OF: Record<Access, Guard> = { public: 'public', patron: 'patron', 'patron-binding': 'patron', staff: 'staff', admin: 'staff' }
const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m])
const restCalls: Call[] = restRoutes.flatMap((r) => methodsOf(r.method).map((method) => ({ key: `${method} ${r.path}`, method, path: r.path, trpc: false, guard: GUARD_OF[r.access] })))

type ProcedureDef = { _def: { type: 'query' | 'mutation'; middlewares: unknown[] } }
/** A procedure's guard: the middleware patronProcedure, staffProcedure… add last, found among its own. */
const guardOf = new Map<unknown, Guard>(
  ([[patronProcedure, 'patron'], [bindingPatronProcedure, 'patron'], [staffProcedure, 'staff'], [adminProcedure, 'staff']] as const)
    .map(([procedure, guard]) => [(procedure as unknown as ProcedureDef)._def.middlewares.at(-1), guard]),
)
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures
const trpcCalls: Call[] = Object.entries(procedures).map(([name, p]) => ({
  key: `trpc ${name}`, method: p._def.type === 'query' ? 'GET' : 'POST', path: `/trpc/${name}`, trpc: true,
  guard: p._def.middlewares.map((m) => guardOf.get(m)).find(Boolean) ?? 'public',
}))
const allCalls = [...restCalls, ...trpcCalls]
const readKeys = new Set(READS.map((r) => r.key))
const entries = allCalls.flatMap((c) => (ISOLATION_TABLE[c.key] ? [{ ...c, entry: ISOLATION_TABLE[c.key]! }] : []))
const reads = entries.filter((c) => readKeys.has(c.key))
const writes = entries.filter((c) => !readKeys.has(c.key))

let t: TestApp
let probe: TenantBProbe
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_FIXED_CODE: 'TEST', RATE_LIMIT_PER_MINUTE: '1000000' })
  probe = await prepareTenantB(t)
})
afterAll(() => t?.close())

const fingerprintOfB = () => tenantFingerprint(t.db.prisma, probe.b.tenantId)
/** Cross-tenant references seen so far (none at the start): each check answers for the new ones only. */
const knownReferences = new Set<string>()
async function newCrossReferences(): Promise<string[]> {
  const found = (await crossTenantReferences(t.db.prisma)).filter((r) => !knownReferences.has(r))
  found.forEach((r) => knownReferences.add(r))
  return found.map((r) => `a row of one tenant now points at another’s: ${r}`)
}

/** B's patron (citizen) and admin, signed in; made before a fingerprint, as a session is a row of B. */
async function credentialsOfB(): Promise<Credentials> {
  return { patron: (await patronHeaders(t, CITY_GROUP, 'citizen')).headers, staff: await staffTokenHeaders(t, CITY_GROUP) }
}

async function callersOf(call: Call, entry: IsolationEntry, ofB: Credentials): Promise<Caller[]> {
  const a = entry.as === 'visitor' ? { groupCode: DEFAULT_GROUP }
    : entry.as === 'patron' ? (await patronHeaders(t, DEFAULT_GROUP, entry.user ?? 'reader')).headers : await staffTokenHeaders(t, DEFAULT_GROUP)
  const guarded = call.guard !== 'public'
  const bKind = entry.as === 'staff' ? 'staff' : 'patron'
  const callers: Caller[] = [
    { label: `(a) A's ${entry.as} with B's ids`, headers: a, strict: false },
    { label: `(b) B's ${bKind} token naming A's groupCode`, headers: { ...ofB[bKind], groupCode: DEFAULT_GROUP }, strict: guarded },
  ]
  if (guarded) callers.push({ label: `(c) A's ${entry.as} token naming B's groupCode`, headers: { ...a, groupCode: CITY_GROUP }, strict: true })
  return callers
}

/** Where each kind of captcha is issued; the caller gets one with its own headers, as a browser would. */
const CAPTCHA_DOORS = { login: '/oga/verifycode/img', reset: '/find/getPassword/checkImgCode', bind: '/trpc/sso.bindCaptcha' } as const
async function withFreshCaptcha(input: Record<string, unknown> | undefined, headers: Record<string, string>) {
  const purpose = (Object.keys(FRESH_CAPTCHA) as (keyof typeof FRESH_CAPTCHA)[]).find((p) => input?.codeKey === FRESH_CAPTCHA[p])
  if (!purpose) return input
  const res = purpose === 'bind'
    ? await t.http().post(CAPTCHA_DOORS.bind).set(headers).set('content-type', 'application/json').send('{}')
    : await t.http().get(CAPTCHA_DOORS[purpose]).set(headers)
  const codeKey = (res.body.result?.data ?? res.body.data)?.codeKey as string | undefined
  if (!codeKey) throw new Error(`no ${purpose} captcha: ${res.text}`)
  return { ...input, codeKey }
}

type Built = { input: Record<string, unknown> | undefined; params: Record<string, string | number> }
const built = (entry: IsolationEntry): Built => ({ input: entry.input?.(probe.b), params: entry.params?.(probe.b) ?? {} })

/**
 * The same request naming, instead of B's rows, ids and codes that exist nowhere, and B's values paired with their
 * stand-ins; null where a B value is too short to tell apart in an answer ("3" for a library id).
 */
function nobodyTwin({ input, params }: Built): { twin: Built; swaps: [string, string][] } | null {
  const keyOf = new Map(Object.entries(probe.b).map(([key, value]) => [String(value), key as keyof typeof probe.b]))
  const swaps = new Map<string, string>()
  let tooShort = false
  const swap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(swap)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
    const key = (typeof value === 'number' || typeof value === 'string') && keyOf.get(String(value))
    if (!key) return value
    if (String(value).length < 5) tooShort = true
    const standIn = probe.nobody[key]
    swaps.set(String(value), String(standIn))
    return typeof value === 'number' ? Number(standIn) : String(standIn)
  }
  const twin = { input: swap(input) as Built['input'], params: swap(params) as Built['params'] }
  return tooShort || !swaps.size ? null : { twin, swaps: [...swaps] }
}

async function send(call: Call, entry: IsolationEntry, headers: Record<string, string>, request: Built = built(entry)) {
  const input = await withFreshCaptcha(request.input, headers)
  const params = request.params
  const path = Object.entries(params).reduce((p, [name, value]) => p.replace(`:${name}`, encodeURIComponent(String(value))), call.path)
  const http = t.http()
  const pending = call.trpc && call.method === 'GET'
    ? http.get(input ? `${path}?input=${encodeURIComponent(JSON.stringify(input))}` : path).set(headers)
    : call.method === 'GET' || call.method === 'DELETE'
      ? http[call.method === 'GET' ? 'get' : 'delete'](path).query((input ?? {}) as Record<string, string>).set(headers)
      : http[call.method.toLowerCase() as 'post' | 'put' | 'patch'](path).set(headers).set('content-type', 'application/json').send(JSON.stringify(input ?? {}))
  return { res: await pending, sent: { input, params } }
}

type Outcome = { kind: 'served' } | { kind: 'broken' } | { kind: 'refused'; code: number; name: string }
function outcomeOf(res: { status: number; body: unknown }, trpc: boolean): Outcome {
  if (res.status >= 500) return { kind: 'broken' }
  const body = res.body as { success?: boolean; errCode?: number; message?: string; error?: { data?: { errCode?: number; appCode?: string; code?: string } } } | undefined
  if (trpc) return body?.error ? { kind: 'refused', code: body.error.data?.errCode ?? res.status, name: body.error.data?.appCode ?? body.error.data?.code ?? '' } : { kind: 'served' }
  if (body && typeof body === 'object' && 'success' in body)
    return body.success === false ? { kind: 'refused', code: body.errCode ?? res.status, name: body.message ?? '' } : { kind: 'served' }
  return res.status >= 400 ? { kind: 'refused', code: res.status, name: '' } : { kind: 'served' }
}

const HISTORY_DEPENDENT: number[] = [ERROR_CODES.ACCOUNT_LOCKED, ERROR_CODES.RATE_LIMITED, ERROR_CODES.CODE_TOO_SOON, ERROR_CODES.CODE_DAILY_LIMIT]

/** Refusals any call may answer: bad input, unauthorised, forbidden, not found. A guarded call's (b) and (c): only the middle two. */
const DENIED = [400, 401, 403, 404]
const SIGNED_OUT_OR_FORBIDDEN = [401, 403]
const excerpt = (text: string, near?: string) => {
  const at = near ? Math.max(0, text.indexOf(near) - 120) : 0
  return text.slice(at, at + 300).replaceAll(/\s+/g, ' ')
}

type Answer = Awaited<ReturnType<typeof send>>
function judge(call: Call, entry: IsolationEntry, caller: Caller, { res, sent }: Answer): string[] {
  const problems: string[] = []
  const outcome = outcomeOf(res, call.trpc)
  const text = res.text ?? ''
  if (outcome.kind === 'broken') problems.push(`${caller.label}: answered HTTP ${res.status}: ${excerpt(text)}`)
  else if (outcome.kind === 'refused') {
    const allowed = caller.strict ? SIGNED_OUT_OR_FORBIDDEN : [...DENIED, ...(entry.refusals ?? [])]
    if (!allowed.includes(outcome.code)) problems.push(`${caller.label}: refused with errCode ${outcome.code} (${outcome.name}), expected one of ${allowed.join('/')}: ${excerpt(text)}`)
  } else if (caller.strict) problems.push(`${caller.label}: was served, expected a 401/403 refusal: ${excerpt(text)}`)
  const leaks = leaksIn(probe, { text, body: res.body, headers: res.headers }, sent)
  if (leaks.length) problems.push(`${caller.label}: the answer holds B's data (${leaks.join('; ')}): ${excerpt(text, leaks[0]!.replace(/^text “(.*)”$/, '$1'))}`)
  return problems
}

/**
 * A's answer about B's rows must be the answer about rows that exist nowhere (B's values read as their stand-ins):
 * else A learns that B's row exists, or something of it that carries no marker (a count, a flag).
 */
async function sameAsForNobody(call: Call, entry: IsolationEntry, caller: Caller, answer: Answer): Promise<string[]> {
  const twin = entry.noIds || entry.twin === false ? null : nobodyTwin(built(entry))
  if (!twin) return []
  const other = await send(call, entry, caller.headers, twin.twin)
  // A lock or a wait comes of earlier calls (this suite's own failed sign-ins, codes sent), not of whose row it is.
  const codes = [outcomeOf(answer.res, call.trpc), outcomeOf(other.res, call.trpc)].map((o) => (o.kind === 'refused' ? o.code : 0))
  if (codes.some((code) => HISTORY_DEPENDENT.includes(code))) return []
  const seen = twin.swaps.reduce((text, [value, standIn]) => text.replaceAll(value, standIn), answer.res.text ?? '')
  const expected = other.res.text ?? ''
  if (seen === expected && answer.res.status === other.res.status) return []
  let at = 0
  while (at < seen.length && seen[at] === expected[at]) at++
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 120).replaceAll(/\s+/g, ' ')
  return [`${caller.label}: answers B's ids otherwise than ids that exist nowhere (HTTP ${answer.res.status}/${other.res.status}) — for B's: …${around(seen)}… — for nobody's: …${around(expected)}…`]
}

describe('the isolation table', () => {
  it('has an entry for every REST route and tRPC procedure, and none for one that is gone', () => {
    expect(allCalls.map((c) => c.key).filter((k) => !ISOLATION_TABLE[k]), 'routes and procedures without an entry in testing/tenant-isolation-table.ts').toEqual([])
    const existing = new Set(allCalls.map((c) => c.key))
    expect(Object.keys(ISOLATION_TABLE).filter((k) => !existing.has(k)), 'entries of routes or procedures that no longer exist').toEqual([])
  })

  it('calls a guarded route as its guard asks, and names something of B wherever it does not say noIds', () => {
    const ofB = Object.values(probe.b).map(String)
    /** Whether the entry's input or path names one of B's ids or codes (of at least `length` characters: "1" is anyone's). */
    const namesB = (entry: IsolationEntry, length = 1) => {
      const values: string[] = []
      const collect = (v: unknown): void => void (v && typeof v === 'object' ? Object.values(v).forEach(collect) : values.push(String(v)))
      collect([entry.input?.(probe.b), entry.params?.(probe.b)])
      return values.some((v) => v.length >= length && ofB.includes(v))
    }
    for (const { key, guard, entry } of entries) {
      if (guard !== 'public') expect(entry.as, `${key} is for ${guard}s`).toBe(guard)
      if (entry.noIds) expect(namesB(entry, 5), `${key} says noIds but names B's rows`).toBe(false)
      else expect(namesB(entry), `${key} names none of B's rows: say noIds`).toBe(true)
    }
  })
})

describe('the probe of tenant B', () => {
  it('marks B’s data with texts found in no row of tenant A', () => {
    expect(probe.collisions).toEqual([])
    expect(probe.markers.length).toBeGreaterThan(40)
  })

  it('finds B’s data in B’s own answers, so that a leak would be seen', async () => {
    const { b } = probe
    const asB = { groupCode: CITY_GROUP }
    const staffB = await staffTokenHeaders(t, CITY_GROUP)
    const answers = {
      detail: await t.http().get('/find/searchResultDetail/getDetail').query({ recordId: b.recordId }).set(asB),
      search: await t.http().post('/find/unify/search').set(asB).send({ searchFieldContent: b.title }),
      comments: await t.http().post('/find/findUserEvaluation/userCommentList').set(asB).send({ recordId: b.recordId }),
      topTen: await t.http().get('/find/popularSearch/getTopTen').set(asB),
      libraries: await t.http().get('/find/findConfig/getLibraryList').set(asB),
      providers: await t.http().get('/trpc/sso.providers').set(asB),
      menus: await t.http().get('/admin/menus').set(staffB),
      pending: await t.http().get('/admin/comments').set(staffB),
      job: await t.http().get(`/admin/catalogue/import/${b.jobId}`).set(staffB),
    }
    for (const [name, res] of Object.entries(answers)) expect(leaksIn(probe, res, {}), name).not.toEqual([])
    expect(answers.search.text).toContain(String(b.recordId))
    // B's record and one that exists nowhere are told apart when B asks.
    const detail = allCalls.find((c) => c.key === 'trpc catalogue.detail')!
    const asBCaller = { label: 'B', headers: asB, strict: false }
    const entry = ISOLATION_TABLE[detail.key]!
    expect(await sameAsForNobody(detail, entry, asBCaller, await send(detail, entry, asB))).not.toEqual([])
  })

  it('starts with no row of one tenant pointing at another’s', async () => {
    expect(await crossTenantReferences(t.db.prisma)).toEqual([])
  })
})

describe('reads as tenant A with tenant B’s ids', () => {
  let ofB: Credentials
  let before: Record<string, string>
  beforeAll(async () => {
    ofB = await credentialsOfB()
    before = await fingerprintOfB()
  })

  it.each(reads)('$key serves nothing of B', async ({ entry, ...call }) => {
    const problems: string[] = []
    for (const [n, caller] of (await callersOf(call, entry, ofB)).entries()) {
      const answer = await send(call, entry, caller.headers)
      problems.push(...judge(call, entry, caller, answer), ...(n === 0 ? await sameAsForNobody(call, entry, caller, answer) : []))
    }
    expect(problems, `${call.key}:\n${problems.join('\n')}`).toEqual([])
  })

  it('changed nothing of B, and made no row point at another tenant’s', async () => {
    const changed = changedTables(before, await fingerprintOfB())
    const named: string[] = []
    if (changed.length) {
      // Something of B changed: call the reads again one caller at a time to name it (only on failure).
      for (const { entry, ...call } of reads) {
        for (const caller of await callersOf(call, entry, ofB)) {
          const start = await fingerprintOfB()
          await send(call, entry, caller.headers)
          const tables = changedTables(start, await fingerprintOfB())
          if (tables.length) named.push(`${call.key} ${caller.label}: changed B's ${tables.join(', ')}`)
        }
      }
    }
    expect(named, `B's tables changed by the reads (${changed.join(', ')}):\n${named.join('\n')}`).toEqual([])
    expect(changed).toEqual([])
    expect(await newCrossReferences()).toEqual([])
  }, 300_000)
})

describe('writes as tenant A with tenant B’s ids', () => {
  // B's credentials for every write, made before the first fingerprint (a session is a row of B); then one
  // fingerprint after each write, and only when B changed, each caller once more on its own to name it.
  const credentials = new Map<string, Credentials>()
  let before: Record<string, string>
  beforeAll(async () => {
    for (const { key } of writes) credentials.set(key, await credentialsOfB())
    before = await fingerprintOfB()
  })

  it.each(writes)('$key serves nothing of B and changes nothing of B', async ({ entry, ...call }) => {
    const problems: string[] = []
    try {
      for (const [n, caller] of (await callersOf(call, entry, credentials.get(call.key)!)).entries()) {
        const answer = await send(call, entry, caller.headers)
        problems.push(...judge(call, entry, caller, answer), ...(n === 0 ? await sameAsForNobody(call, entry, caller, answer) : []))
      }
    } catch (error) {
      problems.push(`the call could not be made: ${String(error)}`) // still fingerprinted, so the next entry is not blamed
    }
    const after = await fingerprintOfB()
    const changed = changedTables(before, after)
    before = after
    if (changed.length) {
      problems.push(`changed B's ${changed.join(', ')}; called again one caller at a time:`)
      const again = await credentialsOfB()
      let start = await fingerprintOfB()
      for (const caller of await callersOf(call, entry, again)) {
        await send(call, entry, caller.headers)
        const end = await fingerprintOfB()
        const tables = changedTables(start, end)
        if (tables.length) problems.push(`${caller.label}: changed B's ${tables.join(', ')}`)
        start = end
      }
      before = start
    }
    expect(problems, `${call.key}:\n${problems.join('\n')}`).toEqual([])
  })

  it('made no row point at another tenant’s', async () => {
    expect(await newCrossReferences()).toEqual([])
  })
})
