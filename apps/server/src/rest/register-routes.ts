import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope, failureEnvelope } from '@portal/contracts'
import { z } from 'zod'
import { AppError } from '../kernel/app-error.ts'
import { withTimeout } from '../kernel/with-timeout.ts'
import { localizeZodIssues } from '../kernel/zod-messages.ts'
import { patronScope, staffScope, tenantScope } from '../data/request-scope.ts'
import type { RequestContext } from '../kernel/request-context.ts'
import { contentDisposition } from './raw/content-disposition.ts'
import type { RestRoute } from './route-table.ts'

/** Checks who calls and resolves their tenant (and patron or staff member) once, as the route's flags say. */
async function scopeOf(ctx: RequestContext, route: RestRoute): Promise<RequestContext> {
  switch (route.access) {
    case 'patron': return patronScope(ctx)
    case 'patron-binding': return patronScope(ctx, { allowUnboundContact: true })
    case 'staff': return staffScope(ctx)
    case 'admin': return staffScope(ctx, 'ADMIN')
    default: return route.tenant === 'optional' ? ctx : tenantScope(ctx)
  }
}

/** Query, then body, then path parameters: the path names the resource and always wins. */
function rawInput(req: FastifyRequest): unknown {
  const query = (req.query ?? {}) as Record<string, unknown>
  const params = (req.params ?? {}) as Record<string, unknown>
  const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : req.body
  if (body === undefined || body === null || body === '') return { ...query, ...params }
  if (typeof body !== 'object' || Array.isArray(body)) return body
  return { ...query, ...(body as Record<string, unknown>), ...params }
}

function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
    delete json.$schema
    return json
  } catch {
    return { type: 'object' }
  }
}

/**
 * Registers the declarative REST table. Fastify's own validation is switched off for these routes:
 * the lenient zod schemas decide, so "20" and 20 are both a page size, as LibStar clients expect.
 */
export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[]) {
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const inputSchema = openApiSchema(route.input)
    app.route({
      method: methods,
      url: route.path,
      schema: {
        summary: route.summary,
        tags: [route.tag],
        ...(methods.includes('GET') ? { querystring: inputSchema } : { body: inputSchema }),
        ...(route.access !== 'public' ? { security: [{ jwtOpacAuth: [] }, { bearer: [] }] } : {}),
      },
      config: { changesState: route.changesState === true },
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (req, reply) => {
        const ctx = req.ctx
        const result = await withTimeout(ctx.timeoutMs, async () => {
          const scoped = await scopeOf(ctx, route)
          // Query, body and path parameters were checked for what cannot be stored (plugins/input-guard.ts).
          const raw = rawInput(req)
          const parsed = route.input.safeParse(raw)
          if (!parsed.success) throw new AppError('VALIDATION_FAILED', { issues: localizeZodIssues(parsed.error, ctx.locale, raw) })
          return route.operation(scoped as never, parsed.data)
        })
        route.onReply?.(reply, result, ctx)
        const file = route.file?.(result, ctx)
        if (file)
          return reply.type(file.contentType).header('content-disposition', contentDisposition('attachment', file.fileName))
            .header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(file.body)
        const unsuccessful = route.unsuccessful?.(result, ctx)
        if (unsuccessful)
          return reply.type('application/json; charset=utf-8').send({ ...failureEnvelope(unsuccessful.message, unsuccessful.errCode), data: unsuccessful.data })
        const data = route.present ? route.present(result, ctx) : result
        return reply.type('application/json; charset=utf-8').send(envelope(data ?? null, route.message, route.errCode))
      },
    })
  }
}
