import { useLocation } from 'react-router-dom'

/**
 * The ticket a binding screen works on (`openId` or `uid`): from the route's query (the server's redirect,
 * `#/relevanceUid?uid=…`) or from the navigation state (spec §2: the screens "read it from navigation state").
 */
export function useBindingTicket(name: 'openId' | 'uid'): string | null {
  const location = useLocation()
  const fromQuery = new URLSearchParams(location.search).get(name)
  const state = location.state as Record<string, unknown> | null
  const fromState = state && typeof state[name] === 'string' ? (state[name] as string) : null
  const ticket = (fromQuery ?? fromState)?.trim()
  return ticket ? ticket : null
}

/**
 * WeChat returns to its redirect address with `?code=&state=` put before the fragment
 * (`/?code=…&state=…#/wxLogin`); a proxy may keep them in the route's query instead. Both are read.
 */
export function wechatReturnParams(routeSearch: string, pageSearch: string): { code: string | null; state: string | null } {
  const route = new URLSearchParams(routeSearch)
  const page = new URLSearchParams(pageSearch)
  return { code: route.get('code') ?? page.get('code'), state: route.get('state') ?? page.get('state') }
}

/** The real query string without WeChat's parameters (so the code leaves the address once used). */
export function pageSearchWithoutWechat(pageSearch: string): string {
  const rest = new URLSearchParams([...new URLSearchParams(pageSearch)].filter(([name]) => name !== 'code' && name !== 'state'))
  const query = rest.toString()
  return query ? `?${query}` : ''
}
