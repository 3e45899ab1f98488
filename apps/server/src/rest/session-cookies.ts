import type { FastifyReply } from 'fastify'
import type { RequestContext } from '../kernel/request-context.ts'
import type { IssuedSession } from '../modules/identity/patron-session.ts'

const secure = (ctx: RequestContext) => ctx.origin.startsWith('https://')

/**
 * The cookies of a signed-in browser (contract §2.5): `jwt` and `jwtHeader` (read by the web app, so not
 * httpOnly) and the server-side `SESSION` (httpOnly), all on path `/` and ending with the token.
 */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, ctx: RequestContext): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(ctx), expires: session.expiresAt }
  reply.setCookie('jwt', session.jwt, common)
  reply.setCookie('jwtHeader', session.jwtHeader, common)
  reply.setCookie('SESSION', session.sessionId, { ...common, httpOnly: true })
}

export function clearSessionCookies(reply: FastifyReply, ctx: RequestContext): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(ctx) }
  for (const name of ['jwt', 'jwtHeader', 'SESSION']) reply.clearCookie(name, common)
}
