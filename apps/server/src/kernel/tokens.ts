import { randomUUID } from 'node:crypto'
import jwt from 'jsonwebtoken'

/** Patron tokens follow contract §2.5; staff tokens are the same format with `typ: "staff"`. */
export type TokenClaims = {
  sub: string
  created: number
  exp: number
  jti: string
  groupCode: string
  mappingPath: string
  typ: 'patron' | 'staff'
}

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60

export function signToken(
  secret: string,
  claims: Pick<TokenClaims, 'sub' | 'groupCode' | 'mappingPath' | 'typ'>,
  now = Date.now(),
): { token: string; claims: TokenClaims } {
  const full: TokenClaims = {
    ...claims,
    created: now,
    exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS,
    jti: randomUUID(),
  }
  return { token: jwt.sign(full, secret, { algorithm: 'HS512', noTimestamp: true }), claims: full }
}

export type VerifiedToken = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' }

export function verifyToken(secret: string, token: string): VerifiedToken {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS512'] })
    if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' }
    const p = payload as Partial<TokenClaims>
    if (typeof p.sub !== 'string' || typeof p.jti !== 'string' || typeof p.groupCode !== 'string') return { ok: false, reason: 'invalid' }
    return {
      ok: true,
      claims: {
        sub: p.sub,
        created: Number(p.created ?? 0),
        exp: Number(p.exp ?? 0),
        jti: p.jti,
        groupCode: p.groupCode,
        mappingPath: typeof p.mappingPath === 'string' ? p.mappingPath : '',
        typ: p.typ === 'staff' ? 'staff' : 'patron',
      },
    }
  } catch (error) {
    return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' }
  }
}
