import type { ErrorCode, Locale, ValidationReason } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { AppError } from './app-error.ts'

/** What a library's error means for the caller: our code, and for refusals of input, why. */
export type KnownError = { code: ErrorCode; reason?: ValidationReason }

/** Fastify's and its body parsers' own error codes. */
const FASTIFY_CODES: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED' },
  FST_ERR_NOT_FOUND: { code: 'ROUTE_NOT_FOUND' },
  FST_ERR_BAD_URL: { code: 'MALFORMED_REQUEST', reason: 'BAD_URL_ENCODING' },
  // A path parameter longer than the router allows names no resource.
  FST_ERR_MAX_PARAM_LENGTH: { code: 'ROUTE_NOT_FOUND' },
  // @fastify/static refusing a path outside its root: to the caller, no such file.
  FST_STATIC_FORBIDDEN_PATH: { code: 'ROUTE_NOT_FOUND' },
}

/** Prisma's codes for input it or PostgreSQL could not take, and for the database being away. */
const DATABASE_CODES: Record<string, KnownError> = {
  P2002: { code: 'CONFLICT' }, // unique constraint
  P2003: { code: 'IN_USE' }, // foreign key still referenced
  P2025: { code: 'NOT_FOUND' },
  P2028: { code: 'TIMEOUT' }, // interactive transaction ran out of time
  P1001: { code: 'SERVICE_UNAVAILABLE' },
  ECONNREFUSED: { code: 'SERVICE_UNAVAILABLE' },
  ETIMEDOUT: { code: 'SERVICE_UNAVAILABLE' },
  '57014': { code: 'TIMEOUT' }, // statement_timeout
  P2000: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // value too long for the column
  P2006: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // invalid value for the field
  P2007: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // data validation (driver adapters: 22P02)
  P2009: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // query validation
  P2012: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // missing required value
  P2019: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // input error
  P2020: { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // value out of range (driver adapters: 22003)
  '22P02': { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // invalid text representation
  '22003': { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // numeric value out of range
  '22001': { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // string too long
  '54000': { code: 'VALIDATION_FAILED', reason: 'VALUE_NOT_STORABLE' }, // program limit (a word too long for an index or tsvector)
  '22021': { code: 'MALFORMED_REQUEST', reason: 'NUL_CHARACTER' }, // invalid byte sequence (U+0000 in text)
  '22P05': { code: 'MALFORMED_REQUEST', reason: 'LONE_SURROGATE' }, // untranslatable character (\ud800 in JSON)
}

/** Operating-system errors of file reads (@fastify/static, send): the file is not there. */
const MISSING_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR'])

type ErrorLike = { code?: unknown; cause?: unknown; meta?: unknown; statusCode?: unknown; message?: unknown; name?: unknown }

function databaseCode(error: ErrorLike): KnownError | undefined {
  const direct = typeof error.code === 'string' ? DATABASE_CODES[error.code] : undefined
  // Prisma wraps driver-adapter failures; PostgreSQL's own code sits in the cause.
  const nested = [error.cause, (error.meta as { driverAdapterError?: { cause?: unknown } } | undefined)?.driverAdapterError?.cause]
  for (const candidate of nested) {
    const c = candidate as { originalCode?: unknown; code?: unknown } | undefined
    const code = c?.originalCode ?? c?.code
    if (typeof code === 'string' && DATABASE_CODES[code]) return DATABASE_CODES[code]
  }
  return direct
}

/** An HTTP error status Fastify, send or http-errors put on its error (`statusCode`), as one of our codes. */
function statusCode(status: number): KnownError | undefined {
  if (status === 401) return { code: 'UNAUTHENTICATED' }
  if (status === 404 || status === 403 || status === 410) return { code: 'ROUTE_NOT_FOUND' }
  if (status === 413) return { code: 'BODY_TOO_LARGE' }
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' }
  if (status === 429) return { code: 'RATE_LIMITED' }
  if (status >= 400 && status < 500) return { code: 'MALFORMED_REQUEST', reason: 'UNREADABLE_REQUEST' }
  return undefined
}

/**
 * Our code for an error a library threw because of the request (a body that is not JSON, a value PostgreSQL refused,
 * a path that names no file), or undefined for a genuine fault, which stays a 500 with its stack logged.
 */
export function knownLibraryError(error: unknown): KnownError | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as ErrorLike
  if (typeof e.code === 'string' && FASTIFY_CODES[e.code]) return FASTIFY_CODES[e.code]
  const database = databaseCode(e)
  if (database) return database
  if (e.name === 'URIError') return { code: 'MALFORMED_REQUEST', reason: 'BAD_URL_ENCODING' } // decodeURIComponent
  if (typeof e.message === 'string' && /malicious path/i.test(e.message)) return { code: 'ROUTE_NOT_FOUND' }
  if (typeof e.code === 'string' && MISSING_FILE.has(e.code)) return { code: 'ROUTE_NOT_FOUND' }
  // Only `statusCode`: clients of other services (search, sign-on) put the upstream's `status` on theirs, which is our fault.
  return typeof e.statusCode === 'number' ? statusCode(e.statusCode) : undefined
}

/**
 * A library's refusal as an AppError, its message detail in the caller's language, so the tRPC door gives it the
 * status and log level of our own refusals; undefined for a genuine fault.
 */
export function asAppError(error: unknown, locale: Locale): AppError | undefined {
  const known = knownLibraryError(error)
  if (!known) return undefined
  return new AppError(known.code, known.reason ? { params: { detail: translate(locale, 'validation', known.reason) } } : {}, { cause: error })
}
