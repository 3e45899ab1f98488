import { useTranslation } from 'react-i18next'
import { HomeLink } from '../../components/HomeLink.tsx'
import { MessagePage } from '../../components/MessagePage.tsx'

/** Any address that is not a route of spec §2. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return <MessagePage title={t('notFound.title')} message={t('notFound.message')} actions={<HomeLink label={t('notFound.backHome')} />} />
}
