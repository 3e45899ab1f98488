import { ERROR_CODES, HTTP_STATUS_OF, type ErrorCode, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { ZodError } from 'zod'
import { AppError } from './app-error.ts'
import { localizeZodIssues } from './zod-messages.ts'

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

/** Prisma and PostgreSQL codes that mean something about the input, not a fault of ours. */
const DATABASE_CODES: Record<string, ErrorCode> = {
  P2002: 'CONFLICT', // unique constraint
  P2003: 'IN_USE', // foreign key still referenced
  P2025: 'NOT_FOUND',
  P2028: 'TIMEOUT', // interactive transaction ran out of time
  P1001: 'SERVICE_UNAVAILABLE',
  ECONNREFUSED: 'SERVICE_UNAVAILABLE',
  ETIMEDOUT: 'SERVICE_UNAVAILABLE',
  '57014': 'TIMEOUT', // statement_timeout
  '22021': 'VALIDATION_FAILED', // invalid byte sequence (NUL in text)
  '22P05': 'VALIDATION_FAILED', // untranslatable character
}

function databaseCode(error: { code?: unknown; cause?: unknown; meta?: unknown }): ErrorCode | undefined {
  const direct = typeof error.code === 'string' ? DATABASE_CODES[error.code] : undefined
  if (direct) return direct
  const nested = [error.cause, (error.meta as { driverAdapterError?: { cause?: unknown } } | undefined)?.driverAdapterError?.cause]
  for (const candidate of nested) {
    const code = (candidate as { originalCode?: unknown; code?: unknown } | undefined)?.originalCode ?? (candidate as { code?: unknown } | undefined)?.code
    if (typeof code === 'string' && DATABASE_CODES[code]) return DATABASE_CODES[code]
  }
  return undefined
}

/** Maps anything thrown below a door to a translated message and the codes of both doors. */
export function presentError(error: unknown, locale: Locale, bodyLimitBytes: number, rawInput?: unknown): PresentedError {
  let code: ErrorCode = 'INTERNAL'
  let params: Record<string, string | number> = {}
  if (error instanceof AppError) {
    code = error.code
    params = { ...(error.details.params ?? {}) }
    if (error.details.issues)
      params.detail = error.details.issues
        .map((i) => `${i.path}: ${i.reason ? translate(locale, 'validation', i.reason, i.params) : (i.message ?? '')}`)
        .join('; ')
  } else if (error instanceof ZodError) {
    code = 'VALIDATION_FAILED'
    params = { detail: localizeZodIssues(error, locale, rawInput).map((i) => `${i.path}: ${i.message}`).join('; ') }
  } else if (error && typeof error === 'object') {
    const e = error as { code?: string; statusCode?: number }
    if (e.code && FASTIFY_CODES[e.code]) code = FASTIFY_CODES[e.code]!
    else if (e.statusCode === 429) code = 'RATE_LIMITED'
    else code = databaseCode(error as object) ?? 'INTERNAL'
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
