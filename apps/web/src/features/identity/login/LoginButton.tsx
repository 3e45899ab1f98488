import { useTranslation } from 'react-i18next'
import { useLoginModal } from './use-login-modal.ts'

/** The header's sign-in entry: the login modal, or straight to the library's only sign-on (spec §5). */
export function LoginButton({ className }: { className: string }) {
  const { t } = useTranslation('header')
  const { open } = useLoginModal()
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => open()} className={className}>
      {t('signIn')}
    </button>
  )
}
