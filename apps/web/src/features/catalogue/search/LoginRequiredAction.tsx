import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useCurrentUser } from '../../../lib/use-current-user.ts'

type LoginRequiredActionProps = {
  label: ReactNode
  /** Where a signed-in patron goes (the my-library page of the action). */
  signedInTo: string
  className?: string
}

/**
 * An action of the personal centre (favourite, subscribe). Signed out it sends nothing and says
 * "please log in first" (spec §6, §8) with a way to sign in; signed in it leads to the my-library page.
 */
export function LoginRequiredAction({ label, signedInTo, className = '' }: LoginRequiredActionProps) {
  const { t } = useTranslation('search')
  const { user } = useCurrentUser()
  const [asked, setAsked] = useState(false)
  const messageId = useId()
  const style = `inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 ${className}`
  if (user)
    return (
      <Link to={signedInTo} className={style}>
        {label}
      </Link>
    )
  return (
    <span className="relative inline-flex flex-col items-end">
      <button type="button" onClick={() => setAsked(true)} aria-describedby={asked ? messageId : undefined} className={style}>
        {label}
      </button>
      <span id={messageId} role="status" className="text-xs">
        {asked ? (
          <span className="mt-1 inline-flex items-center gap-1 rounded bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-200">
            {t('actions.loginFirst')}
            <Link to="/login" className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
              {t('actions.login')}
            </Link>
          </span>
        ) : null}
      </span>
    </span>
  )
}
