import type { AuthToken } from './auth-token.ts'

// Sign-in hand-overs in the address (spec §2 "Personal external entry", §4; contract §4.2): a gateway
// lands on `#/Home?jwt=…&jwtHeader=…&pageType=0&navigation=1`, on `#/<page>?jwt=…`, or with the token in
// the real query string. The token is kept, the page the `pageType` names is opened, and the token
// leaves the address (and the history) at once.

const ENTRY_PARAMS = ['jwt', 'jwtHeader', 'pageType', 'navigation', 'recordId'] as const

export type AddressEntry = {
  token: AuthToken | null
  /** navigation=1 keeps the header on the external personal pages. */
  navigation: boolean | null
  /** Where to go, with the entry parameters removed. */
  target: string
}

/** Spec §2: pageType → route. 4,5,6,7,10,14 open the same external personal page, 11 opens 8. */
function pageTypeTarget(pageType: string, recordId: string | null): string | null {
  switch (pageType) {
    case '0': return '/personalCenter'
    case '4': case '5': case '6': case '7': case '10': case '14': return `/personalExternal/${pageType}`
    case '11': return '/personalExternal/8'
    case '8': return '/personalCenter/customTabs'
    case '101': return '/searchList'
    case '102': return recordId && /^\d+$/.test(recordId) ? `/searchList/bookDetails/${recordId}` : '/Home'
    case '103': return '/drivePurchas'
    case '104': return '/newBookInform'
    default: return null
  }
}

/**
 * What an address hands over, or null when it carries no entry parameter. `routeSearch` is the search
 * part of the hash route, `pageSearch` the real query string (S1 puts the token there).
 */
export function readAddressEntry(routePath: string, routeSearch: string, pageSearch = ''): AddressEntry | null {
  const route = new URLSearchParams(routeSearch)
  const page = new URLSearchParams(pageSearch)
  const value = (name: string) => route.get(name) ?? page.get(name)
  if (!ENTRY_PARAMS.some((name) => value(name) !== null)) return null
  const jwt = value('jwt')
  const token = jwt ? { value: jwt, header: value('jwtHeader') || 'jwtOpacAuth' } : null
  const navigation = value('navigation')
  const rest = new URLSearchParams([...route].filter(([name]) => !(ENTRY_PARAMS as readonly string[]).includes(name)))
  const pageType = value('pageType')
  const byType = pageType === null ? null : pageTypeTarget(pageType, value('recordId'))
  const query = rest.toString()
  return {
    token,
    navigation: navigation === null ? null : navigation === '1',
    target: byType ?? `${routePath}${query ? `?${query}` : ''}`,
  }
}

/** The real query string without the entry parameters (to rewrite the address in place). */
export function pageSearchWithoutEntry(pageSearch: string): string {
  const rest = new URLSearchParams([...new URLSearchParams(pageSearch)].filter(([name]) => !(ENTRY_PARAMS as readonly string[]).includes(name)))
  const query = rest.toString()
  return query ? `?${query}` : ''
}
