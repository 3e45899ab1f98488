import { useTranslation } from 'react-i18next'
import { FavouriteButton } from '../../../components/favourite/FavouriteButton.tsx'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { LoginRequiredAction } from './LoginRequiredAction.tsx'

/** The favourite action of a result or a record page: the folder picker for a patron, "please log in first" for a visitor. */
export function FavouriteAction({ recordId, title, className }: { recordId: number; title: string; className?: string }) {
  const { t } = useTranslation('search')
  const { user } = useCurrentUser()
  if (!user) return <LoginRequiredAction label={t('actions.favourite')} signedInTo="/myFav" className={className} />
  return <FavouriteButton recordId={recordId} title={title} className={className} />
}
