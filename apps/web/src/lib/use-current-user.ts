import { useEffect } from 'react'
import { forgetAuthToken, storedAuthToken } from './auth-token.ts'
import { trpc } from './trpc.ts'

/**
 * The signed-in patron (`/oga/userinfo`), asked only when a token is stored; null for a visitor. A token
 * the server no longer accepts (expired, revoked) answers null: it is forgotten and the header offers sign-in again.
 */
export function useCurrentUser() {
  const signedIn = storedAuthToken(window.sessionStorage) !== null
  const query = trpc.identity.me.useQuery(undefined, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 })
  const refused = signedIn && query.data === null
  useEffect(() => {
    if (refused) forgetAuthToken(window.sessionStorage)
  }, [refused])
  return { user: signedIn ? (query.data ?? null) : null, pending: signedIn && query.isPending }
}
