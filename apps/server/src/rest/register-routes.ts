import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '@portal/contracts'
import { z } from 'zod'
import { AppError } from '../modules/shared/app-error.ts'
import { withTimeout } from '../modules/shared/with-timeout.ts'
import { requirePatron, requireStaff } from '../modules/identity/guards.ts'
import type { RequestContext } from '../modules/shared/request-context.ts'
import type { Access, RestRoute } from './route-table.ts'

async function checkAccess(ctx: RequestContext, access: Access) {
  if (access === 'patron') await requirePatron(ctx)
  else if (access === 'staff') await requireStaff(ctx)
  else if (access === 'admin') await requireStaff(ctx, 'ADMIN')
}

function rawInput(req: FastifyRequest): unknown {
  const query = { ...((req.query ?? {}) as Record<string, unknown>), ...((req.params ?? {}) as Record<string, unknown>) }
  if (req.method === 'GET' || req.method === 'DELETE') return query
  const body = req.body
  if (body === undefined || body === null || body === '') return query
  if (typeof body !== 'object' || Array.isArray(body)) return body
  return { ...query, ...(body as Record<string, unknown>) }
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
export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[], options: { timeoutMs: number }) {
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const inputSchema = openApiSchema(route.input)
    app.route({
      method: methods,
      url: route.path,
      schema: {
        summary: route.summary,
        tags: [route.tag],
        ...(methods.includes('GET') && methods.length === 1 ? { querystring: inputSchema } : { body: inputSchema }),
        ...(route.access !== 'public' ? { security: [{ jwtOpacAuth: [] }, { bearer: [] }] } : {}),
      },
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (req, reply) => {
        const ctx = req.ctx
        const result = await withTimeout(options.timeoutMs, async () => {
          await checkAccess(ctx, route.access)
          if (route.tenant !== 'optional') await ctx.tenant()
          const parsed = route.input.safeParse(rawInput(req))
          if (!parsed.success)
            throw new AppError('VALIDATION_FAILED', {
              issues: parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })),
            })
          return route.operation(ctx, parsed.data)
        })
        route.onReply?.(reply, result, ctx)
        const data = route.present ? route.present(result, ctx) : result
        return reply.type('application/json; charset=utf-8').send(envelope(data ?? null, route.message, route.errCode))
      },
    })
  }
}
