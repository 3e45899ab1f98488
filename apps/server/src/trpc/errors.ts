import type { TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { ERROR_CODES } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { AppError } from '../modules/shared/app-error.ts'
import { presentError } from '../modules/shared/translate-error.ts'
import type { RequestContext } from '../modules/shared/request-context.ts'

/** tRPC code for each of our HTTP-ish outcomes, so the web client sees the right status. */
export function trpcCodeOf(error: AppError): TRPC_ERROR_CODE_KEY {
  switch (error.code) {
    case 'UNAUTHENTICATED': case 'SESSION_EXPIRED': return 'UNAUTHORIZED'
    case 'FORBIDDEN': return 'FORBIDDEN'
    case 'NOT_FOUND': case 'UNKNOWN_TENANT': case 'ROUTE_NOT_FOUND': return 'NOT_FOUND'
    case 'CONFLICT': case 'IN_USE': return 'CONFLICT'
    case 'RATE_LIMITED': case 'ACCOUNT_LOCKED': return 'TOO_MANY_REQUESTS'
    case 'TIMEOUT': return 'TIMEOUT'
    case 'BODY_TOO_LARGE': return 'PAYLOAD_TOO_LARGE'
    case 'INTERNAL': case 'SERVICE_UNAVAILABLE': return 'INTERNAL_SERVER_ERROR'
    default: return 'BAD_REQUEST'
  }
}

type Shape = { message: string; code: number; data: Record<string, unknown> }

/** Replaces tRPC's English messages with ours, in the caller's language, plus the business code. */
export function presentTrpcError<S extends Shape>(shape: S, error: TRPCError, ctx: RequestContext | undefined): S {
  const locale = ctx?.locale ?? 'zh-CN'
  const cause = error.cause instanceof AppError ? error.cause : error.code === 'BAD_REQUEST' && error.cause ? error.cause : null
  if (cause) {
    const presented = presentError(cause, locale, 0)
    return { ...shape, message: presented.message, data: { ...shape.data, appCode: presented.code, errCode: presented.errCode, stack: undefined } }
  }
  if (error.code === 'PARSE_ERROR')
    return { ...shape, message: translate(locale, 'errors', 'INVALID_JSON'), data: { ...shape.data, appCode: 'INVALID_JSON', errCode: ERROR_CODES.INVALID_JSON, stack: undefined } }
  if (error.code === 'NOT_FOUND')
    return { ...shape, message: translate(locale, 'errors', 'ROUTE_NOT_FOUND'), data: { ...shape.data, appCode: 'ROUTE_NOT_FOUND', errCode: 404, stack: undefined } }
  return { ...shape, message: translate(locale, 'errors', 'INTERNAL'), data: { ...shape.data, appCode: 'INTERNAL', errCode: 500, stack: undefined } }
}
