import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import rootPackage from '../../../package.json' with { type: 'json' }
import { restRoutes } from './rest/routes/index.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'))
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>统一检索</title><div id="app" class="app">Loading...</div>')
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)')
  t = await createTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('operations endpoints', () => {
  it('/healthz and /readyz answer', async () => {
    expect((await t.http().get('/healthz')).body).toEqual({ status: 'ok' })
    expect((await t.http().get('/readyz')).body).toEqual({ status: 'ready' })
  })

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await t.http().get('/healthz').set('x-request-id', 'client-abc-12345')
    expect(given.headers['x-request-id']).toBe('client-abc-12345')
    const made = await t.http().get('/healthz').set('x-request-id', 'bad id with spaces')
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends a Content-Security-Policy and the other helmet headers', async () => {
    const res = await t.http().get('/healthz')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('API documentation', () => {
  it('the OpenAPI document lists every REST route of the table, under the portal version', async () => {
    const doc = (await t.http().get('/docs/json')).body
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.info.version).toBe(rootPackage.version)
    for (const route of restRoutes) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}')
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase())
      for (const method of methods) expect(doc.paths[openApiPath]?.[method], `${method} ${route.path}`).toBeDefined()
    }
    expect(doc.paths['/find/homePage/getGroupCode'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('mappingPath')
  })

  it('Swagger UI is served at /docs', async () => {
    const res = await t.http().get('/docs').redirects(3)
    expect(res.status).toBe(200)
    expect(res.text).toContain('swagger')
  })
})

describe('web app', () => {
  it('serves the entry page at / and at a tenant alias path, with its assets', async () => {
    const root = await t.http().get('/')
    expect(root.status).toBe(200)
    expect(root.text).toContain('统一检索')
    const alias = await t.http().get('/binjiang/')
    expect(alias.text).toContain('统一检索')
    expect((await t.http().get('/assets/app.js')).status).toBe(200)
    expect((await t.http().get('/binjiang/assets/app.js')).text).toBe('console.log(1)')
    expect((await t.http().get('/binjiang/assets/../../etc/passwd')).status).not.toBe(200)
  })
})
