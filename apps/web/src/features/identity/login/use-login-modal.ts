import { useCallback } from 'react'
import { usePortalBootstrap } from '../../../lib/use-portal-bootstrap.ts'
import { goToProvider, loginEntry } from './login-method.ts'
import { closeLoginModal, openLoginModal, useLoginModalState, type LoginModalReason } from './login-modal-store.ts'

/**
 * For any page: `open()` starts signing in as spec §5 "Login entry" says — straight to the one outside
 * provider when that is the only way, otherwise the login modal. `close()` and `state` for completeness.
 */
export function useLoginModal() {
  const bootstrap = usePortalBootstrap()
  const state = useLoginModalState()
  const findConfig = bootstrap.data?.findConfig
  const open = useCallback(
    (reason: LoginModalReason = null) => {
      const entry = findConfig ? loginEntry(findConfig) : null
      if (entry?.kind === 'redirect') goToProvider(entry.link)
      else openLoginModal(reason)
    },
    [findConfig],
  )
  return { open, close: closeLoginModal, state }
}
