import type { FastifyReply } from 'fastify'
import type { PasswordSignIn, PasswordStateRefusal } from '../modules/identity/login.service.ts'
import type { RequestContext } from '../kernel/request-context.ts'
import { setSessionCookies } from './session-cookies.ts'

// What every REST door that takes a local password answers (/oga/login, /oga/ssoOpac, /oga/userBind), so a
// client sees one envelope for "change your password first" whichever form it used.

/** LibStar answers "change your password first" as success false, errCode 200, data false (10000: unchanged too long). */
const PASSWORD_STATE_DATA = { mustChangePassword: false, passwordExpired: 10000 } as const

/** RestRoute.unsuccessful of those doors: null when the password could be used. */
export const passwordStateEnvelope = (result: { status: 'ok' } | PasswordStateRefusal) =>
  result.status === 'ok' ? null : { message: result.message, errCode: 200, data: PASSWORD_STATE_DATA[result.status] }

/** A password sign-in: data {jwt, jwtHeader} and the session cookies, or the refusal's envelope. */
export const passwordSignInReply = {
  unsuccessful: passwordStateEnvelope,
  present: (result: PasswordSignIn) => (result.status === 'ok' ? { jwt: result.session.jwt, jwtHeader: result.session.jwtHeader } : null),
  onReply: (reply: FastifyReply, result: PasswordSignIn, ctx: RequestContext) => {
    if (result.status === 'ok') setSessionCookies(reply, result.session, ctx)
  },
}
