import type { PortalBootstrap } from '@portal/contracts'
import { LanguageSwitch } from '../../features/language/LanguageSwitch.tsx'
import { MainNavigation } from '../../features/navigation/MainNavigation.tsx'
import { tenantName } from '../../lib/tenant-name.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { TenantBrand } from './TenantBrand.tsx'

/** Brand, language switch and the top menu, in the tenant's navigation colours. */
export function SiteHeader({ bootstrap, mobile }: { bootstrap: PortalBootstrap; mobile: boolean }) {
  const locale = useLocale()
  return (
    <header className="bg-nav-back text-nav-text">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <TenantBrand name={tenantName(bootstrap.group, locale)} logo={bootstrap.logo} />
        <LanguageSwitch />
      </div>
      <div className="mx-auto max-w-6xl md:px-4">
        <MainNavigation menuA={bootstrap.menu.menuA} mobile={mobile} />
      </div>
    </header>
  )
}
