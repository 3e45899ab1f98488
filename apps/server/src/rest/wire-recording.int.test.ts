import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MailMessage } from '../ports/mail.port.ts'
import { restRoutes } from './routes/index.ts'
import { readSpreadsheet, XLSX_CONTENT_TYPE } from '../testing/spreadsheet.ts'
import { WIRE_CAPTCHA } from '../testing/wire-requests-account.ts'
import { EXTRA_ROUTE_KEYS, lookupWireIds, reloadDemoData, WIRE_CLOCK, WIRE_REQUESTS, type WireAnswer, type WireCaller, type WireContext, type WireRequest } from '../testing/wire-requests.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../testing/test-app.ts'

// "The REST wire does not change": every route of the REST table is called over the demo data (requests in
// testing/wire-requests*.ts, reads first, then writes in a fixed order) and each answer — status, content type,
// the names of the cookies it sets and its body (JSON, or a sha256 and length for files) — must equal the one
// recorded in wire-recording.json (compared with toEqual, so a difference shows as a diff of that request). The
// demo data is reloaded with the clock stopped at WIRE_CLOCK and moved one second per request (see there why), so
// times are the same on every run and any day; the few values that are random (tokens, captchas, tickets) are
// replaced by placeholders. RECORD_WIRE=1 rewrites the recording instead of comparing: run it on the commit before
// a change, then run this test without it after the change.

const RECORDING = path.join(import.meta.dirname, 'wire-recording.json')
const recording = process.env.RECORD_WIRE === '1'

type Recorded = { key: string; status: number; contentType: string | null; cookies: string[]; body: unknown }

let t: TestApp
let ctx: WireContext
let filesDir: string
const mails: { to: string; text: string }[] = []
const answers = new Map<string, WireAnswer>()
const recorded: Record<string, Recorded> = {}
const expected: Record<string, Recorded> = recording || !fs.existsSync(RECORDING) ? {} : JSON.parse(fs.readFileSync(RECORDING, 'utf8'))

beforeAll(async () => {
  const mail = { send: async (message: MailMessage) => void mails.push({ to: message.to, text: message.text }) }
  const sms = { send: async (to: string, text: string) => void mails.push({ to, text }) }
  vi.useFakeTimers({ toFake: ['Date'], now: WIRE_CLOCK })
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-recording-files-'))
  // The general rate limit is lifted: a few hundred calls from one address within a minute are this test, not abuse.
  t = await createTestApp({ CAPTCHA_FIXED_CODE: WIRE_CAPTCHA, RATE_LIMIT_PER_MINUTE: '100000', FILE_STORAGE_DIR: filesDir }, { mail, sms })
  await reloadDemoData(t.db.prisma, filesDir)
  const ids = await lookupWireIds(t.db.prisma)
  ctx = {
    ids,
    answer: (name) => {
      const answer = answers.get(name)
      if (!answer) throw new Error(`request ${name} has not been sent (yet)`)
      return answer
    },
    latestCode: (to) => {
      const code = /\b(\d{6})\b/.exec(mails.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1]
      if (!code) throw new Error(`no code was sent to ${to}`)
      return code
    },
  }
}, 120_000)

afterAll(async () => {
  if (recording) fs.writeFileSync(RECORDING, `${JSON.stringify(recorded, null, 2)}\n`)
  await t?.close()
  vi.useRealTimers()
  if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true })
})

const PATRON_GROUP = { reader: DEFAULT_GROUP, scholar: DEFAULT_GROUP, newcomer: DEFAULT_GROUP, citizen: CITY_GROUP } as const
const STAFF = { admin: [DEFAULT_GROUP, 'admin', 'Admin@2026'], librarian: [DEFAULT_GROUP, 'librarian', 'Librarian@2026'], cityAdmin: [CITY_GROUP, 'admin', 'Admin@2026'] } as const
const sessions = new Map<string, Record<string, string>>()

/** The headers a caller sends: one session per caller for the whole run, or a fresh one for a call that ends it. */
async function credentials(caller: WireCaller): Promise<Record<string, string>> {
  const name = 'patron' in caller ? `patron ${caller.patron}${caller.cookies ? ' cookies' : ''}` : `staff ${caller.staff}`
  if (!caller.fresh && sessions.has(name)) return sessions.get(name)!
  let headers: Record<string, string>
  if ('patron' in caller) {
    const session = await patronHeaders(t, PATRON_GROUP[caller.patron], caller.patron)
    headers = caller.cookies ? { groupCode: session.headers.groupCode, cookie: session.cookie } : session.headers
  } else {
    const [group, username, password] = STAFF[caller.staff]
    headers = await staffHeaders(t, group, username, password)
  }
  if (!caller.fresh) sessions.set(name, headers)
  return headers
}

const methodOf = (request: WireRequest) => request.key.slice(0, request.key.indexOf(' '))

async function send(request: WireRequest) {
  const method = methodOf(request)
  const url = request.path?.(ctx) ?? request.key.slice(method.length + 1)
  // The caller's own tenant unless the request names another one (or none).
  const { groupCode: own, ...auth } = request.as ? await credentials(request.as) : {}
  const group = request.group === undefined ? (own ?? DEFAULT_GROUP) : request.group
  const headers: Record<string, string> = { ...auth, ...(group === null ? {} : { groupCode: group }), ...request.headers }
  const input = request.input?.(ctx)
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString()
    return t.app.inject({ method, url: query ? `${url}?${query}` : url, headers })
  }
  // As LibStar clients do: JSON, even where no input is needed.
  const payload = request.rawBody ?? JSON.stringify(input ?? {})
  return t.app.inject({ method: method as 'POST' | 'PUT' | 'PATCH', url, headers: { 'content-type': 'application/json', ...headers }, payload })
}

const cookieNames = (header: string | string[] | number | undefined) =>
  [header ?? []].flat().map((cookie) => String(cookie).slice(0, String(cookie).indexOf('='))).sort()

// What differs from run to run although the clock is fixed (found by recording twice and comparing): random
// values, by their key or their form. Nothing else is touched, so every other value is compared as sent.
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/ // patron and staff tokens: a random jti (and a random session behind them)
const RANDOM_BY_KEY = new Map([
  ['codeKey', '<captcha-key>'], // the captcha's one-time key
  ['resetTicket', '<reset-ticket>'], // signed over a random password fingerprint
  ['requestNo', '<request-no>'], // a request's number: its day and six random digits
  ['takeCode', '<take-code>'], // a request's take code: six random digits
])
/** A request's number inside a text (an inbox notice names it): R, its day and six random digits. */
const REQUEST_NO_IN_TEXT = /\bR\d{14}\b/g

/** A ZIP (the data export): each file by name, JSON files parsed, so random values inside are normalised too. */
function readZip(bytes: Uint8Array): Record<string, unknown> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, name.endsWith('.json') ? JSON.parse(strFromU8(data)) : strFromU8(data)]))
}

/** Placeholders for the values that are random on every run; everything else is kept as sent. */
function normalise(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, key))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k)]))
  if (typeof value !== 'string') return value
  if (JWT.test(value)) return '<jwt>'
  // The captcha image draws its noise at random (its text is the fixed code).
  if (key === 'verifyCode' && value.startsWith('data:image/')) return '<captcha-image>'
  return RANDOM_BY_KEY.get(key) ?? value.replace(REQUEST_NO_IN_TEXT, '<request-no>')
}

describe('the REST wire', () => {
  it('has a request for every route of the REST table', () => {
    const keys = restRoutes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.path}`))
    const covered = new Set(WIRE_REQUESTS.map((r) => r.key))
    expect(keys.filter((key) => !covered.has(key)), 'routes without a request in testing/wire-requests*.ts').toEqual([])
    const known = new Set([...keys, ...EXTRA_ROUTE_KEYS])
    expect(WIRE_REQUESTS.filter((r) => !known.has(r.key)).map((r) => r.name), 'requests of routes that do not exist').toEqual([])
    const names = WIRE_REQUESTS.map((r) => r.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i), 'request names used twice').toEqual([])
  })

  it.runIf(!recording)('has a recorded answer for every request, and no recorded answer of a request that is gone', () => {
    const names = new Set(WIRE_REQUESTS.map((r) => r.name))
    expect(WIRE_REQUESTS.map((r) => r.name).filter((name) => !expected[name]), 'requests without a recorded answer (RECORD_WIRE=1 on the commit before the change)').toEqual([])
    expect(Object.keys(expected).filter((name) => !names.has(name)), 'recorded answers of requests no longer in the table').toEqual([])
  })

  for (const [index, request] of WIRE_REQUESTS.entries()) {
    it(`${request.name} (${request.key})`, async () => {
      vi.setSystemTime(WIRE_CLOCK + (index + 1) * 1000)
      const res = await send(request)
      const contentType = res.headers['content-type'] === undefined ? null : String(res.headers['content-type'])
      const json = contentType?.includes('json') ?? false
      // A spreadsheet is a zip stamped with the time it was written: its sheets' rows are what it answers.
      const body: unknown = json
        ? JSON.parse(res.payload)
        : contentType?.startsWith(XLSX_CONTENT_TYPE)
          ? { sheets: await readSpreadsheet(res.rawPayload) }
          : contentType?.startsWith('application/zip')
            ? { files: readZip(res.rawPayload) }
            : { sha256: createHash('sha256').update(res.rawPayload).digest('hex'), length: res.rawPayload.length }
      answers.set(request.name, { status: res.statusCode, body })
      const answer: Recorded = { key: request.key, status: res.statusCode, contentType, cookies: cookieNames(res.headers['set-cookie']), body: normalise(body) }
      recorded[request.name] = answer
      if (!recording) expect(answer, `${request.name}: the answer differs from wire-recording.json`).toEqual(expected[request.name])
    })
  }
})
