import { forgetAuthToken, rememberAuthToken, type AuthToken } from '../../../lib/auth-token.ts'
import { forgetGroupCode } from '../../../lib/tenant-session.ts'

// What a sign-in leaves in the browser (spec §3 "Session storage"): the token in sessionStorage
// (`jwt`, `jwtHeader`) and in the cookies of the same names, so a new tab of the portal is signed in too.

const USER_INFO_KEY = 'userInfo'
const TOKEN_COOKIES = ['jwt', 'jwtHeader'] as const

function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`
}

/** Stores a new session's token; false when the server named a header the app cannot send. */
export function storeSignedInSession(token: AuthToken): boolean {
  if (!rememberAuthToken(window.sessionStorage, token)) return false
  writeCookie('jwt', token.value)
  writeCookie('jwtHeader', token.header)
  return true
}

/** Forgets the patron (a refused token, spec §4 "A 401 response clears stored user info and token"). */
export function forgetSignedInSession(): void {
  forgetAuthToken(window.sessionStorage)
  window.sessionStorage.removeItem(USER_INFO_KEY)
  for (const name of TOKEN_COOKIES) writeCookie(name, '', 0)
}

/** Logout clears the group code as well (spec §4): the next page resolves the tenant afresh. */
export function forgetEverythingOnLogout(): void {
  forgetSignedInSession()
  forgetGroupCode(window.sessionStorage)
  window.sessionStorage.removeItem(LOGIN_TYPE_KEY)
}

/** Whether the `jwt` cookie is there: the login screen drops a stored token without it (spec §4). */
export function hasTokenCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => /^\s*jwt=./.test(part))
}

/** sessionStorage `loginType`: how the patron signed in, when by a redirect (spec §5, §9). */
export const LOGIN_TYPE_KEY = 'loginType'
export const LOGIN_TYPE = { passport: '2', unified: '4' } as const
