import type { Locale } from '@portal/contracts'
import { forgetAuthToken } from '../../lib/auth-token.ts'
import { downloadFile } from '../../lib/download-file.ts'
import { forgetGroupCode } from '../../lib/tenant-session.ts'

// The browser's side of account deletion: saving the data export (a file, fetched with the patron's token header
// like every call) and forgetting the deleted account's session (the server revoked it already).

const EXPORT_PATH = '/find/userLogOut/exportUserData'

/** Downloads the ZIP of the patron's data; throws with the server's message when it refuses. */
export async function downloadAccountExport(locale: Locale): Promise<void> {
  await downloadFile(EXPORT_PATH, { locale, expectedType: 'zip', fallbackName: 'my-library-data.zip' })
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
