import { rememberAuthToken, storedAuthToken, type AuthToken } from '../../lib/auth-token.ts'
import { DEFAULT_AFTER_LOGIN, inAppPath, LOGIN_NEXT_PATH_KEY } from '../../lib/login-next-path.ts'

// What a binding that signs the patron in leaves in the browser (spec §4 "Association success", "Bind-uid
// success"): the token in sessionStorage and in the `jwt` / `jwtHeader` cookies, as every sign-in does.

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`
}

/** Stores the token; false when the server named a header the app cannot send. */
export function storeBindingSession(token: { jwt: string; jwtHeader: string }): boolean {
  const authToken: AuthToken = { value: token.jwt, header: token.jwtHeader }
  if (!rememberAuthToken(window.sessionStorage, authToken)) return false
  writeCookie('jwt', authToken.value)
  writeCookie('jwtHeader', authToken.header)
  return true
}

export const isSignedIn = () => storedAuthToken(window.sessionStorage) !== null

/** Where a signed-in visitor of /bindUid goes instead (spec §2): the saved next path, else /Home. */
export function savedNextPath(): string {
  return inAppPath(window.localStorage.getItem(LOGIN_NEXT_PATH_KEY)) ?? DEFAULT_AFTER_LOGIN
}
