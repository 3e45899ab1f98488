import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SSO_TICKET_LIFETIME_SECONDS } from '@portal/contracts'
import { scopedToTenant } from '../../../data/request-scope.ts'
import { tenantOfSegment } from '../../../data/sso-tenant.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { failureLanding } from '../../../modules/sso/landing.ts'
import { finishSignOn, startSignOn } from '../../../modules/sso/sso-login.service.ts'
import { setSessionCookies } from '../../session-cookies.ts'

/** The signed state between the start and the provider's callback; only this path ever receives it. */
const STATE_COOKIE = 'portal_sso_state'
const STATE_PATH = '/find/sso/login'

/** Codes the login screen can explain; any other failure of the callback reads as SSO_FAILED. */
const SHOWN_CODES = new Set(['SSO_FAILED', 'SSO_NOT_CONFIGURED', 'ALREADY_BOUND', 'BINDING_EXPIRED'])

/** The query as single strings (a repeated parameter counts once; objects are dropped). */
function queryStrings(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') out[name] = first.slice(0, 4000)
  }
  return out
}

const stateCookieOptions = (req: FastifyRequest) =>
  ({ path: STATE_PATH, httpOnly: true, sameSite: 'lax', secure: req.ctx.origin.startsWith('https://') }) as const

/**
 * GET /find/sso/login/{tenant}/{type}: single sign-on through the tenant's CAS or OpenID Connect provider,
 * ending in a 302 to the web app with the token (contract §4.2). It answers redirects, not envelopes; an
 * unknown tenant or a tenant without a provider answers the translated JSON error envelope instead. The address
 * names the tenant, not the request's hints: the sign-on runs scoped to it.
 */
export const ssoLoginPlugin = fp(
  async (app) => {
    app.get<{ Params: { tenant: string; type: string } }>(
      '/find/sso/login/:tenant/:type',
      {
        schema: {
          summary: 'Single sign-on (CAS / OpenID Connect): redirects to the provider, then back to #/Home?jwt=…',
          tags: ['Single sign-on'],
          params: { type: 'object', properties: { tenant: { type: 'string' }, type: { type: 'string', enum: ['0', '1'] } }, required: ['tenant', 'type'] },
          querystring: {
            type: 'object',
            properties: { idp: { type: 'string' }, page: { type: 'string' }, opacRoute: { type: 'string' }, ticket: { type: 'string' }, code: { type: 'string' }, state: { type: 'string' } },
          },
        },
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (req, reply: FastifyReply) => {
        const ctx = req.ctx
        if (!/^[01]$/.test(req.params.type)) throw new AppError('ROUTE_NOT_FOUND')
        const tenant = await tenantOfSegment(ctx, req.params.tenant)
        const scoped = scopedToTenant(ctx, tenant)
        const query = queryStrings(req)
        reply.header('cache-control', 'no-store')
        const isCallback = query.ticket !== undefined || query.code !== undefined || query.error !== undefined
        if (!isCallback) {
          const started = await startSignOn(scoped, { tenant, type: req.params.type, idp: query.idp, page: query.page ?? query.opacRoute })
          reply.setCookie(STATE_COOKIE, started.stateCookie, { ...stateCookieOptions(req), maxAge: SSO_TICKET_LIFETIME_SECONDS })
          return reply.redirect(started.redirectUrl, 302)
        }
        const { idp: _idp, ...params } = query
        reply.clearCookie(STATE_COOKIE, stateCookieOptions(req))
        try {
          const outcome = await finishSignOn(scoped, { tenant, type: req.params.type, params, stateCookie: req.cookies[STATE_COOKIE] })
          if (outcome.session) setSessionCookies(reply, outcome.session, ctx)
          return reply.redirect(outcome.landingUrl, 302)
        } catch (error) {
          const code = error instanceof AppError && SHOWN_CODES.has(error.code) ? error.code : 'SSO_FAILED'
          req.log.warn({ err: error instanceof AppError ? (error.cause ?? error) : error, tenant: tenant.groupCode }, 'single sign-on failed')
          return reply.redirect(failureLanding(ctx.origin, code), 302)
        }
      },
    )
  },
  { name: 'sso-login' },
)
