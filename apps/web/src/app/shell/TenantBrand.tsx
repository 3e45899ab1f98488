import type { Logo } from '@portal/contracts'
import { Link } from 'react-router-dom'

/** Logo and name of the tenant; a click goes home (spec §2). The name is the link's text. */
export function TenantBrand({ name, logo }: { name: string; logo: Logo }) {
  return (
    <Link
      to="/Home"
      className="flex min-w-0 items-center gap-3 rounded text-nav-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      {logo.logoUrl ? (
        <img
          src={logo.logoUrl}
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
