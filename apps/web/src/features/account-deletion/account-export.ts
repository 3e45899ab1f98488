import type { Locale } from '@portal/contracts'
import { forgetAuthToken } from '../../lib/auth-token.ts'
import { fetchWithTimeout } from '../../lib/fetch-with-timeout.ts'
import { buildRequestHeaders } from '../../lib/request-headers.ts'
import { forgetGroupCode } from '../../lib/tenant-session.ts'

// The browser's side of account deletion: saving the data export (a file, fetched with the patron's token header
// like every call) and forgetting the deleted account's session (the server revoked it already).

const EXPORT_PATH = '/find/userLogOut/exportUserData'

/** The file name of a Content-Disposition header: the UTF-8 `filename*` (RFC 5987) when there is one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

/** Downloads the ZIP of the patron's data; throws with the server's message when it refuses. */
export async function downloadAccountExport(locale: Locale): Promise<void> {
  const headers = buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage })
  const res = await fetchWithTimeout()(EXPORT_PATH, { headers, credentials: 'same-origin' })
  if (!res.ok || !res.headers.get('content-type')?.includes('zip')) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || res.statusText)
  }
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(res.headers.get('content-disposition'), 'my-library-data.zip')
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * What a sign-out leaves behind, forgotten (as features/identity/login/stored-session.ts forgetEverythingOnLogout
 * does; a feature does not reach into another): the token in sessionStorage and its cookies, the user info, the
 * group code and how the patron signed in.
 */
export function forgetDeletedSession(): void {
  forgetAuthToken(window.sessionStorage)
  forgetGroupCode(window.sessionStorage)
  for (const key of ['userInfo', 'loginType']) window.sessionStorage.removeItem(key)
  for (const name of ['jwt', 'jwtHeader']) document.cookie = `${name}=; path=/; SameSite=Lax; max-age=0`
}

/** The router state the home page is reached with after a deletion, for AccountDeletedNotice. */
export type DeletedState = { accountDeleted: true }
export const isDeletedState = (state: unknown): state is DeletedState =>
  typeof state === 'object' && state !== null && (state as Partial<DeletedState>).accountDeleted === true
