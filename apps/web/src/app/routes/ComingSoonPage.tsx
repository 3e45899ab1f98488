import { useTranslation } from 'react-i18next'
import { HomeLink } from '../../components/HomeLink.tsx'
import { MessagePage } from '../../components/MessagePage.tsx'
import type { RouteTitleKey } from './route-table.ts'

/** Stand-in for a page a later issue builds: its real title and a way home. */
export function ComingSoonPage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation(['routes', 'common'])
  return (
    <MessagePage
      title={t(titleKey)}
      message={t('common:comingSoon.message')}
      actions={<HomeLink label={t('common:comingSoon.backHome')} />}
    />
  )
}
