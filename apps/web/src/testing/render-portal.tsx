import type { Locale, PortalBootstrap } from '@portal/contracts'
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '../app/providers/AppProviders.tsx'
import { buildRouteObjects } from '../app/router.tsx'
import { demoBootstrap } from './demo-bootstrap.ts'
import { createFakeTrpcClient, type FakeAnswer } from './fake-trpc-client.ts'

type RenderPortalOptions = {
  locale?: Locale
  /** The hash route to open, e.g. '/Home'. */
  path?: string
  bootstrap?: PortalBootstrap
  /** Replaces the default answer (the bootstrap for tenancy.bootstrap). */
  answer?: FakeAnswer
}

/** The whole app (providers, routes, shell) in memory, against a fake tRPC server. */
export function renderPortal({ locale = 'zh-CN', path = '/Home', bootstrap = demoBootstrap(), answer }: RenderPortalOptions = {}) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const trpcClient = createFakeTrpcClient(answer ?? ((p) => (p === 'tenancy.bootstrap' ? { data: bootstrap } : { error: `no fake for ${p}` })))
  const view = render(
    <AppProviders locale={locale} trpcClient={trpcClient} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router }
}
