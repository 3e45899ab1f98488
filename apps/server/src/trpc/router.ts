import { router } from './init.ts'
import { adminRouter } from './procedures/admin.procedures.ts'
import { catalogueExtrasRouter } from './procedures/catalogue-extras.procedures.ts'
import { catalogueRouter } from './procedures/catalogue.procedures.ts'
import { homeRouter } from './procedures/home.procedures.ts'
import { reviewsRouter } from './procedures/reviews.procedures.ts'
import { sessionRouter } from './procedures/session.procedures.ts'
import { tenantRouter } from './procedures/tenant.procedures.ts'

export const appRouter = router({
  tenant: tenantRouter,
  admin: adminRouter,
  catalogue: catalogueRouter,
  catalogueExtras: catalogueExtrasRouter,
  home: homeRouter,
  reviews: reviewsRouter,
  session: sessionRouter,
})

export type AppRouter = typeof appRouter
