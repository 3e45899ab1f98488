import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { failureEnvelope, resolveLocale } from '@portal/contracts'
import { presentError } from '../kernel/translate-error.ts'

function localeOf(req: FastifyRequest) {
  if (req.ctx) return req.ctx.locale
  const h = (n: string) => {
    const v = req.headers[n]
    return Array.isArray(v) ? v[0] : v
  }
  return resolveLocale({ contentLanguage: h('content-language'), language: h('language') ?? h('x-lang'), acceptLanguage: h('accept-language') })
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown, bodyLimitBytes: number) {
  const presented = presentError(error, localeOf(req), bodyLimitBytes)
  if (presented.code === 'INTERNAL' || presented.code === 'SERVICE_UNAVAILABLE') req.log.error({ err: error }, 'request failed')
  else req.log.info({ code: presented.code }, 'request refused')
  return reply.status(presented.httpStatus).type('application/json; charset=utf-8').send(failureEnvelope(presented.message, presented.errCode))
}

/**
 * Every failure outside tRPC — bad JSON, a 2 MB body, an unknown route, a thrown AppError, a bug —
 * answers the LibStar envelope with a message in the caller's language (contract §2.4).
 */
export const errorEnvelopePlugin = fp<{ bodyLimitBytes: number }>(
  async (app, { bodyLimitBytes }) => {
    app.setErrorHandler((error, req, reply) => sendError(req, reply, error, bodyLimitBytes))
    app.setNotFoundHandler((req, reply) => sendError(req, reply, { code: 'FST_ERR_NOT_FOUND' }, bodyLimitBytes))
  },
  { name: 'error-envelope' },
)
