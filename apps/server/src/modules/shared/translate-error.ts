import { ERROR_CODES, HTTP_STATUS_OF, type ErrorCode, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { ZodError } from 'zod'
import { AppError } from './app-error.ts'

export type PresentedError = { code: ErrorCode; errCode: number; httpStatus: number; message: string }

/** Fastify's own error codes, mapped to ours, so framework failures read like business errors. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
}

function describeZod(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ')
}

/** Maps anything thrown below a door to a translated message and the codes of both doors. */
export function presentError(error: unknown, locale: Locale, bodyLimitBytes: number): PresentedError {
  let code: ErrorCode = 'INTERNAL'
  let params: Record<string, string | number> = {}
  if (error instanceof AppError) {
    code = error.code
    params = { ...(error.details.params ?? {}) }
    if (error.details.issues) params.detail = error.details.issues.map((i) => `${i.path}: ${i.message}`).join('; ')
  } else if (error instanceof ZodError) {
    code = 'VALIDATION_FAILED'
    params = { detail: describeZod(error) }
  } else if (error && typeof error === 'object') {
    const e = error as { code?: string; statusCode?: number; message?: string }
    if (e.code && FASTIFY_CODES[e.code]) code = FASTIFY_CODES[e.code]!
    else if (e.statusCode === 429) code = 'RATE_LIMITED'
    else if (e.code === 'P2002') code = 'CONFLICT'
    else if (e.code === 'P2003') code = 'IN_USE'
    else if (e.code === 'P2025') code = 'NOT_FOUND'
    else if (e.code === 'ECONNREFUSED' || e.code === 'P1001' || e.code === 'ETIMEDOUT') code = 'SERVICE_UNAVAILABLE'
    if (code === 'VALIDATION_FAILED') params = { detail: e.message ?? '' }
  }
  if (code === 'BODY_TOO_LARGE') params = { limit: `${Math.round(bodyLimitBytes / 1024)} KB`, ...params }
  if ((code === 'VALIDATION_FAILED' || code === 'CONFLICT') && params.detail === undefined) params.detail = ''
  return {
    code,
    errCode: ERROR_CODES[code],
    httpStatus: HTTP_STATUS_OF[code] ?? (code === 'INTERNAL' ? 500 : 200),
    message: translate(locale, 'errors', code, params),
  }
}
