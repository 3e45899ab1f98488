import type { PortalBootstrap } from '@portal/contracts'
import { HelpButton } from './header/HelpButton.tsx'
import { LibraryPicker } from './header/LibraryPicker.tsx'
import { LoginButton } from '../../features/identity/login/LoginButton.tsx'
import { useSignOut } from '../../features/identity/login/use-sign-out.ts'
import { LanguageSwitch } from './language/LanguageSwitch.tsx'
import { MainNavigation } from './navigation/MainNavigation.tsx'
import { UserMenu } from './navigation/UserMenu.tsx'
import { InboxBadge } from '../../features/inbox/InboxBadge.tsx'
import { needsContactBinding } from '../../features/identity/session/contact-binding-required.ts'
import { useCurrentUser } from '../../lib/use-current-user.ts'
import { tenantName } from '../../lib/tenant-name.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { TenantBrand } from './TenantBrand.tsx'

/** Brand, library picker, language switch, help and sign-in, then the top menu, in the tenant's navigation colours. */
export function SiteHeader({ bootstrap, mobile }: { bootstrap: PortalBootstrap; mobile: boolean }) {
  const locale = useLocale()
  const picker = bootstrap.findConfig.independentLibCode === '1' && bootstrap.libraries.length > 0
  const { user, pending } = useCurrentUser()
  const signOut = useSignOut()
  return (
    <header className="bg-nav-back text-nav-text">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <TenantBrand name={tenantName(bootstrap.group, locale)} logo={bootstrap.logo} />
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          {picker ? <LibraryPicker libraries={bootstrap.libraries} /> : null}
          <LanguageSwitch />
          <HelpButton />
          {user ? (
            <>
              {/* The server answers no personal call before a required contact is bound. */}
              {needsContactBinding(bootstrap.findConfig, user) ? null : <InboxBadge />}
              <UserMenu user={user} bootstrap={bootstrap} onSignOut={() => void signOut()} />
            </>
          ) : pending ? null : (
            <LoginButton className="rounded border border-white/40 px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current" />
          )}
        </div>
      </div>
      <div className="mx-auto max-w-6xl md:px-4">
        <MainNavigation menuA={bootstrap.menu.menuA} mobile={mobile} />
      </div>
    </header>
  )
}
