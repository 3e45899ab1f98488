import { Writable } from 'node:stream'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from './app.ts'
import { loadEnv } from './env.ts'
import { isSecretFieldName, loggerOptions } from './log-options.ts'
import { lenientObject, lenientString } from './rest/lenient.ts'
import { registerRestRoutes } from './rest/register-routes.ts'
import { defineRoute } from './rest/route-table.ts'
import { restRoutes } from './rest/routes/index.ts'
import { appRouter } from './trpc/router.ts'
import { DEFAULT_GROUP } from './testing/test-app.ts'

// Issue 6: every password, code and ticket field the routes document, sent through both doors (in the query string
// where a GET carries it, in the body otherwise), leaves no value in the log — and neither does one of a route added
// after this test was written, planted here.

let db: TestDatabase
let app: Awaited<ReturnType<typeof buildApp>>
const logLines: string[] = []
const PLANTED = '/find/planted/newFeature'

beforeAll(async () => {
  db = await createTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace', WEB_DIST_DIR: '/nonexistent-web-dist', DATABASE_URL: db.url, FILE_STORAGE_DIR: TEMPLATE_FILES_DIR, CAPTCHA_FIXED_CODE: 'TEST' })
  const stream = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) })
  app = await buildApp({ env, db: db.prisma, logger: loggerOptions('trace', stream) })
  registerRestRoutes(app, [
    defineRoute({
      method: ['GET', 'POST'], path: PLANTED, tag: 'test', access: 'public', summary: 'a route written after the redaction rule',
      input: lenientObject({ partnerApiToken: lenientString(100).optional(), brandNewPasscode: lenientString(100).optional() }),
      operation: async () => ({ ok: true }),
    }),
  ])
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.drop()
})

const http = () => supertest(app.server)
const fieldNames = (schema: z.ZodType): string[] => {
  try {
    return Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {})
  } catch {
    return []
  }
}
let serial = 0
const secretValue = () => `Zx${(++serial).toString().padStart(5, '0')}Qv`

/** A value per secret-named field, unique so a find in the log names the field. */
function secrets(names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter(isSecretFieldName).map((name) => [name, secretValue()]))
}

const sent = new Map<string, string>()
function remember(where: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) sent.set(value, `${where} ${name}`)
}

describe('the log', () => {
  it('holds no value of a secret field sent through the REST door', async () => {
    for (const route of restRoutes) {
      const names = fieldNames(route.input)
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        const values = { ...secrets(names), ...secrets(['password', 'verifyCode', 'resetTicket']) }
        remember(`${method} ${route.path}`, values)
        const path = route.path.replace(/:\w+/g, '1')
        const req = method === 'GET' || method === 'DELETE' ? http()[method === 'GET' ? 'get' : 'delete'](path).query(values) : http()[method.toLowerCase() as 'post'](`${path}?${new URLSearchParams(values)}`).send(values)
        await req.set({ groupCode: DEFAULT_GROUP })
      }
    }
    expect(sent.size).toBeGreaterThan(300)
  }, 120_000)

  it('holds no value of a secret field sent through the tRPC door, in a query’s URL or a mutation’s body', async () => {
    const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs: z.ZodType[] } }> } })._def.procedures
    for (const [name, procedure] of Object.entries(procedures)) {
      const values = { ...secrets(procedure._def.inputs.flatMap(fieldNames)), ...secrets(['code', 'currentPassword']) }
      remember(`trpc ${name}`, values)
      if (procedure._def.type === 'query') await http().get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(values))}`).set({ groupCode: DEFAULT_GROUP })
      else await http().post(`/trpc/${name}`).set({ groupCode: DEFAULT_GROUP }).send(values)
    }
    const batch = { 0: { resetTicket: secretValue() }, 1: { code: secretValue() } }
    remember('trpc batch', { a: batch[0].resetTicket, b: batch[1].code })
    await http().get(`/trpc/account.passwordReset.codeTimes,account.contact.codeTimes?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`)
  })

  it('holds no value sent to a route planted after the rule was written', async () => {
    const values = { partnerApiToken: secretValue(), brandNewPasscode: secretValue() }
    remember(`GET ${PLANTED}`, values)
    const res = await http().get(PLANTED).query({ ...values, page: '2' }).set({ groupCode: DEFAULT_GROUP })
    expect(res.body.success).toBe(true)
    expect(logLines.some((line) => line.includes(`${PLANTED}?partnerApiToken=[Redacted]&brandNewPasscode=[Redacted]&page=2`))).toBe(true)
  })

  it('holds no token from any transport', async () => {
    const token = `eyJ${secretValue()}.eyJ${secretValue()}.${secretValue()}`
    remember('token', { token })
    await http().get(`/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=${token}`).set({ jwtOpacAuth: token, authorization: `Bearer ${token}`, cookie: `jwt=${token}; SESSION=${token}` })
  })

  it('after all of the above: not one of the values sent', () => {
    const log = logLines.join('')
    expect(log.length).toBeGreaterThan(10_000)
    expect([...sent.entries()].filter(([value]) => log.includes(value)).map(([, where]) => where)).toEqual([])
  })
})
