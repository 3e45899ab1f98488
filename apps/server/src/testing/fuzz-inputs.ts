import { z } from 'zod'

/** A small seeded generator (mulberry32): the same seed sends the same requests, so a failure reproduces. */
export function seededRng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return { next, int, chance: (p: number) => next() < p, pick: <T>(xs: readonly T[]): T => xs[int(xs.length)]! }
}

export type Rng = ReturnType<typeof seededRng>

/** FUZZ_SEED=<n> replays a run; the default keeps CI deterministic. */
export const fuzzSeed = () => Number(process.env.FUZZ_SEED ?? 20_260_517)

const NASTY_STRINGS = [
  '', ' ', 'null', 'undefined', 'NaN', 'true', 'false', '0', '-1', '1.5', '1e309', '-0', '99999999999999999999', '2147483648', '0x1f', ' 20 ',
  '\ud800x\udfff', '\udfff', 'a\ud83d', '\udc00\ud800', 'a\u0000b', '\u0000', '%00', '%ud800', '\\u0000', '\\ud800',
  '../../package.json', '..\\..\\package.json', '/etc/passwd', '....//....//x', "' OR '1'='1", '"; DROP TABLE "Tenant"; --', '<script>alert(1)</script>',
  '${7*7}', '{{7*7}}', '\u202e\u0301\u200d', '📚', '\ufeff', '\ufffe', '\uffff', '\r\n', '\t', '%', '%%', '\\', '*', '?', '[', '(', ':', '&', '|', '!', '~',
  'AND OR NOT', '"', "'", '-', '中文', '三体', '繁體', 'ﷺ', 'é', 'e\u0301', '😀😀😀', 'a'.repeat(255), 'a'.repeat(256), '9'.repeat(400), 'javascript:alert(1)',
  '//evil.example', 'http://127.0.0.1/', 'A', 'B', 'marc21', 'ris', 'bibtex', '1', '2', '900001', '900002', 'title', 'author', 'isbn', 'desc', 'asc',
]
const NUMBERS = ['0', '-1', '1', '2', '3', '1.5', '-0', '2147483647', '2147483648', '-2147483649', '9007199254740993', '1e308', '1e-308', '123456789012345678901234567890']
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', '', '\u0000', 'k\u0000', '\ud800', 'a.b', 'a[b]', '$where', 'toString', '0', 'length']

/** A JSON string literal; lone surrogates are kept as `\udxxx` escapes, which JSON.parse turns back into lone surrogates. */
export const jsonString = (s: string) => JSON.stringify(s)

function hugeString(rng: Rng) {
  const unit = rng.pick(['x', '中', '😀', 'a b ', '%', '\u0000', '\ud800'])
  return unit.repeat(rng.pick([1000, 5000, 20_000, 100_000]))
}

/** Nested arrays or objects as JSON text (built as text: a recursive JSON.stringify of them would overflow the stack). */
function deepJson(rng: Rng) {
  const depth = rng.pick([50, 500, 5000, 50_000])
  return rng.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** One JSON value as text, picked to break something: wrong types, edge numbers, odd text, nesting. */
export function jsonValue(rng: Rng, depth = 0): string {
  const kind = rng.int(depth > 2 ? 6 : 10)
  switch (kind) {
    case 0: case 1: return jsonString(rng.pick(NASTY_STRINGS))
    case 2: return rng.pick(NUMBERS)
    case 3: return rng.pick(['true', 'false', 'null', '[]', '{}', '[null]', '""', '[""]'])
    case 4: return jsonString(rng.pick(NUMBERS))
    case 5: return rng.chance(0.2) ? jsonString(hugeString(rng)) : jsonString(rng.pick(NASTY_STRINGS) + rng.pick(NASTY_STRINGS))
    case 6: return `[${Array.from({ length: rng.int(4) }, () => jsonValue(rng, depth + 1)).join(',')}]`
    case 7: return jsonObject(rng, Array.from({ length: rng.int(4) }, () => rng.pick(ODD_KEYS.concat(['a', 'b', 'id']))), depth + 1)
    case 8: return rng.chance(0.15) ? deepJson(rng) : `[${rng.pick(NUMBERS)},${jsonString(rng.pick(NASTY_STRINGS))}]`
    default: return `[${Array.from({ length: rng.pick([100, 3000]) }, () => rng.pick(NUMBERS)).join(',')}]`
  }
}

/** An object with the given keys (and sometimes one odd key more) as JSON text. */
export function jsonObject(rng: Rng, keys: string[], depth = 0): string {
  const all = rng.chance(0.2) ? [...keys, rng.pick(ODD_KEYS)] : keys
  return `{${all.map((k) => `${jsonString(k)}:${jsonValue(rng, depth)}`).join(',')}}`
}

type JsonSchema = {
  type?: string; enum?: unknown[]; const?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; properties?: Record<string, JsonSchema>
  items?: JsonSchema; maxLength?: number; format?: string; default?: unknown
}

/** The JSON schema of a zod input (as the OpenAPI document shows it); {} when it has none. */
export function inputSchema(schema: unknown): JsonSchema {
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return {}
  }
}

/** The property names a zod input schema knows, so generated input reaches past "unknown key". */
export const schemaKeys = (schema: unknown) => Object.keys(inputSchema(schema).properties ?? {})

const STORABLE_STRINGS = NASTY_STRINGS.filter((s) => !/[\0\p{Surrogate}]/u.test(s))

/**
 * A value the schema would mostly accept, its text drawn from odd strings (lone surrogates and NUL among them), so the
 * request gets past validation into the service and the database.
 */
export function plausibleJson(rng: Rng, schema: JsonSchema, depth = 0): string {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches?.length) return plausibleJson(rng, rng.pick(branches), depth)
  if (schema.enum?.length) return JSON.stringify(rng.pick(schema.enum))
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const text = () => {
    const s = rng.chance(0.15) ? rng.pick(NASTY_STRINGS) : rng.pick(STORABLE_STRINGS)
    return jsonString(schema.maxLength !== undefined ? s.slice(0, schema.maxLength) : s)
  }
  switch (schema.type) {
    case 'string': return schema.format === 'uri' ? jsonString(`https://x.example/${rng.pick(NASTY_STRINGS)}`) : text()
    case 'integer': case 'number': return rng.pick(['1', '2', '3', '0', '1', '10', '-1', '2147483648'])
    case 'boolean': return rng.pick(['true', 'false', '"1"'])
    case 'array': return depth > 3 ? '[]' : `[${Array.from({ length: rng.int(3) }, () => plausibleJson(rng, schema.items ?? {}, depth + 1)).join(',')}]`
    case 'object': {
      const keys = Object.keys(schema.properties ?? {})
      if (!keys.length || depth > 3) return `{${jsonString(rng.pick(['a', 'title', 'url']))}:${text()}}`
      return `{${keys.filter(() => rng.chance(0.8)).map((k) => `${jsonString(k)}:${plausibleJson(rng, schema.properties![k]!, depth + 1)}`).join(',')}}`
    }
    default: return rng.chance(0.5) ? text() : rng.pick(['1', '2', '"1"', 'null'])
  }
}

/** Input for a route: mostly what it expects with one field odd, sometimes anything at all. */
export function inputJson(rng: Rng, schema: JsonSchema): string {
  const keys = Object.keys(schema.properties ?? {})
  const mode = rng.int(10)
  if (mode < 5 || !keys.length) return mode < 8 || !keys.length ? plausibleJson(rng, { ...schema, type: 'object' }) : jsonObject(rng, keys)
  if (mode < 8) {
    const odd = rng.pick(keys)
    const parts = keys.filter((k) => k === odd || rng.chance(0.8)).map((k) => `${jsonString(k)}:${k === odd ? jsonValue(rng) : plausibleJson(rng, schema.properties![k]!)}`)
    return `{${parts.join(',')}}`
  }
  return rng.chance(0.7) ? jsonObject(rng, keys.filter(() => rng.chance(0.7))) : jsonValue(rng)
}

/** Percent-encodes text as bytes, lone surrogates as their (invalid) three-byte UTF-8 forms. */
export function percentEncode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(text[i]!)
  }
  return out
}

/** A query string for the schema's keys: mostly plausible values, some odd ones, repeats, brackets and bytes that are not UTF-8. */
export function queryString(rng: Rng, schema: JsonSchema): string {
  const parts: string[] = []
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (rng.chance(0.3)) continue
    const plausible = JSON.parse(plausibleJson(rng, property)) as unknown
    const values = rng.chance(0.15) ? [rng.pick([...NASTY_STRINGS, ...NUMBERS])] : Array.isArray(plausible) ? plausible : [plausible]
    for (const value of values) parts.push(`${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    if (rng.chance(0.05)) parts.push(`${percentEncode(key)}[a]=1`)
  }
  if (rng.chance(0.25)) parts.push(rng.pick(['x=%FF%FE', '%C0%AF=1', 'q=%ED%A0%80', 'a=%E0%A4%A', 'a=%zz', 'a=%', '%00=1', 'b=%00', 'c=%F0%9F%98', 'd=%2e%2e%2f']))
  return parts.length ? `?${parts.join('&')}` : ''
}

/** A path segment for `:id`-like parameters, percent-encoded as sent. */
export function pathValue(rng: Rng): string {
  return rng.pick([
    '1', '1', '2', '3', '0', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999999999999', '%20', '%00', '%FF', '%ED%A0%80', '..%2F..%2Fpackage.json',
    '..%5C..%5Cpackage.json', 'null', 'x'.repeat(300), '%E4%B8%AD', '%2e%2e', 'a%2Fb',
  ])
}

/** A request body that is not UTF-8: valid JSON around bytes no decoder accepts. */
export function invalidUtf8Body(rng: Rng, key: string): Buffer {
  const bad = rng.pick([[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]])
  return Buffer.concat([Buffer.from(`{${jsonString(key)}:"a`), Buffer.from(bad), Buffer.from('b"}')])
}

/** A body in a content type the route does not take, or JSON labelled oddly. */
export function oddContentType(rng: Rng, json: string): { type: string; body: string | Buffer } {
  return rng.pick([
    { type: 'text/plain', body: json },
    { type: 'text/plain; charset=utf-8', body: 'a\u0000b' },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%FF&c=%00' },
    { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n' },
    { type: 'multipart/form-data', body: 'garbage' },
    { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
    { type: 'application/json; charset=latin1', body: json },
    { type: 'application/json', body: `${json.slice(0, Math.max(1, json.length - 1))}` },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '"\\ud800"' },
    { type: 'application/json', body: '[1,2,3]' },
    { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 0xff]) },
    { type: 'APPLICATION/JSON', body: json },
    { type: 'application/vnd.api+json', body: json },
    { type: '', body: json },
  ])
}
