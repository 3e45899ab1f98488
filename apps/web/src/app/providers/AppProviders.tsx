import type { Locale } from '@portal/contracts'
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { handleUnauthorized } from '../../features/identity/login/unauthorized.ts'
import { handleContactBindingRequired } from '../../features/identity/session/contact-binding-required.ts'
import { createI18n } from '../../lib/i18n.ts'
import { trpc } from '../../lib/trpc.ts'
import { createPortalTrpcClient, type PortalTrpcClient } from '../../lib/trpc-client.ts'

type AppProvidersProps = {
  locale: Locale
  children: ReactNode
  /** Tests pass their own clients; the app builds the real ones. */
  trpcClient?: PortalTrpcClient
  queryClient?: QueryClient
  i18nInstance?: i18n
}

/** An error the server answered deliberately: it carries our business code and is no server fault. */
function isBusinessError(error: unknown): boolean {
  const data = (error as { data?: { appCode?: unknown; httpStatus?: unknown } } | null)?.data
  return typeof data?.appCode === 'string' && data.appCode !== 'INTERNAL' && data.appCode !== 'SERVICE_UNAVAILABLE' && data.appCode !== 'TIMEOUT'
}

export function createQueryClient(): QueryClient {
  // A business error (not found, invalid input, sign-in needed) answers the same on a second try: only
  // failures of the network or the server are retried, once.
  // Any call answered 401 (spec §4, §8) forgets the session and opens the login modal, in this one place.
  // A mutation may opt out with meta.ignoreUnauthorized (signing out with an expired session). A personal call
  // refused because the library requires a verified contact opens forced binding, also from here.
  const forgetUser = () => queryClient.setQueriesData({ queryKey: [['identity', 'me']] }, null)
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        handleUnauthorized(error, forgetUser)
        handleContactBindingRequired(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (!mutation.meta?.ignoreUnauthorized) handleUnauthorized(error, forgetUser)
        handleContactBindingRequired(error)
      },
    }),
    defaultOptions: { queries: { retry: (failures, error) => failures < 1 && !isBusinessError(error), refetchOnWindowFocus: false } },
  })
  return queryClient
}

/** Translations, TanStack Query and the tRPC client, for everything below. */
export function AppProviders({ locale, children, ...injected }: AppProvidersProps) {
  const [i18nInstance] = useState(() => injected.i18nInstance ?? createI18n(locale))
  const [queryClient] = useState(() => injected.queryClient ?? createQueryClient())
  const [trpcClient] = useState(() => injected.trpcClient ?? createPortalTrpcClient(locale))

  return (
    <I18nextProvider i18n={i18nInstance}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  )
}
