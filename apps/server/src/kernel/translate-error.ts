import { ERROR_CODES, HTTP_STATUS_OF, type ErrorCode, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { ZodError } from 'zod'
import { AppError } from './app-error.ts'
import { knownLibraryError } from './library-errors.ts'
import { localizeZodIssues } from './zod-messages.ts'

export type PresentedError = { code: ErrorCode; errCode: number; httpStatus: number; message: string }

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
  } else {
    const known = knownLibraryError(error)
    if (known) {
      code = known.code
      if (known.reason) params.detail = translate(locale, 'validation', known.reason)
    }
  }
  if (code === 'BODY_TOO_LARGE') params = { limit: `${Math.round(bodyLimitBytes / 1024)} KB`, ...params }
  if (code === 'MALFORMED_REQUEST' && params.detail === undefined) params.detail = translate(locale, 'validation', 'UNREADABLE_REQUEST')
  if ((code === 'VALIDATION_FAILED' || code === 'CONFLICT') && params.detail === undefined) params.detail = ''
  return {
    code,
    errCode: ERROR_CODES[code],
    httpStatus: HTTP_STATUS_OF[code] ?? (code === 'INTERNAL' ? 500 : 200),
    message: translate(locale, 'errors', code, params),
  }
}
