import { describe, expect, it } from 'vitest'
import { isWebAppFile } from './web-app.ts'

describe('web app files (left out of the API rate limit)', () => {
  it('are the entry pages and hashed assets, also under an alias path', () => {
    for (const url of ['/', '/binjiang/', '/assets/index-C7erq7zR.js', '/binjiang/assets/vendor-D1OpP-6B.js', '/?v=1'])
      expect(isWebAppFile('GET', url), url).toBe(true)
  })

  it('are not the API, nor anything posted', () => {
    for (const url of ['/trpc/tenant.bootstrap?batch=1', '/oga/login', '/find/unify/search', '/oga/verifycode/img', '/healthz', '/docs'])
      expect(isWebAppFile('GET', url), url).toBe(false)
    expect(isWebAppFile('POST', '/')).toBe(false)
  })
})
