import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { resolveLocale } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import type { RequestContext, SecuritySettings } from '../modules/shared/request-context.ts'
import type { AppPorts } from '../ports/index.ts'
import { resolveActor } from '../modules/identity/resolve-actor.ts'
import { normaliseGroupCode, normaliseMappingPath, tenantAccessor } from '../modules/tenancy/tenant-resolver.ts'

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The JWT of a request, from any transport of contract §2.5. */
function findToken(req: FastifyRequest): string | null {
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
  const token = candidates.find((c) => typeof c === 'string' && c.trim() && c !== 'undefined' && c !== 'null')
  return token?.trim() ?? null
}

/** Resolves language, actor and tenant hints once per request and hangs them on `request.ctx`. */
export const requestContextPlugin = fp<{ db: PrismaClient; ports: AppPorts; jwtSecret: string; security: SecuritySettings; timeoutMs: number; publicUrl?: string | undefined }>(
  async (app, { db, ports, jwtSecret, security, timeoutMs, publicUrl }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext)
    app.addHook('onRequest', async (req) => {
      const locale = resolveLocale({
        contentLanguage: header(req, 'content-language'),
        language: header(req, 'language') ?? header(req, 'x-lang'),
        acceptLanguage: header(req, 'accept-language'),
      })
      const session = await resolveActor(db, jwtSecret, { token: findToken(req), sessionId: req.cookies.SESSION ?? null })
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
        ports,
        actor: session.actor,
        authProblem: session.problem,
        jwtSecret,
        security,
        timeoutMs,
        origin: (publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, ''),
        client: { ip: req.ip, userAgent: header(req, 'user-agent') ?? '', referer: header(req, 'referer')?.trim() || null },
        hints,
        ...tenantAccessor(db, hints),
      }
    })
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
)
