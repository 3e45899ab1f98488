import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFuzzApp, disposableStaffHeaders, sendAll, summariseLogLine, type FuzzApp, type FuzzRequest } from '../testing/fuzz-app.ts'
import { fuzzSeed, inputJson, inputSchema, invalidUtf8Body, oddContentType, percentEncode, seededRng, type Rng } from '../testing/fuzz-inputs.ts'
import { CITY_GROUP, DEFAULT_GROUP, patronHeaders } from '../testing/test-app.ts'
import { appRouter } from './router.ts'

// The tRPC door under the same fuzz as the REST one (rest/fuzz.int.test.ts): every procedure, as anonymous, patron
// and staff, with odd input, odd transports and batches; no HTTP 500 and no error-level log line.

const SEED = fuzzSeed() + 1
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 7)

type ProcedureDef = { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] }
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>).map(([name, procedure]) => ({
  name,
  type: procedure._def.type,
  // Chained inputs merge; the fuzz takes the properties of them all.
  schema: { type: 'object', properties: Object.assign({}, ...procedure._def.inputs.map((input) => inputSchema(input).properties ?? {})) as Record<string, object> },
}))

let fuzz: FuzzApp
type Actor = { name: string; headers: Record<string, string> }
let actors: Actor[]

beforeAll(async () => {
  fuzz = await createFuzzApp()
  actors = [
    { name: 'anonymous', headers: { groupCode: DEFAULT_GROUP } },
    { name: 'patron', headers: (await patronHeaders(fuzz.t, DEFAULT_GROUP, 'reader')).headers },
    { name: 'staff', headers: await disposableStaffHeaders(fuzz.t, CITY_GROUP) },
  ]
})
afterAll(() => fuzz?.t.close())

/** Signing out ends the session: those calls get one of their own. */
async function headersFor(actor: Actor, name: string): Promise<Record<string, string>> {
  if (!/logout|signOut/i.test(name) || actor.name === 'anonymous') return actor.headers
  return actor.name === 'patron' ? (await patronHeaders(fuzz.t, DEFAULT_GROUP, 'reader')).headers : disposableStaffHeaders(fuzz.t, CITY_GROUP)
}

type Schema = ReturnType<typeof inputSchema>
const keysOf = (schema: Schema) => Object.keys(schema.properties ?? {})
/** GET input travels in the URL: long input would only meet the header size limit. */
const inputText = (rng: Rng, schema: Schema, maxLength = Infinity) => {
  const text = inputJson(rng, schema)
  return text.length > maxLength ? inputJson(rng, { type: 'object', properties: {} }) : text
}

function queryCall(rng: Rng, name: string, schema: Schema, headers: Record<string, string>, label: string): FuzzRequest {
  const input = inputText(rng, schema, 3000)
  const shape = rng.int(10)
  if (shape === 0) return { method: 'GET', url: `/trpc/${name}?input=${rng.pick(['%FF', '%00', '%ED%A0%80', '%7B%22a%22%3A%22%FF%22%7D', '%7B', '%zz'])}`, headers, label }
  if (shape === 1) return { method: 'GET', url: `/trpc/${name},${name}?batch=1&input=${percentEncode(`{"0":${input},"1":${inputText(rng, schema, 1000)}}`)}`, headers, label }
  if (shape === 2) return { method: 'GET', url: `/trpc/${name}?batch=1&input=${percentEncode(input)}`, headers, label }
  return { method: 'GET', url: `/trpc/${name}${rng.chance(0.1) ? '' : `?input=${percentEncode(input)}`}`, headers, label }
}

function mutationCall(rng: Rng, name: string, schema: Schema, headers: Record<string, string>, label: string): FuzzRequest {
  const input = inputText(rng, schema)
  const shape = rng.int(10)
  const json = { ...headers, 'content-type': 'application/json' }
  if (shape === 0) return { method: 'POST', url: `/trpc/${name}`, headers: json, body: invalidUtf8Body(rng, rng.pick(keysOf(schema).length ? keysOf(schema) : ['a'])), label }
  if (shape === 1) {
    const odd = oddContentType(rng, input)
    return { method: 'POST', url: `/trpc/${name}`, headers: odd.type ? { ...headers, 'content-type': odd.type } : headers, body: odd.body, label }
  }
  if (shape === 2) return { method: 'POST', url: `/trpc/${name},${name}?batch=1`, headers: json, body: `{"0":${input},"1":${inputText(rng, schema)}}`, label }
  return { method: 'POST', url: `/trpc/${name}`, headers: json, body: input, label }
}

async function trpcRequests(rng: Rng): Promise<FuzzRequest[]> {
  const requests: FuzzRequest[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const procedure of procedures)
      for (const actor of actors) {
        const headers = { ...(await headersFor(actor, procedure.name)), 'content-language': rng.pick(['zh_CN', 'zh_HK', 'en_US']) }
        const label = `${actor.name} ${procedure.type} ${procedure.name}`
        // Now and then the wrong method: a query posted, a mutation fetched.
        const asQuery = (procedure.type === 'query') !== rng.chance(0.08)
        requests.push(asQuery ? queryCall(rng, procedure.name, procedure.schema, headers, label) : mutationCall(rng, procedure.name, procedure.schema, headers, label))
      }
  return requests
}

it(`answers no malformed tRPC call with HTTP 500 (seed ${SEED})`, { timeout: 240_000 }, async () => {
  console.info(`tRPC fuzz seed ${SEED} (FUZZ_SEED=${SEED - 1} replays it)`)
  expect(procedures.length).toBeGreaterThan(100)
  const requests = await trpcRequests(seededRng(SEED))
  const started = Date.now()
  const { failures, statuses, slowest } = await sendAll(fuzz.base, requests)
  console.info(`tRPC fuzz: ${requests.length} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}, slowest ${slowest.join(', ')}`)
  expect.soft(failures, `seed ${SEED}`).toEqual([])
  expect(fuzz.errorLines.map(summariseLogLine), `seed ${SEED}`).toEqual([])
})
