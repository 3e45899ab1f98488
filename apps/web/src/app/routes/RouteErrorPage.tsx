import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { MessagePage } from '../../components/MessagePage.tsx'

/** Shown instead of the router's English developer screen when a page throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  useEffect(() => console.error(error), [error])

  return (
    <main>
      <MessagePage
        title={t('pageError.title')}
        message={t('pageError.message')}
        actions={
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {t('pageError.reload')}
          </button>
        }
      />
    </main>
  )
}
