import fs from 'node:fs'
import zlib from 'node:zlib'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import type { FastifyInstance } from 'fastify'
import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadEnv } from '../env.ts'
import { loggerOptions } from '../log-options.ts'
import { TINY_SCRIPT, tinyWebDist } from '../testing/web-dist.ts'

// Security issue, point 5: only the built files of the web app are left out of the rate limit and they never cost a
// database query; bad asset paths answer 400 or 404 in the envelope without a stack trace; /readyz is cheap.

const LIMIT = 5
let db: TestDatabase
let app: FastifyInstance
let dist: string
const errorLines: string[] = []
/** Every use of the database client by the server, by what was used ($queryRaw, session…). */
const used: string[] = []

beforeAll(async () => {
  db = await createTestDatabase()
  dist = tinyWebDist()
  const env = loadEnv({
    NODE_ENV: 'test', WEB_DIST_DIR: dist, DATABASE_URL: db.url, FILE_STORAGE_DIR: TEMPLATE_FILES_DIR, RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true',
  })
  const counted = new Proxy(db.prisma, {
    get(target, property) {
      used.push(String(property))
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const stream = { write: (line: string) => void ((JSON.parse(line) as { level: number }).level >= 50 && errorLines.push(line)) }
  app = await buildApp({ env, db: counted, logger: loggerOptions('info', stream) })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await db?.drop()
  fs.rmSync(dist, { recursive: true, force: true })
})

let address = 0
/** Each caller has its own address (the limit counts per address); the URL travels as written, `..` and all. */
const client = () => {
  const forwardedFor = `10.0.0.${++address}`
  return (url: string, headers: Record<string, string> = {}) => supertest(app.server).get(url).set({ ...headers, 'x-forwarded-for': forwardedFor })
}

describe('the rate limit', () => {
  it('leaves out the built files and the entry page, which never reach the database', async () => {
    const get = client()
    used.length = 0
    // A browser sends its session cookie with every file; looking it up would cost a query per file.
    const cookie = { cookie: `SESSION=${'s'.repeat(32)}` }
    for (let i = 0; i < 4 * LIMIT; i++)
      for (const url of ['/assets/index-Abc123.js', '/binjiang/assets/index-Abc123.css', '/', '/binjiang/']) {
        const res = await get(url, cookie)
        expect(res.status, url).toBe(200)
        expect(res.headers['x-ratelimit-remaining'], url).toBeUndefined()
      }
    expect(used).toEqual([])
    expect((await get('/assets/index-Abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/binjiang/')).headers['cache-control']).toBe('no-cache')
    expect((await get('/healthz')).status).toBe(200)
  })

  it('counts /readyz/ (its handler queries the database), as /readyz and /healthz', async () => {
    const get = client()
    const answers = []
    for (let i = 0; i <= LIMIT; i++) answers.push((await get(i % 2 ? '/readyz' : '/readyz/')).status)
    expect(answers).toEqual([...Array(LIMIT).fill(200), 429])
    expect((await get('/healthz')).status).toBe(429)
  })

  it('counts assets that do not exist, and traversals', async () => {
    const get = client()
    const answers = []
    for (let i = 0; i <= LIMIT; i++) answers.push((await get(i % 2 ? '/assets/nope.js' : '/binjiang/assets/..%2F..%2Fpackage.json')).status)
    expect(answers).toEqual([...Array(LIMIT).fill(404), 429])
  })
})

describe('bad asset paths', () => {
  it('answer 400 or 404 in the envelope, never a file outside the assets, without an error log line', async () => {
    errorLines.length = 0
    const cases: [string, number][] = [
      ['/assets/%00', 400], ['/assets/..%2F..%2Fpackage.json', 404], ['/assets/..%5C..%5Cpackage.json', 404], ['/assets/../package.json', 404],
      ['/binjiang/assets/%00', 400], ['/binjiang/assets/..%2F..%2Fpackage.json', 404], ['/binjiang/assets/..%5C..%5Cpackage.json', 404],
      ['/assets/%2e%2e/package.json', 404], ['/assets/nope.js', 404], ['/index.html/..%2Fpackage.json', 404],
      ['/assets/%FF', 400], ['/binjiang/assets/%E0%A4%A', 400], [`/assets/${'a'.repeat(5000)}`, 404], ['/assets/index-Abc123.js%00', 400],
    ]
    for (const [url, status] of cases) {
      const res = await client()(url, { 'content-language': 'en_US' })
      expect(res.status, url).toBe(status)
      expect(Object.keys(res.body), url).toEqual(['success', 'message', 'errCode', 'errorCode', 'data'])
      expect(res.text, url).not.toContain('outside assets')
    }
    // A file beside the assets is no alias path's asset: /package.json is the entry page of an alias path of that name.
    const aliasPage = await client()('/package.json')
    expect(aliasPage.text).toContain('<title>portal</title>')
    expect(errorLines).toEqual([])
  })
})

describe('precompressed files', () => {
  // Raw answers (inject does not decompress), each from its own address so the rate limit never interferes.
  const fetchRaw = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { 'x-forwarded-for': `10.1.0.${++address}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } })

  it('sends the brotli copy when the browser takes it, else the gzip one, else the file, always with Vary', async () => {
    const answers: [acceptEncoding: string | undefined, encoding: string | undefined, decode: (b: Buffer) => Buffer][] = [
      ['gzip, deflate, br, zstd', 'br', (b) => zlib.brotliDecompressSync(b)],
      ['br', 'br', (b) => zlib.brotliDecompressSync(b)],
      ['gzip, deflate', 'gzip', (b) => zlib.gunzipSync(b)],
      ['br;q=0, gzip', 'gzip', (b) => zlib.gunzipSync(b)],
      [undefined, undefined, (b) => b],
      ['identity', undefined, (b) => b],
      ['br;q=0, gzip;q=0', undefined, (b) => b],
    ]
    for (const url of ['/assets/index-Abc123.js', '/binjiang/assets/index-Abc123.js'])
      for (const [acceptEncoding, encoding, decode] of answers) {
        const label = `${url} ${acceptEncoding}`
        const res = await fetchRaw(url, acceptEncoding)
        expect(res.statusCode, label).toBe(200)
        expect(res.headers['content-encoding'], label).toBe(encoding)
        expect(res.headers['vary'], label).toBe('Accept-Encoding')
        expect(res.headers['content-type'], label).toMatch(/^(text|application)\/javascript; charset=utf-8$/)
        expect(res.headers['content-length'], label).toBe(String(res.rawPayload.length))
        expect(res.headers['cache-control'], label).toBe('public, max-age=31536000, immutable')
        expect(decode(res.rawPayload).toString(), label).toBe(TINY_SCRIPT)
      }
    const head = await fetchRaw('/assets/index-Abc123.js', 'br', 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.rawPayload.length).toBe(0)
  })

  it('sends the entry page gzipped when it has that copy, still revalidated; a file without copies as it is', async () => {
    const page = await fetchRaw('/binjiang/', 'br, gzip')
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['vary']).toBe('Accept-Encoding')
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<title>portal</title>')
    const css = await fetchRaw('/assets/index-Abc123.css', 'br, gzip')
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-encoding']).toBeUndefined()
    expect(css.headers['vary']).toBe('Accept-Encoding')
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.body).toBe('body{}\n')
  })

  it('never sends a copy by its own name, nor one whose file is not built', async () => {
    for (const url of ['/assets/index-Abc123.js.br', '/assets/index-Abc123.js.gz', '/assets/orphan-Def456.js', '/assets/orphan-Def456.js.br', '/binjiang/assets/orphan-Def456.js'])
      for (const acceptEncoding of ['br, gzip', undefined]) {
        const res = await fetchRaw(url, acceptEncoding)
        expect(res.statusCode, `${url} ${acceptEncoding}`).toBe(404)
        expect(res.headers['content-encoding'], url).toBeUndefined()
      }
  })
})

describe('/readyz', () => {
  it('answers a flood with one database query a second', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100))
    used.length = 0
    const answers = await Promise.all(Array.from({ length: 4 }, () => client()).flatMap((get) => Array.from({ length: LIMIT }, () => get('/readyz'))))
    expect(answers.map((res) => res.status)).toEqual(Array(4 * LIMIT).fill(200))
    expect(used.filter((name) => name === '$queryRaw')).toHaveLength(1)
  })
})
