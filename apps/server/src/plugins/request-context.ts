import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { resolveLocale } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import type { RequestContext, SecuritySettings } from '../kernel/request-context.ts'
import type { AppPorts } from '../ports/index.ts'
import { resolveActor } from '../data/sessions.ts'
import { isCrossSite, portalOrigin, type OriginPolicy } from './public-origin.ts'
import { normaliseGroupCode, normaliseMappingPath, tenantAccessor } from '../data/tenant-resolver.ts'

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The JWT of a request, from any transport of contract §2.5, and whether it came in a header. */
function findToken(req: FastifyRequest): { token: string | null; inHeader: boolean } {
  const headerName = req.cookies.jwtHeader?.toLowerCase()
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
  const fromQuery =
    req.routeOptions.url?.startsWith('/oga/userinfo') && typeof (req.query as Record<string, unknown>)?.jwt === 'string'
      ? ((req.query as Record<string, string>).jwt ?? null)
      : null
  const candidates = [
    header(req, 'jwtopacauth'),
    headerName && headerName !== 'jwtopacauth' ? header(req, headerName) : undefined,
    bearer,
    req.cookies.jwt,
    fromQuery,
  ]
  const usable = (c: string | undefined | null): c is string => typeof c === 'string' && !!c.trim() && c !== 'undefined' && c !== 'null'
  const token = candidates.find(usable)
  // A page of another site cannot add these headers to a request without our consent (no CORS is answered). The
  // header a jwtHeader cookie names does not count: a sibling subdomain can set that cookie to name a header every
  // browser sends (Accept), which would pass any cross-site request off as an app's.
  return { token: token?.trim() ?? null, inHeader: usable(header(req, 'jwtopacauth')) || usable(bearer) }
}

/** Resolves language, actor and tenant hints once per request and hangs them on `request.ctx`. */
export const requestContextPlugin = fp<{ db: PrismaClient; ports: AppPorts; jwtSecret: string; security: SecuritySettings; timeoutMs: number; origins: OriginPolicy }>(
  async (app, { db, ports, jwtSecret, security, timeoutMs, origins }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext)
    app.addHook('onRequest', async (req) => {
      const locale = resolveLocale({
        contentLanguage: header(req, 'content-language'),
        language: header(req, 'language') ?? header(req, 'x-lang'),
        acceptLanguage: header(req, 'accept-language'),
      })
      const found = findToken(req)
      const session = await resolveActor(db, jwtSecret, { token: found.token, sessionId: req.cookies.SESSION ?? null })
      const requestOrigin = `${req.protocol}://${req.host}`
      const hints = {
        groupCode: normaliseGroupCode(header(req, 'groupcode')),
        tokenGroupCode: session.tokenGroupCode,
        sessionTenantId: session.sessionTenantId,
        mappingPath: normaliseMappingPath(header(req, 'mappingpath')),
        // Fastify reads X-Forwarded-Host itself, and only when TRUST_PROXY is set.
        host: req.host ?? null,
      }
      req.ctx = {
        requestId: req.id,
        locale,
        db,
        log: req.log,
        ports,
        actor: session.actor,
        authProblem: session.problem,
        jwtSecret,
        security,
        timeoutMs,
        origin: portalOrigin(origins, { protocol: req.protocol, host: req.host }),
        source: {
          crossSite: isCrossSite(origins, { secFetchSite: header(req, 'sec-fetch-site'), origin: header(req, 'origin') }, requestOrigin),
          tokenInHeader: found.inHeader,
        },
        client: { ip: req.ip, userAgent: header(req, 'user-agent') ?? '', referer: header(req, 'referer')?.trim() || null },
        hints,
        ...tenantAccessor(db, hints),
      }
    })
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
)
