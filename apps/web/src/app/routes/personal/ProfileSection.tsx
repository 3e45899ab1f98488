import { AccountDeletionSection } from '../../../features/account-deletion/AccountDeletionSection.tsx'
import { ProfilePanel } from '../../../features/profile/ProfilePanel.tsx'

/**
 * User-menu key 1: the profile, and at its bottom the account-deletion section (issue 16 items 4 and 8). Composed
 * here because features never import each other; keep the deletion section last.
 */
export function ProfileSection() {
  return (
    <ProfilePanel>
      {/* ── Slot: account deletion (features/account-deletion) ── */}
      <AccountDeletionSection />
    </ProfilePanel>
  )
}
