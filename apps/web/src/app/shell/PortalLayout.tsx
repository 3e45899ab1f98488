import type { PortalBootstrap } from '@portal/contracts'
import { lazy, Suspense, type CSSProperties } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { hexToCssColour } from '../../lib/css-colour.ts'
import { AccountDeletedNotice } from '../../features/account-deletion/AccountDeletedNotice.tsx'
import { LoginModalHost } from '../../features/identity/login/LoginModalHost.tsx'
import { NAVIGATION_KEY, useAddressEntry } from '../../features/identity/session/use-address-entry.ts'
import { useReturningSession } from '../../features/identity/session/use-returning-session.ts'
import { useCurrentUser } from '../../lib/use-current-user.ts'
import { useVisitLog } from '../../lib/use-usage-log.ts'
import { isMobileUserAgent } from '../../lib/user-agent.ts'
import { isFooterVisible } from './footer-visibility.ts'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { SkipLink } from './SkipLink.tsx'

// A patron's first sign-in shows the tour: its code comes then, not with every page.
const GuidedTour = lazy(() => import('../../features/identity/tour/GuidedTour.tsx').then((m) => ({ default: m.GuidedTour })))

const MAIN_ID = 'main-content'
/** Read once: the user agent does not change while the page lives. */
const MOBILE = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)

/** Header, page, footer. Tenant colours become the CSS variables behind bg-nav-back / text-nav-text. */
export function PortalLayout({ bootstrap }: { bootstrap: PortalBootstrap }) {
  const { pathname } = useLocation()
  const { findConfig } = bootstrap
  useVisitLog()
  useAddressEntry()
  useReturningSession(findConfig)
  // External personal pages are embedded elsewhere: no header unless the hand-over asked for it (spec §2).
  const headerHidden = findConfig.loginFlag === '1' || (/^\/personalExternal(\/|$)/i.test(pathname) && window.sessionStorage.getItem(NAVIGATION_KEY) !== '1')
  const { user } = useCurrentUser()
  // The tour needs the header it points at, and never interrupts sign-in or forced binding (whose patron the
  // server refuses the tour's own call until a contact is bound).
  const tourShown = user?.firstLoginFlag === '0' && !headerHidden && !/^\/(login|forceBinding)\/?$/i.test(pathname)
  const colours = {
    '--color-nav-back': hexToCssColour(findConfig.navBackColor, '#25313d'),
    '--color-nav-text': hexToCssColour(findConfig.navTextColor, '#ffffff'),
  } as CSSProperties

  return (
    <div
      style={colours}
      data-layout={MOBILE ? 'mobile' : 'desktop'}
      // blackAndWhiteModel '1' turns the whole site grey (days of mourning, spec §2).
      className={`flex min-h-screen flex-col bg-white text-slate-900 ${findConfig.blackAndWhiteModel === '1' ? 'grayscale' : ''}`}
    >
      <SkipLink targetId={MAIN_ID} />
      {/* loginFlag '1' hides the header (spec §2). */}
      {headerHidden ? null : <SiteHeader bootstrap={bootstrap} mobile={MOBILE} />}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Once, after an account deletion signed the browser out (issue 16). */}
        <AccountDeletedNotice />
        <Outlet />
      </main>
      {isFooterVisible(pathname, findConfig) ? <SiteFooter bootstrap={bootstrap} /> : null}
      {tourShown ? (
        <Suspense fallback={null}>
          <GuidedTour />
        </Suspense>
      ) : null}
      <LoginModalHost />
    </div>
  )
}
