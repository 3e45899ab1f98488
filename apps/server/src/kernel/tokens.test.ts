import jwt from 'jsonwebtoken'
import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './tokens.ts'

const secret = 'a-test-secret-that-is-long-enough-0123456789'

describe('portal tokens (contract §2.5)', () => {
  it('are HS512 with sub, created (ms), exp (s, 24 h later), jti, groupCode and mappingPath', () => {
    const now = Date.UTC(2026, 10, 22, 8)
    const { token, claims } = signToken(secret, { sub: '42', groupCode: '900001', mappingPath: '', typ: 'patron' }, now)
    const decoded = jwt.decode(token, { complete: true })!
    expect(decoded.header.alg).toBe('HS512')
    expect(decoded.payload).toMatchObject({ sub: '42', created: now, exp: now / 1000 + 86_400, groupCode: '900001', mappingPath: '' })
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('verify accepts its own tokens and tells expired from forged', () => {
    const { token } = signToken(secret, { sub: '1', groupCode: 'g', mappingPath: '', typ: 'staff' })
    expect(verifyToken(secret, token)).toMatchObject({ ok: true, claims: { sub: '1', typ: 'staff' } })
    expect(verifyToken('another-secret-that-is-long-enough-000000', token)).toEqual({ ok: false, reason: 'invalid' })
    const old = signToken(secret, { sub: '1', groupCode: 'g', mappingPath: '', typ: 'patron' }, Date.now() - 2 * 86_400_000)
    expect(verifyToken(secret, old.token)).toEqual({ ok: false, reason: 'expired' })
    const none = jwt.sign({ sub: '1', jti: 'x', groupCode: 'g' }, '', { algorithm: 'none' })
    expect(verifyToken(secret, none)).toEqual({ ok: false, reason: 'invalid' })
  })
})
