import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useForcedPasswordChange } from '../../../lib/forced-change.ts'
import { encryptPassword } from '../../../lib/password-cipher.ts'
import { trpc } from '../../../lib/trpc.ts'
import { forgetSignedInSession, storeSignedInSession } from './stored-session.ts'

export type Credentials = { username: string; password: string; verifyCode: string; codeKey: string }
/** What a sign-in attempt left for the form to show: nothing (it moved on), a failure, or a reminder. */
export type SignInAttempt = { kind: 'failed'; message: string } | { kind: 'reminder'; message: string } | { kind: 'done' }

/**
 * The sign-in of spec §4: encrypts the password with the server's transport key, calls identity.signIn and
 * follows the answer. `ok` stores the token (sessionStorage and cookies), refreshes the patron and calls
 * `onSignedIn` — unless the library requires a verified contact the patron lacks: then the token is kept
 * for /forceBinding, which finishes the sign-in. The two password cases open the forced change (lib/forced-change).
 */
export function useSignIn(onSignedIn: () => void) {
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  const signIn = trpc.identity.signIn.useMutation()
  const forcedChange = useForcedPasswordChange()
  const [pending, setPending] = useState(false)

  const submit = async (credentials: Credentials): Promise<SignInAttempt> => {
    setPending(true)
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      const password = encryptPassword(credentials.password, keyHex)
      const result = await signIn.mutateAsync({ ...credentials, password })
      if (result.status === 'ok') {
        if (!storeSignedInSession({ header: result.jwtHeader, value: result.jwt })) throw new Error('')
        // Fetched, not invalidated: the header's query is disabled while no token is stored, so only new data
        // in the cache makes it render the patron.
        await utils.identity.me.fetch(undefined, { staleTime: 0 })
        if (result.mustBindContact) navigate('/forceBinding', { replace: true })
        else onSignedIn()
        return { kind: 'done' }
      }
      const reminder = forcedChange(result, { username: credentials.username, password })
      return reminder === null ? { kind: 'done' } : { kind: 'reminder', message: reminder }
    } catch (error) {
      forgetSignedInSession()
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    } finally {
      setPending(false)
    }
  }
  return { submit, pending }
}
