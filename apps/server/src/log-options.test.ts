import { describe, expect, it } from 'vitest'
import { redactedUrl } from './log-options.ts'

describe('logged URLs', () => {
  it('lose the values of credential query parameters and keep the rest', () => {
    expect(redactedUrl('/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=eyJhbGciOi.x.y')).toBe('/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=[Redacted]')
    expect(redactedUrl('/x?Password=secret&page=2&%6Awt=abc')).toBe('/x?Password=[Redacted]&page=2&%6Awt=[Redacted]')
    expect(redactedUrl('/find/unify/search')).toBe('/find/unify/search')
    expect(redactedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token')
  })
})
