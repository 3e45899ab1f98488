import type { ErrorCode, ErrorDetails } from '@portal/contracts'

/** The one error type services throw; the doors translate `code` into the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(code, options)
    this.name = 'AppError'
  }
}
