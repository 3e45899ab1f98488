import type { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { ERROR_CODES, HTTP_STATUS_OF } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { ZodError } from 'zod'
import { AppError } from '../kernel/app-error.ts'
import { presentError } from '../kernel/translate-error.ts'
import type { RequestContext } from '../kernel/request-context.ts'

/** tRPC code for each of our HTTP-ish outcomes, so the web client sees the right status. */
export function trpcCodeOf(error: AppError): TRPC_ERROR_CODE_KEY {
  switch (error.code) {
    case 'UNAUTHENTICATED': case 'SESSION_EXPIRED': return 'UNAUTHORIZED'
    case 'FORBIDDEN': case 'CROSS_SITE_REQUEST': case 'CONTACT_BINDING_REQUIRED': return 'FORBIDDEN'
    case 'NOT_FOUND': case 'UNKNOWN_TENANT': case 'ROUTE_NOT_FOUND': return 'NOT_FOUND'
    case 'CONFLICT': case 'IN_USE': return 'CONFLICT'
    case 'RATE_LIMITED': case 'ACCOUNT_LOCKED': case 'COMMENT_LIMIT_REACHED': return 'TOO_MANY_REQUESTS'
    case 'TIMEOUT': return 'TIMEOUT'
    case 'BODY_TOO_LARGE': return 'PAYLOAD_TOO_LARGE'
    case 'INTERNAL': case 'SERVICE_UNAVAILABLE': return 'INTERNAL_SERVER_ERROR'
    default: return 'BAD_REQUEST'
  }
}

type Shape = { message: string; code: number; data: Record<string, unknown> }

/** What the web client sees of an error: tRPC's shape plus our business code (`appCode`, an ErrorCode) and `errCode`. */
type PresentedShape<S extends Shape> = S & { data: S['data'] & { appCode: string; errCode: number } }

function withCode<S extends Shape>(shape: S, message: string, appCode: string, errCode: number): PresentedShape<S> {
  return { ...shape, message, data: { ...shape.data, appCode, errCode, stack: undefined } }
}

/** Replaces tRPC's English messages with ours, in the caller's language, plus the business code. */
export function presentTrpcError<S extends Shape>(shape: S, error: TRPCError, ctx: RequestContext | undefined, input: unknown): PresentedShape<S> {
  const locale = ctx?.locale ?? 'zh-CN'
  if (error.cause instanceof AppError || error.cause instanceof ZodError) {
    const presented = presentError(error.cause, locale, 0, input)
    return withCode(shape, presented.message, presented.code, presented.errCode)
  }
  if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError)
    return withCode(shape, translate(locale, 'errors', 'INVALID_JSON'), 'INVALID_JSON', ERROR_CODES.INVALID_JSON)
  if (error.code === 'NOT_FOUND')
    return withCode(shape, translate(locale, 'errors', 'ROUTE_NOT_FOUND'), 'ROUTE_NOT_FOUND', ERROR_CODES.ROUTE_NOT_FOUND)
  if (error.code === 'METHOD_NOT_SUPPORTED' || error.code === 'BAD_REQUEST')
    return withCode(shape, translate(locale, 'errors', 'VALIDATION_FAILED', { detail: error.code }), 'VALIDATION_FAILED', ERROR_CODES.VALIDATION_FAILED)
  const presented = presentError(error.cause ?? error, locale, 0, input)
  return withCode(shape, presented.message, presented.code, presented.errCode)
}

/** Client mistakes that REST answers with HTTP 200 and the error in the body. */
const BUSINESS_TRPC_CODES: ReadonlySet<TRPC_ERROR_CODE_KEY> = new Set(['PARSE_ERROR', 'BAD_REQUEST', 'NOT_FOUND', 'METHOD_NOT_SUPPORTED', 'CONFLICT', 'UNPROCESSABLE_CONTENT'])

/** The HTTP status of a failed call: the REST door's for our errors (HTTP_STATUS_OF, else 200); tRPC's own for the rest. */
export function trpcHttpStatus(error: TRPCError): number {
  if (error.cause instanceof AppError) return HTTP_STATUS_OF[error.cause.code] ?? 200
  return BUSINESS_TRPC_CODES.has(error.code) ? 200 : getHTTPStatusCodeFromError(error)
}
