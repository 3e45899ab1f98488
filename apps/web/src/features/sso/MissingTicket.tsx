import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { MessagePage } from '../../components/MessagePage.tsx'

/** A binding screen opened without its ticket (or from an old link): nothing to bind, sign in again. */
export function MissingTicket({ title }: { title: string }) {
  const { t } = useTranslation('sso')
  return (
    <MessagePage
      title={title}
      message={t('missingTicket')}
      actions={
        <Link to="/login" className="rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
          {t('backToLogin')}
        </Link>
      }
    />
  )
}
