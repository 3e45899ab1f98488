// Where a sign-in continues to (spec §2 "Login screen": /home or a saved next path). Only paths of this
// app are followed: a next path from the address must never send the patron to another site.

export const LOGIN_NEXT_PATH_KEY = 'loginNextPath'
export const DEFAULT_AFTER_LOGIN = '/Home'

/** Paths that make no sense to return to after signing in. */
const NOT_A_TARGET = /^\/(login|modifyPassword|resetPassword)(\/|$|\?)/i

/** The in-app route of a saved path (`/x`, `#/x` or `/#/x`), or null for anything else. */
export function inAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null
  const path = raw.trim().replace(/^\/?#/, '')
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20)) return null
  return NOT_A_TARGET.test(path) ? null : path
}

/** The target after signing in: ?next=, else localStorage loginNextPath, else /Home. */
export function loginTarget(search: string, storage: Pick<Storage, 'getItem'>): string {
  const next = new URLSearchParams(search).get('next')
  return inAppPath(next) ?? inAppPath(storage.getItem(LOGIN_NEXT_PATH_KEY)) ?? DEFAULT_AFTER_LOGIN
}
