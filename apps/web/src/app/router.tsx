import { Suspense } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom'
import { RequireLogin } from '../features/identity/login/RequireLogin.tsx'
import { ComingSoonPage } from './routes/ComingSoonPage.tsx'
import { NotFoundPage } from './routes/NotFoundPage.tsx'
import { PageFallback } from './routes/PageFallback.tsx'
import { PORTAL_ROUTES, type PortalRoute, type RouteTitleKey } from './routes/route-table.ts'
import { RouteErrorPage } from './routes/RouteErrorPage.tsx'
import { AppShell } from './shell/AppShell.tsx'

/** What each matched route carries in `handle` (tests and, later, breadcrumbs read it). */
export type PortalRouteHandle = { titleKey: RouteTitleKey } | { notFound: true }

function pageOf({ page: Page, titleKey, requiresLogin }: PortalRoute) {
  // Pages load on demand (route-table.ts): the fallback holds their space while the chunk arrives.
  const page = Page ? <Suspense fallback={<PageFallback />}><Page /></Suspense> : <ComingSoonPage titleKey={titleKey} />
  return requiresLogin ? <RequireLogin titleKey={titleKey}>{page}</RequireLogin> : page
}

/** The route objects: every route of the table (and its aliases) inside the portal shell. */
export function buildRouteObjects(): RouteObject[] {
  const pages: RouteObject[] = PORTAL_ROUTES.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => ({
      path,
      element: pageOf(route),
      handle: { titleKey: route.titleKey } satisfies PortalRouteHandle,
    })),
  )
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/Home" replace /> },
        ...pages,
        { path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies PortalRouteHandle },
      ],
    },
  ]
}

/** Hash routes (`#/Home`), as LibStar's links and bookmarks use them. */
export function createPortalRouter() {
  return createHashRouter(buildRouteObjects())
}
