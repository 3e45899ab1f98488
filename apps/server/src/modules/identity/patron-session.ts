import { randomBytes } from 'node:crypto'
import type { Prisma, Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { signToken } from '../../kernel/tokens.ts'
import { rememberPatronLanguage } from './patron-language.ts'

/** What a successful sign-in hands out (spec §3: jwt and jwtHeader; contract §2.5: the SESSION cookie). */
export type IssuedSession = {
  jwt: string
  /** The header name the token travels in; every client in the wild uses jwtOpacAuth. */
  jwtHeader: string
  /** Server-side session id, the value of the SESSION cookie. */
  sessionId: string
  expiresAt: Date
}

export const JWT_HEADER_NAME = 'jwtOpacAuth'

/**
 * Opens a server-side session for a patron and signs its JWT (HS512, 24 h, contract §2.5). Every way of
 * signing in (password, single sign-on, WeChat, binding) ends here, so logout can revoke any of them.
 */
export async function openPatronSession(ctx: Pick<TenantContext, 'data' | 'jwtSecret' | 'client' | 'locale'>, tenant: Tenant, patronId: number): Promise<IssuedSession> {
  const { token, claims } = signToken(ctx.jwtSecret, { sub: String(patronId), groupCode: tenant.groupCode, mappingPath: tenant.mappingPath, typ: 'patron' })
  const sessionId = randomBytes(24).toString('base64url')
  const expiresAt = new Date(claims.exp * 1000)
  await ctx.data.session.create({
    data: {
      id: sessionId,
      tenantId: tenant.id,
      patronId,
      jwtId: claims.jti,
      mappingPath: tenant.mappingPath,
      userAgent: ctx.client.userAgent.slice(0, 300),
      ipAddress: ctx.client.ip.slice(0, 64),
      expiresAt,
    },
  })
  // What the library writes to the patron later goes out in the language they last signed in with.
  await rememberPatronLanguage(ctx.data, tenant.id, patronId, ctx.locale)
  return { jwt: token, jwtHeader: JWT_HEADER_NAME, sessionId, expiresAt }
}

/**
 * The patron's live sessions other than the caller's own (when the caller is that patron): revoked when the
 * password or a verified contact changes, so whoever held the account before is shut out.
 */
export function otherLiveSessions(ctx: Pick<TenantContext, 'actor'>, patronId: number): Prisma.SessionWhereInput {
  const own = ctx.actor.kind === 'patron' && ctx.actor.patronId === patronId ? ctx.actor : null
  return {
    patronId,
    revokedAt: null,
    NOT: [...(own?.sessionId ? [{ id: own.sessionId }] : []), ...(own?.tokenId ? [{ jwtId: own.tokenId }] : [])],
  }
}
