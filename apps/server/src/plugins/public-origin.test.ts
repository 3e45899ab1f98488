import { describe, expect, it } from 'vitest'
import { loadEnv } from '../env.ts'
import { isCrossSite, isOwnOrigin, originPolicy, portalOrigin } from './public-origin.ts'

const dev = originPolicy(loadEnv({ PORT: '3000' }))
const prod = originPolicy(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://find.example.edu/portal/', ALLOWED_HOSTS: 'opac.example.edu, Lib.Example.org:8443' }))

describe('the portal address', () => {
  it('is never taken from a Host header that is not ours', () => {
    expect(portalOrigin(dev, { protocol: 'http', host: 'evil.example' })).toBe('http://localhost:3000')
    expect(portalOrigin(prod, { protocol: 'http', host: 'evil.example' })).toBe('https://find.example.edu/portal')
    expect(portalOrigin(prod, { protocol: 'https', host: 'localhost:3000' })).toBe('https://find.example.edu/portal')
    expect(portalOrigin(prod, { protocol: 'http', host: undefined })).toBe('https://find.example.edu/portal')
  })

  it('follows a host of ours, with PUBLIC_URL’s scheme and path', () => {
    expect(portalOrigin(prod, { protocol: 'http', host: 'find.example.edu' })).toBe('https://find.example.edu/portal')
    expect(portalOrigin(prod, { protocol: 'http', host: 'OPAC.example.edu' })).toBe('https://opac.example.edu/portal')
    expect(portalOrigin(prod, { protocol: 'http', host: 'lib.example.org:8443' })).toBe('https://lib.example.org:8443/portal')
    expect(portalOrigin(dev, { protocol: 'http', host: '127.0.0.1:5173' })).toBe('http://127.0.0.1:5173')
    expect(portalOrigin(dev, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000')
  })

  it('counts loopback as ours only outside production', () => {
    expect(isOwnOrigin(dev, 'http://localhost:5173', 'http://localhost:3000')).toBe(true)
    expect(isOwnOrigin(prod, 'http://localhost:5173', 'http://localhost:3000')).toBe(false)
  })
})

describe('cross-site requests', () => {
  const here = 'https://find.example.edu'
  const check = (secFetchSite: string | undefined, origin: string | undefined, policy = prod) => isCrossSite(policy, { secFetchSite, origin }, here)

  it('are what the browser says came from another site', () => {
    expect(check('cross-site', undefined)).toBe(true)
    expect(check(undefined, 'https://evil.example')).toBe(true)
    expect(check('same-origin', 'https://evil.example')).toBe(true)
    expect(check(undefined, 'null')).toBe(true)
    expect(check('same-site', undefined)).toBe(true)
    expect(check('same-site', 'https://blog.example.edu')).toBe(true)
    expect(check(undefined, 'http://find.example.edu')).toBe(true)
  })

  it('leave our own pages, our other hosts and clients that are not browsers alone', () => {
    expect(check(undefined, undefined)).toBe(false)
    expect(check('same-origin', 'https://find.example.edu')).toBe(false)
    expect(check('none', undefined)).toBe(false)
    expect(check('same-site', 'https://opac.example.edu')).toBe(false)
    expect(check('same-origin', undefined)).toBe(false)
  })
})

describe('configuration', () => {
  it('refuses production without PUBLIC_URL, and addresses that are not http(s)', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(/PUBLIC_URL: required in production/)
    expect(() => loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
    expect(() => loadEnv({ ALLOWED_HOSTS: 'ok.example, bad host' })).toThrow(/ALLOWED_HOSTS/)
  })
})
