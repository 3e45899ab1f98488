import { storedAuthToken } from '../../../lib/auth-token.ts'
import { openLoginModal } from './login-modal-store.ts'
import { forgetSignedInSession } from './stored-session.ts'

const SIGN_IN_NEEDED = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED'])

/** A call refused for want of a (valid) session: HTTP 401 with our code UNAUTHENTICATED or SESSION_EXPIRED. */
export function isUnauthorized(error: unknown): boolean {
  const data = (error as { data?: { appCode?: unknown; httpStatus?: unknown } } | null)?.data
  return (typeof data?.appCode === 'string' && SIGN_IN_NEEDED.has(data.appCode)) || data?.httpStatus === 401
}

/**
 * Spec §4/§8: a 401 clears the stored user info and token and opens the login modal. With a token stored
 * the session expired or was revoked ("login information expired, please log in again"); without one the
 * visitor simply has to sign in first. `forgetUser` drops the cached patron so the header follows.
 */
export function handleUnauthorized(error: unknown, forgetUser: () => void): void {
  if (!isUnauthorized(error)) return
  const hadToken = storedAuthToken(window.sessionStorage) !== null
  forgetSignedInSession()
  forgetUser()
  openLoginModal(hadToken ? 'expired' : 'required')
}
