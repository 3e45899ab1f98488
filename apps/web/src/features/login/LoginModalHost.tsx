import { useNavigate } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'
import { closeLoginModal, useLoginModalState } from './login-modal-store.ts'
import { LoginModal } from './LoginModal.tsx'

/**
 * Draws the login modal wherever the portal is (mounted once, in the layout). A sign-in in the modal
 * refreshes the page's data in place (spec §4), except on the password-reset page, which leads to /Home.
 */
export function LoginModalHost() {
  const state = useLoginModalState()
  const bootstrap = usePortalBootstrap()
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  if (!bootstrap.data) return null

  const onSignedIn = () => {
    const from = state.openedFrom ?? ''
    closeLoginModal()
    if (/^\/resetPassword(\/|\?|$)/i.test(from)) navigate('/Home', { replace: true })
    void utils.invalidate()
  }

  return (
    <LoginModal
      open={state.open}
      reason={state.reason}
      findConfig={bootstrap.data.findConfig}
      groupCode={bootstrap.data.group.groupCode}
      onClose={closeLoginModal}
      onSignedIn={onSignedIn}
    />
  )
}
