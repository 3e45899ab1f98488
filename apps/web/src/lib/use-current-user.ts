import { storedAuthToken } from './auth-token.ts'
import { trpc } from './trpc.ts'

/**
 * The signed-in patron (`/oga/userinfo`), asked only when a token is stored; null for a visitor. A 401
 * (expired token) answers no user rather than an error: the header then offers sign-in again.
 */
export function useCurrentUser() {
  const signedIn = storedAuthToken(window.sessionStorage) !== null
  const query = trpc.session.me.useQuery(undefined, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 })
  return { user: signedIn ? (query.data ?? null) : null, pending: signedIn && query.isPending }
}
