import { describe, expect, it } from 'vitest'
import { isSecretFieldName, redactedUrl } from './log-options.ts'

describe('logged URLs', () => {
  it('lose the values of credential query parameters and keep the rest', () => {
    // jwtHeader only names a header, but its name falls under the rule, and the rule has no exceptions for secrets.
    expect(redactedUrl('/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=eyJhbGciOi.x.y')).toBe('/oga/userinfo?jwtHeader=[Redacted]&jwt=[Redacted]')
    expect(redactedUrl('/x?Password=secret&page=2&%6Awt=abc')).toBe('/x?Password=[Redacted]&page=2&%6Awt=[Redacted]')
    expect(redactedUrl('/find/unify/search')).toBe('/find/unify/search')
    expect(redactedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token')
  })

  it('mask by rule: any name holding pass, pwd, code, ticket, token, secret or jwt, in any case', () => {
    for (const name of ['resetTicket', 'rePassword', 'confirmPwd', 'verifyCode', 'codeKey', 'mailCode', 'phoneCode', 'access_token', 'clientSecret', 'JWT', 'passWORD', 'newFuturePasscodeField'])
      expect(isSecretFieldName(name), name).toBe(true)
    for (const name of ['groupCode', 'libCode', 'page', 'rows', 'searchFieldContent', 'mappingPath']) expect(isSecretFieldName(name), name).toBe(false)
    expect(redactedUrl('/find/getPassword/updateUserPassword?resetTicket=t.1&rePassword=Ab1234567&confirmPwd=x&groupCode=900001')).toBe(
      '/find/getPassword/updateUserPassword?resetTicket=[Redacted]&rePassword=[Redacted]&confirmPwd=[Redacted]&groupCode=900001',
    )
  })

  it('mask secret-named keys inside the JSON input of tRPC queries, at any depth', () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { resetTicket: 'tick-123', channel: 'EMAIL', nested: [{ code: '654321' }] } } }))
    const logged = redactedUrl(`/trpc/account.passwordReset.codeTimes?batch=1&input=${input}`)
    const loggedInput = JSON.parse(decodeURIComponent(logged.split('input=')[1]!))
    expect(loggedInput).toEqual({ 0: { json: { resetTicket: '[Redacted]', channel: 'EMAIL', nested: [{ code: '[Redacted]' }] } } })
    expect(logged).not.toContain('tick-123')
    expect(redactedUrl('/trpc/x?input=not-json-secret')).toBe('/trpc/x?input=[Redacted]')
    expect(redactedUrl('/trpc/x?input=%E0%A4%A')).toBe('/trpc/x?input=[Redacted]')
  })
})
