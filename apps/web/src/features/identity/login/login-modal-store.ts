import { useSyncExternalStore } from 'react'

// The login modal is opened from anywhere: the header, a page that needs a patron, and the query client
// when a call answers 401 (outside React). A tiny external store serves all of them; LoginModalHost draws it.

/** Why the modal opened: `expired` shows spec §8's "login information expired" message, `required` "please log in first". */
export type LoginModalReason = 'expired' | 'required' | null

export type LoginModalState = { open: boolean; reason: LoginModalReason; openedFrom: string | null }

let state: LoginModalState = { open: false, reason: null, openedFrom: null }
const listeners = new Set<() => void>()

function set(next: LoginModalState) {
  state = next
  for (const listener of listeners) listener()
}

/**
 * Opens the modal (again); the route it was opened on decides where a success goes. An open modal keeps
 * saying the session expired: the page asking for a sign-in right after (it lost its patron) says less.
 */
export function openLoginModal(reason: LoginModalReason = null): void {
  const kept = state.open && (state.reason === 'expired' || reason === null) ? state.reason : reason
  set({ open: true, reason: kept, openedFrom: state.open && state.openedFrom ? state.openedFrom : window.location.hash.replace(/^#/, '') || '/' })
}

export function closeLoginModal(): void {
  if (state.open) set({ open: false, reason: null, openedFrom: null })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLoginModalState(): LoginModalState {
  return useSyncExternalStore(subscribe, () => state, () => state)
}
