import type { PrismaClient } from '@portal/db'
import type { Actor } from '../shared/request-context.ts'
import { verifyToken } from './tokens.ts'

export type CredentialSources = {
  /** From the jwtOpacAuth header (or the header named by the `jwtHeader` cookie), a Bearer header, the `jwt` cookie or query. */
  token: string | null
  /** The server-side `SESSION` cookie. */
  sessionId: string | null
}

export type ActorResolution = {
  actor: Actor
  tokenGroupCode: string | null
  sessionTenantId: number | null
  /** Why presented credentials were not accepted, so guarded calls can say "expired" rather than "log in". */
  problem: 'expired' | 'invalid' | null
}

const ANONYMOUS: Actor = { kind: 'anonymous' }

/**
 * Turns whatever credentials a request carries into an actor. All transports of contract §2.5 are
 * accepted; a token whose session was revoked at logout counts as expired.
 */
export async function resolveActor(db: PrismaClient, secret: string, sources: CredentialSources, now = new Date()): Promise<ActorResolution> {
  if (sources.token) {
    const verified = verifyToken(secret, sources.token)
    if (!verified.ok) return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: verified.reason }
    const { claims } = verified
    const session = await db.session.findUnique({ where: { jwtId: claims.jti } })
    if (!session || session.revokedAt || session.expiresAt <= now)
      return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: 'expired' }
    const id = Number(claims.sub)
    if (claims.typ === 'staff' && session.staffId === id) {
      const staff = await db.staffUser.findFirst({ where: { id, tenantId: session.tenantId, active: true } })
      if (!staff) return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: 'invalid' }
      return {
        actor: { kind: 'staff', staffId: staff.id, role: staff.role, tokenId: claims.jti },
        tokenGroupCode: claims.groupCode,
        sessionTenantId: session.tenantId,
        problem: null,
      }
    }
    if (claims.typ === 'patron' && session.patronId === id)
      return {
        actor: { kind: 'patron', patronId: id, sessionId: session.id, tokenId: claims.jti },
        tokenGroupCode: claims.groupCode,
        sessionTenantId: session.tenantId,
        problem: null,
      }
    return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: 'invalid' }
  }
  if (sources.sessionId) {
    const session = await db.session.findUnique({ where: { id: sources.sessionId } })
    if (!session || session.revokedAt || session.expiresAt <= now || !session.patronId)
      return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: session ? 'expired' : null }
    return {
      actor: { kind: 'patron', patronId: session.patronId, sessionId: session.id, tokenId: session.jwtId },
      tokenGroupCode: null,
      sessionTenantId: session.tenantId,
      problem: null,
    }
  }
  return { actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem: null }
}
