import type { Locale } from '@portal/contracts'
import { httpBatchLink } from '@trpc/client'
import { fetchWithTimeout } from './fetch-with-timeout.ts'
import { buildRequestHeaders } from './request-headers.ts'
import { trpc } from './trpc.ts'

/** Same origin as the page; the dev server proxies it to apps/server. */
export const TRPC_URL = '/trpc'

/**
 * The app's tRPC client. Headers are computed for every request (not once), so a group code or
 * token stored after start-up is sent from the next call on. The language never changes while the
 * page lives: choosing another one reloads the page (spec §4).
 */
export function createPortalTrpcClient(locale: Locale) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        // Within the server's maxParamLength, and short enough for proxies in front of it.
        maxURLLength: 4000,
        fetch: fetchWithTimeout(),
        headers: () => buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage }),
      }),
    ],
  })
}

export type PortalTrpcClient = ReturnType<typeof createPortalTrpcClient>
