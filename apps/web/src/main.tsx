import { notifyManager } from '@tanstack/react-query'
import { createTRPCQueryUtils } from '@trpc/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders, createQueryClient } from './app/providers/AppProviders.tsx'
import { createPortalRouter } from './app/router.tsx'
import { preloadPageOf } from './app/routes/route-table.ts'
import './index.css'
import { loadLocaleTexts } from './lib/i18n.ts'
import { readLanguagePreference } from './lib/language-preference.ts'
import { createPortalTrpcClient } from './lib/trpc-client.ts'

const locale = readLanguagePreference(window.localStorage)
document.documentElement.lang = locale

const container = document.getElementById('app')
if (!container) throw new Error('index.html lacks <div id="app">')

// Three fetches at once, none waiting for another: the language's texts, the tenant's bootstrap (BootstrapGate finds
// it in the query cache) and the chunk of the page the address shows. index.html shows a spinner meanwhile.
// A page's calls go out in one batch and come back together: each answer is drawn in a task of its own, so a
// phone's main thread is never held for all of them at once (the record page has fifteen).
notifyManager.setNotifyFunction((notify) => setTimeout(notify, 0))

const queryClient = createQueryClient()
const trpcClient = createPortalTrpcClient(locale)
void createTRPCQueryUtils({ queryClient, client: trpcClient }).tenancy.bootstrap.prefetch(undefined, { staleTime: Infinity })
preloadPageOf(window.location.hash.replace(/^#/, '').split('?')[0] ?? '')

void loadLocaleTexts(locale).then(() => {
  const root = createRoot(container)
  // In slices that React may interrupt (a transition), as BootstrapGate draws the portal.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders locale={locale} queryClient={queryClient} trpcClient={trpcClient}>
          <RouterProvider router={createPortalRouter()} />
        </AppProviders>
      </StrictMode>,
    ),
  )
})
