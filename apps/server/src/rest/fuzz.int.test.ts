import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFuzzApp, disposableStaffHeaders, sendAll, summariseLogLine, type FuzzApp, type FuzzRequest } from '../testing/fuzz-app.ts'
import { fuzzSeed, inputJson, inputSchema, invalidUtf8Body, jsonValue, oddContentType, pathValue, queryString, seededRng, type Rng } from '../testing/fuzz-inputs.ts'
import { CITY_GROUP, DEFAULT_GROUP, patronHeaders } from '../testing/test-app.ts'
import { restRoutes } from './routes/index.ts'

// Acceptance of the security issue: thousands of malformed requests over every REST route and the raw routes
// (files, covers, sign-on, citations, the web app) answer something other than HTTP 500 and log no error.
// FUZZ_SEED=<n> replays a run, FUZZ_ROUNDS=<n> sends more.

const SEED = fuzzSeed()
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 7)

let fuzz: FuzzApp
type Actor = { name: string; headers: () => Promise<Record<string, string>> }
let actors: Actor[]

beforeAll(async () => {
  fuzz = await createFuzzApp()
  const reader = await patronHeaders(fuzz.t, DEFAULT_GROUP, 'reader')
  const staff = await disposableStaffHeaders(fuzz.t, CITY_GROUP)
  actors = [
    { name: 'anonymous', headers: async () => ({ groupCode: DEFAULT_GROUP }) },
    { name: 'patron', headers: async () => reader.headers },
    { name: 'staff', headers: async () => staff },
  ]
})
afterAll(() => fuzz?.t.close())

/** Logging out ends the session: those calls get a session of their own so the shared ones stay signed in. */
const ENDS_SESSION = /logout|signOut/i
async function headersFor(actor: Actor, path: string): Promise<Record<string, string>> {
  if (!ENDS_SESSION.test(path) || actor.name === 'anonymous') return actor.headers()
  if (actor.name === 'patron') return (await patronHeaders(fuzz.t, DEFAULT_GROUP, 'reader')).headers
  return disposableStaffHeaders(fuzz.t, CITY_GROUP)
}

const LANGUAGES = ['zh_CN', 'zh_HK', 'en_US', 'xx', '']
function oddHeaders(rng: Rng, headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...headers, 'content-language': rng.pick(LANGUAGES) }
  if (rng.chance(0.05)) out.groupCode = rng.pick(['999999', '', 'null', 'undefined', "1' OR '1'='1", '9'.repeat(60), 'é'])
  if (rng.chance(0.05)) out.mappingPath = rng.pick(['binjiang', 'nope', '..', 'é'])
  if (rng.chance(0.08)) out.cookie = rng.pick(['SESSION=%00', 'SESSION=%ED%A0%80', 'jwt=%FF; jwtHeader=jwtOpacAuth', `SESSION=${'a'.repeat(64)}`, 'jwtHeader=groupCode', 'SESSION=x%00y'])
  return out
}

type Schema = ReturnType<typeof inputSchema>

function bodyRequest(rng: Rng, schema: Schema, headers: Record<string, string>) {
  const mode = rng.int(10)
  const keys = Object.keys(schema.properties ?? {})
  if (mode === 6) return { headers: { ...headers, 'content-type': 'application/json' }, body: invalidUtf8Body(rng, rng.pick(keys.length ? keys : ['a'])) }
  if (mode === 7) {
    const odd = oddContentType(rng, inputJson(rng, schema))
    return { headers: odd.type ? { ...headers, 'content-type': odd.type } : headers, body: odd.body }
  }
  if (mode === 8) return { headers: { ...headers, 'content-type': 'application/json' }, body: jsonValue(rng) }
  return { headers: { ...headers, 'content-type': 'application/json' }, body: inputJson(rng, schema) }
}

async function restRequests(rng: Rng): Promise<FuzzRequest[]> {
  const requests: FuzzRequest[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const route of restRoutes) {
      const schema = inputSchema(route.input)
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        for (const actor of actors) {
          const headers = oddHeaders(rng, await headersFor(actor, route.path))
          let url = route.path.replace(/:\w+/g, () => pathValue(rng))
          const label = `${actor.name} ${method} ${route.path}`
          if (method === 'GET' || method === 'DELETE' || rng.chance(0.15)) url += queryString(rng, schema)
          if (method === 'GET' || (method === 'DELETE' && rng.chance(0.7))) requests.push({ method, url, headers, label })
          else requests.push({ method, url, label, ...bodyRequest(rng, schema, headers) })
        }
    }
  return requests
}

/** The routes outside the REST table: files, covers, single sign-on, citations, health, the web app. */
const RAW_ROUTES = [
  '/find/book/cover/:id.svg', '/find/book/cover/:id/:id.svg', '/find/book/cover.svg', '/find/dItem/file/:id/:id', '/find/sso/login/:id/:id',
  '/find/searchResultDetail/exportCitation', '/healthz', '/readyz', '/readyz/', '/docs', '/docs/json', '/', '/binjiang/', '/:id/',
  '/assets/index-Abc123.js', '/binjiang/assets/index-Abc123.css', '/assets/:id', '/binjiang/assets/:id', '/:id/assets/:id',
  '/assets/%00', '/assets/..%2F..%2Fpackage.json', '/assets/..%5C..%5Cpackage.json', '/binjiang/assets/..%2F..%2Fpackage.json', '/assets/%2e%2e/package.json',
  '/assets/..%2Findex.html', '/assets/', '/assets', '/binjiang/assets/%00', '/%00', '/%FF/', '/trpc/%FF', '/oga/%ED%A0%80',
]
const RAW_QUERY: Schema = { properties: Object.fromEntries(['recordId', 'format', 'groupCode', 'title', 'author', 'download', 'idp', 'page', 'opacRoute', 'ticket', 'code', 'state', 'error', 'v'].map((k) => [k, {}])) }

function rawRequests(rng: Rng, count: number): FuzzRequest[] {
  return Array.from({ length: count }, () => {
    const path = rng.pick(RAW_ROUTES)
    const url = path.replace(/:id/g, () => pathValue(rng)) + queryString(rng, RAW_QUERY)
    const method = rng.pick(['GET', 'GET', 'GET', 'HEAD', 'POST'])
    const headers = oddHeaders(rng, { groupCode: DEFAULT_GROUP })
    return method === 'POST'
      ? { method, url, label: `raw ${path}`, ...bodyRequest(rng, RAW_QUERY, headers) }
      : { method, url, headers, label: `raw ${path}` }
  })
}

/** The catalogue upload takes raw bytes with its name in the query. */
function uploadRequests(rng: Rng, staff: Record<string, string>, count: number): FuzzRequest[] {
  return Array.from({ length: count }, () => ({
    method: 'POST',
    url: `/admin/catalogue/import${queryString(rng, { properties: { fileName: { type: 'string' }, format: { enum: ['marc21', 'unimarc', 'auto'] }, profile: { type: 'string' } } })}`,
    headers: { ...staff, 'content-type': rng.pick(['application/octet-stream', 'application/json', 'text/plain']) },
    body: rng.chance(0.5) ? Buffer.from([0xff, 0x00, 0xed, 0xa0, 0x80]) : jsonValue(rng),
    label: 'staff POST /admin/catalogue/import',
  }))
}

it(`answers no malformed REST or raw request with HTTP 500 (seed ${SEED})`, { timeout: 240_000 }, async () => {
  console.info(`REST fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it)`)
  const rng = seededRng(SEED)
  const requests = [...(await restRequests(rng)), ...rawRequests(rng, 500), ...uploadRequests(rng, await actors[2]!.headers(), 40)]
  expect(requests.length).toBeGreaterThan(4000)
  const started = Date.now()
  const { failures, statuses, slowest } = await sendAll(fuzz.base, requests)
  console.info(`REST fuzz: ${requests.length} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}, slowest ${slowest.join(', ')}`)
  expect.soft(failures, `seed ${SEED}`).toEqual([])
  expect(fuzz.errorLines.map(summariseLogLine), `seed ${SEED}`).toEqual([])
})
