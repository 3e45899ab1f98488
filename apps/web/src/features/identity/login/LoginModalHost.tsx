import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { usePortalBootstrap } from '../../../lib/use-portal-bootstrap.ts'
import { closeLoginModal, useLoginModalState } from './login-modal-store.ts'

// The modal's code (forms, captcha, the password cipher) comes when it first opens, not with every page.
const LoginModal = lazy(() => import('./LoginModal.tsx').then((m) => ({ default: m.LoginModal })))

/**
 * Draws the login modal wherever the portal is (mounted once, in the layout). A sign-in in the modal
 * refreshes the page's data in place (spec §4), except on the password-reset page, which leads to /Home.
 */
export function LoginModalHost() {
  const state = useLoginModalState()
  const bootstrap = usePortalBootstrap()
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  // Once opened, the modal stays mounted (closed), as before its code was loaded on demand.
  const [opened, setOpened] = useState(false)
  if (state.open && !opened) setOpened(true)
  if (!bootstrap.data || !(state.open || opened)) return null

  const onSignedIn = () => {
    const from = state.openedFrom ?? ''
    closeLoginModal()
    if (/^\/resetPassword(\/|\?|$)/i.test(from)) navigate('/Home', { replace: true })
    void utils.invalidate()
  }

  return (
    <Suspense fallback={null}>
      <LoginModal
        open={state.open}
        reason={state.reason}
        findConfig={bootstrap.data.findConfig}
        groupCode={bootstrap.data.group.groupCode}
        onClose={closeLoginModal}
        onSignedIn={onSignedIn}
      />
    </Suspense>
  )
}
