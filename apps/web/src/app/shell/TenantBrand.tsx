import type { Logo } from '@portal/contracts'
import { Link } from 'react-router-dom'
import { safeHref } from '../../lib/safe-href.ts'

/** Logo and name of the tenant; a click goes home (spec §2). The name is the link's text; an unsafe logo address shows no image. */
export function TenantBrand({ name, logo }: { name: string; logo: Logo }) {
  const logoSrc = safeHref(logo.logoUrl)
  return (
    <Link
      to="/Home"
      className="flex min-w-0 items-center gap-3 rounded text-nav-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      {logoSrc ? (
        <img
          src={logoSrc}
          alt=""
          width={logo.logoWidth}
          height={logo.logoHeight}
          className="h-10 w-auto max-w-[40vw] shrink-0 object-contain"
        />
      ) : null}
      <span className="truncate text-lg font-semibold">{name}</span>
    </Link>
  )
}
