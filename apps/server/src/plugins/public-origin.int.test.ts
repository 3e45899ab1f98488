import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restRoutes } from '../rest/routes/index.ts'
import { appRouter } from '../trpc/router.ts'
import { createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../testing/test-app.ts'

// Issue 6: a request with `Host: evil.example` changes no address in any answer — links, QR targets, redirects,
// single sign-on addresses — and never makes the cookies' Secure flag follow it.

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }
let dev: TestApp
let prod: TestApp
let recordId: number
beforeAll(async () => {
  dev = await createTestApp({ PORT: '3000', TRUST_PROXY: 'true', CAPTCHA_FIXED_CODE: 'TEST' })
  prod = await createTestApp({ PUBLIC_URL: 'https://find.example.edu/', TRUST_PROXY: 'true', CAPTCHA_FIXED_CODE: 'TEST' })
  const tenant = await dev.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
  recordId = (await dev.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } })).id
})
afterAll(async () => {
  await dev.close()
  await prod.close()
})

const qrJump = (t: TestApp, headers: Record<string, string>) =>
  t.http().get('/find/searchResultDetail/getQrCodeJumpUrl').query({ recordId }).set({ groupCode: DEFAULT_GROUP, ...headers })

describe('links the server builds', () => {
  it('follow PUBLIC_URL whatever the Host says', async () => {
    const res = await qrJump(prod, EVIL)
    expect(res.body.data).toBe(`https://find.example.edu/#/searchList/bookDetails/${recordId}`)
    const viaTrpc = await prod.http().get(`/trpc/catalogue.record.qrCodeJumpUrl?input=${encodeURIComponent(JSON.stringify({ recordId }))}`).set({ groupCode: DEFAULT_GROUP, ...EVIL })
    expect(JSON.stringify(viaTrpc.body)).not.toContain('evil.example')
  })

  it('without PUBLIC_URL, follow only a loopback or allowed host, else the listen address', async () => {
    expect((await qrJump(dev, EVIL)).body.data).toBe(`http://localhost:3000/#/searchList/bookDetails/${recordId}`)
    expect((await qrJump(dev, { host: '127.0.0.1:5173' })).body.data).toBe(`http://127.0.0.1:5173/#/searchList/bookDetails/${recordId}`)
  })

  it('appear in no answer of any route or procedure called with a forged Host', async () => {
    const { headers } = await patronHeaders(dev, DEFAULT_GROUP, 'reader')
    const input = { recordId, searchFieldContent: '三体', page: 1, rows: 5 }
    const leaks: string[] = []
    for (const route of restRoutes) {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method
      const path = route.path.replace(/:\w+/g, '1')
      const req = method === 'GET' ? dev.http().get(path).query(input) : dev.http()[method.toLowerCase() as 'post'](path).send(input)
      const res = await req.set({ ...headers, ...EVIL })
      if (`${res.text}${res.headers.location ?? ''}`.includes('evil.example')) leaks.push(`${method} ${route.path}`)
    }
    for (const [name, procedure] of Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures)) {
      if (procedure._def.type !== 'query') continue
      const res = await dev.http().get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ recordId }))}`).set({ ...headers, ...EVIL })
      if (res.text.includes('evil.example')) leaks.push(`trpc ${name}`)
    }
    expect(leaks).toEqual([])
  }, 120_000)
})

describe('the cookies’ Secure flag', () => {
  const signIn = async (t: TestApp, headers: Record<string, string>) => {
    const captcha = await t.http().get('/oga/verifycode/img').set({ groupCode: DEFAULT_GROUP, ...headers })
    return t.http().post('/oga/login').set({ groupCode: DEFAULT_GROUP, ...headers }).send({ username: 'reader', password: 'Reader@2026', verifyCode: 'TEST', codeKey: captcha.body.data.codeKey })
  }

  it('comes from PUBLIC_URL: set on https, whatever the request says', async () => {
    const res = await signIn(prod, EVIL)
    expect(res.body.success).toBe(true)
    for (const cookie of res.headers['set-cookie'] as unknown as string[]) expect(cookie).toMatch(/; Secure/)
  })

  it('is not set on plain http when a forged host claims https', async () => {
    const res = await signIn(dev, { ...EVIL, 'x-forwarded-proto': 'https' })
    expect(res.body.success).toBe(true)
    for (const cookie of res.headers['set-cookie'] as unknown as string[]) expect(cookie).not.toMatch(/; Secure/)
  })
})
