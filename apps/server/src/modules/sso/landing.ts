import type { Tenant } from '@portal/db'
import { SSO_ERROR_PARAM } from '@portal/contracts'
import type { IssuedSession } from '../identity/index.ts'

// Where the browser goes at the end of a single sign-on (contract §4.2). Every address is built on the
// portal's own origin and a hash route, and `page` / `opacRoute` must be a plain in-app path: whatever a
// link carries, the sign-on cannot send the patron (and their token) to another site.

const APP_PATH = /^\/?([A-Za-z0-9_-]{1,60}(?:\/[A-Za-z0-9_-]{1,60}){0,5})$/

/** `Home`, `/Home`, `/searchList/bookDetails/12` → `/…`; anything else (schemes, `//host`, `..`, queries) → null. */
export function inAppPath(raw: string | undefined | null): string | null {
  const match = typeof raw === 'string' ? APP_PATH.exec(raw.trim()) : null
  return match ? `/${match[1]}` : null
}

/** The address segment naming a tenant in /find/sso/login/{tenant}/{type}: its mapping path, else its group code. */
export const tenantSegment = (tenant: Pick<Tenant, 'mappingPath' | 'groupCode'>) => tenant.mappingPath || tenant.groupCode

/** Start of a tenant's sign-on with one provider (login modal links, /find/ssoCalis/getLoginUrl). */
export const signOnStartUrl = (origin: string, tenant: Pick<Tenant, 'mappingPath' | 'groupCode'>, providerCode: string, type = '0') =>
  `${origin}/find/sso/login/${encodeURIComponent(tenantSegment(tenant))}/${type}?idp=${encodeURIComponent(providerCode)}`

/**
 * Signed in: `#/Home?jwt=…&jwtHeader=jwtOpacAuth&pageType=0&navigation=1` as the gateways in the wild land,
 * or `#/<page>?jwt=…&jwtHeader=jwtOpacAuth` when the start asked for a page (U7).
 */
export function signedInLanding(origin: string, session: Pick<IssuedSession, 'jwt' | 'jwtHeader'>, page: string | null): string {
  const token = `jwt=${encodeURIComponent(session.jwt)}&jwtHeader=${encodeURIComponent(session.jwtHeader)}`
  return page ? `${origin}/#${page}?${token}` : `${origin}/#/Home?${token}&pageType=0&navigation=1`
}

/** Nobody matched the provider's account: the association screen with the signed uid ticket. */
export const associationLanding = (origin: string, uidTicket: string) => `${origin}/#/relevanceUid?uid=${encodeURIComponent(uidTicket)}`

/** The sign-on failed: the login screen shows the translated error of `code`. */
export const failureLanding = (origin: string, code: string) => `${origin}/#/login?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`
