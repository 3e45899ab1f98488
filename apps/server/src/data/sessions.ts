import type { PrismaClient } from '@portal/db'
import type { Actor, RequestContext } from '../kernel/request-context.ts'
import { verifyToken } from '../kernel/tokens.ts'

// The credentials of a request, read before its tenant is known (plugins/request-context.ts): a token or SESSION
// cookie names a Session row by its own id, whichever tenant it was opened for. That lookup, and revoking the
// caller's own session at sign-out, read the Session table across tenants, so they live in the data layer.

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
/** Shapes checked before any lookup, so junk in a cookie never reaches a query. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/
const SESSION_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

const anonymous = (problem: ActorResolution['problem']): ActorResolution => ({ actor: ANONYMOUS, tokenGroupCode: null, sessionTenantId: null, problem })

/**
 * Turns whatever credentials a request carries into an actor. All transports of contract §2.5 are
 * accepted; a token whose session was revoked at logout counts as expired.
 */
export async function resolveActor(db: PrismaClient, secret: string, sources: CredentialSources, now = new Date()): Promise<ActorResolution> {
  const token = sources.token && JWT_SHAPE.test(sources.token) ? sources.token : null
  const sessionId = sources.sessionId && SESSION_SHAPE.test(sources.sessionId) ? sources.sessionId : null
  const byToken = token ? await fromToken(db, secret, token, now) : null
  if (byToken && byToken.actor.kind !== 'anonymous') return byToken
  // A client may send a stale token beside a live SESSION cookie (contract S1 sends both): the session decides.
  const bySession = sessionId ? await fromSession(db, sessionId, now) : null
  if (bySession && bySession.actor.kind !== 'anonymous') return bySession
  return anonymous(byToken?.problem ?? bySession?.problem ?? (sources.token && !token ? 'invalid' : null))
}

async function fromToken(db: PrismaClient, secret: string, token: string, now: Date): Promise<ActorResolution> {
  const verified = verifyToken(secret, token)
  if (!verified.ok) return anonymous(verified.reason)
  const { claims } = verified
  const session = await db.session.findUnique({ where: { jwtId: claims.jti } })
  if (!session || session.revokedAt || session.expiresAt <= now) return anonymous('expired')
  const id = Number(claims.sub)
  const known = { tokenGroupCode: claims.groupCode, sessionTenantId: session.tenantId, problem: null }
  if (claims.typ === 'staff' && session.staffId === id) {
    const staff = await db.staffUser.findFirst({ where: { id, tenantId: session.tenantId, active: true } })
    return staff ? { actor: { kind: 'staff', staffId: staff.id, role: staff.role, tokenId: claims.jti }, ...known } : anonymous('invalid')
  }
  if (claims.typ === 'patron' && session.patronId === id) return { actor: { kind: 'patron', patronId: id, sessionId: session.id, tokenId: claims.jti }, ...known }
  return anonymous('invalid')
}

async function fromSession(db: PrismaClient, sessionId: string, now: Date): Promise<ActorResolution> {
  const session = await db.session.findUnique({ where: { id: sessionId } })
  if (!session) return anonymous(null)
  if (session.revokedAt || session.expiresAt <= now || !session.patronId) return anonymous('expired')
  return {
    actor: { kind: 'patron', patronId: session.patronId, sessionId: session.id, tokenId: session.jwtId },
    tokenGroupCode: null,
    sessionTenantId: session.tenantId,
    problem: null,
  }
}

/** Revokes the session behind the caller's token or SESSION cookie if it belongs to the request's tenant; true when one was open. */
export async function revokeCurrentSession(ctx: Pick<RequestContext, 'db' | 'actor' | 'tenantOrNull'>): Promise<boolean> {
  if (ctx.actor.kind !== 'patron') return false
  const { sessionId, tokenId } = ctx.actor
  const where = sessionId ? { id: sessionId } : tokenId ? { jwtId: tokenId } : null
  if (!where) return false
  // Only a session of the library the request is for: another library's pages on the same host (a tenant's
  // /binjiang/ path) receive its cookies too and must not be able to sign its readers out.
  const tenant = await ctx.tenantOrNull()
  if (!tenant) return false
  const { count } = await ctx.db.session.updateMany({ where: { ...where, tenantId: tenant.id, revokedAt: null }, data: { revokedAt: new Date() } })
  return count > 0
}
