import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Access } from '../rest/route-table.ts'

export type PrivateAnswersOptions = {
  /** The REST table: a route whose access is not 'public' answers for a signed-in caller. */
  restRoutes: readonly { method: string | readonly string[]; path: string; access: Access }[]
  /** tRPC procedures that need a signed-in caller (trpc/signed-in-procedures.ts). */
  signedInProcedures: ReadonlySet<string>
}

/**
 * Sign-in and account areas: even for a visitor their answers carry a token (login, binding), a reset ticket or
 * a one-time captcha, and the SSO landing puts the token in the address.
 */
const ACCOUNT_ROUTES = /^\/(oga|admin|find\/(userInfo|getPassword|bindMailAndPhone|sso))\//
const ACCOUNT_PROCEDURES = /^(identity|account|sso|admin)\./
const SESSION_COOKIE = /^(jwt|jwtHeader|SESSION)=/
/** Where a caller's credentials travel (contract §2.5), so a shared cache keeps anonymous answers apart. */
const CREDENTIAL_HEADERS = ['Cookie', 'Authorization', 'jwtOpacAuth']

const methodsOf = (method: string | readonly string[]) => (typeof method === 'string' ? [method] : method)

function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie')
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : []
  return cookies.some((cookie) => SESSION_COOKIE.test(cookie))
}

function carriesCredentials(req: FastifyRequest): boolean {
  const ctx = req.ctx as FastifyRequest['ctx'] | null
  if (ctx && (ctx.actor.kind !== 'anonymous' || ctx.authProblem !== null)) return true
  return Boolean(req.headers.authorization || req.headers.jwtopacauth || req.cookies?.jwt || req.cookies?.SESSION)
}

function addVary(reply: FastifyReply, names: string[]) {
  const current = String(reply.getHeader('vary') ?? '')
  if (current.trim() === '*') return
  const have = current.split(',').map((v) => v.trim()).filter(Boolean)
  const missing = names.filter((name) => !have.some((v) => v.toLowerCase() === name.toLowerCase()))
  if (missing.length) reply.header('vary', [...have, ...missing].join(', '))
}

/**
 * One rule for every answer that is personal or carries a token: `Cache-Control: no-store`. That is an answer
 * that sets the session cookies, a REST route that is not public, a tRPC call of a signed-in procedure, the
 * sign-in and account areas, and any API answer to a caller who sent credentials (public lists and search may
 * then hold their favourites). Answers that chose their own caching (covers, web-app files, digital files) keep
 * it unless they set the session cookies; anonymous API answers keep theirs and vary by the credential headers.
 */
export const privateAnswersPlugin = fp<PrivateAnswersOptions>(
  async (app, { restRoutes, signedInProcedures }) => {
    const restKeys = new Set(restRoutes.flatMap((r) => methodsOf(r.method).map((m) => `${m} ${r.path}`)))
    const signedInRoutes = new Set(restRoutes.filter((r) => r.access !== 'public').flatMap((r) => methodsOf(r.method).map((m) => `${m} ${r.path}`)))

    const procedures = (req: FastifyRequest) => ((req.params as { path?: string } | undefined)?.path ?? '').split(',')
    const isTrpc = (route: string) => route.startsWith('/trpc/')

    app.addHook('onSend', async (req, reply, payload) => {
      const route = req.routeOptions.url ?? ''
      const key = `${req.method === 'HEAD' ? 'GET' : req.method} ${route}`
      const api = restKeys.has(key) || isTrpc(route) || ACCOUNT_ROUTES.test(route)
      const personal =
        setsSessionCookie(reply) ||
        signedInRoutes.has(key) ||
        ACCOUNT_ROUTES.test(route) ||
        (isTrpc(route) && procedures(req).some((path) => signedInProcedures.has(path) || ACCOUNT_PROCEDURES.test(path))) ||
        (api && !reply.hasHeader('cache-control') && carriesCredentials(req))
      if (personal) reply.header('cache-control', 'no-store')
      if (api) addVary(reply, CREDENTIAL_HEADERS)
      return payload
    })
  },
  { name: 'private-answers', dependencies: ['@fastify/cookie'] },
)
