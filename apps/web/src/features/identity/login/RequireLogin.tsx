import type { KeyOf } from '@portal/i18n'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { MessagePage } from '../../../components/MessagePage.tsx'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { useLoginModal } from './use-login-modal.ts'

type RequireLoginProps = { titleKey: KeyOf<'routes'>; children: ReactNode }

/**
 * A page that needs a patron (spec §6 "Pages needing login show 'please log in first'"): a visitor sees the
 * page's title, that message and a sign-in button, and the login modal opens; after signing in the page shows.
 */
export function RequireLogin({ titleKey, children }: RequireLoginProps) {
  const { t } = useTranslation(['routes', 'errors', 'login'])
  const { user, pending } = useCurrentUser()
  const { open } = useLoginModal()
  const signedOut = !pending && !user
  useEffect(() => {
    if (signedOut) open('required')
  }, [signedOut, open])

  if (pending) return <LoadingIndicator />
  if (user) return children
  return (
    <MessagePage
      title={t(titleKey)}
      message={t('errors:UNAUTHENTICATED')}
      actions={
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => open('required')}
          className="rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800"
        >
          {t('login:modal.title')}
        </button>
      }
    />
  )
}
