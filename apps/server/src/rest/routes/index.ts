import type { RestRoute } from '../route-table.ts'
import { adminRoutes } from './admin.routes.ts'
import { digitalItemsRoutes } from './digital-items.routes.ts'
import { holdingsRoutes } from './holdings.routes.ts'
import { homeListsRoutes } from './home-lists.routes.ts'
import { homeRoutes } from './home.routes.ts'
import { recordDetailRoutes } from './record-detail.routes.ts'
import { recordExtrasRoutes } from './record-extras.routes.ts'
import { reviewsRoutes } from './reviews.routes.ts'
import { searchExtrasRoutes } from './search-extras.routes.ts'
import { searchRoutes } from './search.routes.ts'
import { sessionRoutes } from './session.routes.ts'
import { tenancyRoutes } from './tenancy.routes.ts'
import { usageLogRoutes } from './usage-log.routes.ts'

/** The whole REST surface, one table per domain. */
export const restRoutes: RestRoute[] = [...tenancyRoutes, ...searchRoutes, ...searchExtrasRoutes, ...holdingsRoutes, ...recordDetailRoutes, ...recordExtrasRoutes, ...reviewsRoutes, ...digitalItemsRoutes, ...homeRoutes, ...homeListsRoutes, ...usageLogRoutes, ...sessionRoutes, ...adminRoutes]
