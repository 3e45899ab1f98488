import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { inAppPath } from './login-next-path.ts'

// localStorage `modifyPassword` (spec §3): what a form refused for an initial or expired password leaves for
// /modifyPassword — the account, the password as sent (encrypted), the server's message and, when a binding form
// was refused, the form to return to. Sign-in and the binding forms follow that answer alike, here.

export const FORCED_CHANGE_KEY = 'modifyPassword'

/** Spec §9: an expired password is announced, then the change page opens after 3 seconds. */
export const EXPIRED_PASSWORD_DELAY_MS = 3000

export type ForcedChange = { username: string; password: string; msg: string; returnTo?: string }

/** The server's "change the password first" (identity.signIn, sso.bindUid, sso.userBind). */
export type PasswordStateOutcome = { status: 'mustChangePassword' | 'passwordExpired'; message: string }

/** Navigation state of the page a forced change returns to (/login or the binding form): it succeeded. */
export type PasswordChangedState = { passwordChanged?: boolean }

export function readForcedChange(storage: Pick<Storage, 'getItem'> = window.localStorage): ForcedChange | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(FORCED_CHANGE_KEY) ?? 'null')
    if (!value || typeof value !== 'object') return null
    const { username, password, msg, returnTo } = value as Record<string, unknown>
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return null
    const back = typeof returnTo === 'string' ? inAppPath(returnTo) : null
    return { username, password, msg: typeof msg === 'string' ? msg : '', ...(back ? { returnTo: back } : {}) }
  } catch {
    return null
  }
}

export function clearForcedChange(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  storage.removeItem(FORCED_CHANGE_KEY)
}

/**
 * Follows a "change the password first" answer: stores what /modifyPassword needs and opens it, at once for an
 * initial password, after EXPIRED_PASSWORD_DELAY_MS for an expired one. Answers the reminder to show meanwhile,
 * or null when the page opened.
 */
export function useForcedPasswordChange() {
  const navigate = useNavigate()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return useCallback(
    (outcome: PasswordStateOutcome, account: Omit<ForcedChange, 'msg'>): string | null => {
      const forced: ForcedChange = { ...account, msg: outcome.message }
      window.localStorage.setItem(FORCED_CHANGE_KEY, JSON.stringify(forced))
      if (outcome.status === 'mustChangePassword') {
        navigate('/modifyPassword')
        return null
      }
      timer.current = window.setTimeout(() => navigate('/modifyPassword'), EXPIRED_PASSWORD_DELAY_MS)
      return outcome.message
    },
    [navigate],
  )
}
