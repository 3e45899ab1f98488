import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { isDeletedState } from './account-export.ts'

/** The notice the home page shows once after an account deletion signed the browser out (mounted by the layout). */
export function AccountDeletedNotice() {
  const { t } = useTranslation('accountDeletion')
  const { state, key } = useLocation()
  const [dismissed, setDismissed] = useState<string | null>(null)
  const utils = trpc.useUtils()
  const deleted = isDeletedState(state)
  // Only here, away from the personal pages, is the deleted patron dropped from the cache (the header signs out).
  useEffect(() => {
    if (deleted) utils.identity.me.setData(undefined, null)
  }, [deleted, utils])
  if (!deleted || dismissed === key) return null
  return (
    <div role="status" className="mx-auto mt-4 flex max-w-6xl items-start justify-between gap-4 rounded border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950 sm:mx-6 lg:mx-auto">
      <p>{t('deletedNotice')}</p>
      <button
        type="button"
        onClick={() => setDismissed(key)}
        className="shrink-0 rounded px-2 text-sm font-medium underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        {t('dismiss')}
      </button>
    </div>
  )
}
