import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { AvatarUpload } from './AvatarUpload.tsx'
import { ContactSection } from './ContactSection.tsx'
import { ProfileCard } from './ProfileCard.tsx'
import { ProfileEditForm } from './ProfileEditForm.tsx'

/** "Personal information" of My library (user-menu key 1): the profile, the avatar, what the patron may edit, the notice contacts. */
export function ProfilePanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profile')
  const profile = trpc.profile.get.useQuery()
  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
      {profile.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
      ) : profile.isError ? (
        <ErrorPanel title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          <AvatarUpload picUrl={profile.data.picUrl} name={profile.data.name} />
          <section aria-labelledby="profile-card-title" className="rounded border border-slate-200 p-4">
            <h3 id="profile-card-title" className="mb-2 font-semibold text-slate-900">{t('card')}</h3>
            <ProfileCard profile={profile.data} />
          </section>
          <ProfileEditForm key={profile.data.patronId} profile={profile.data} />
          <ContactSection />
        </>
      )}
      {/* What the page puts under the profile: the account-deletion section (composed in app/routes/personal/ProfileSection.tsx). */}
      {children}
    </section>
  )
}
