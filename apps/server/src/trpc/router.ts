import { router } from './init.ts'
import { accountRouter } from './procedures/account/index.ts'
import { adminRouter } from './procedures/admin/index.ts'
import { circulationRouter } from './procedures/circulation/index.ts'
import { catalogueRouter } from './procedures/catalogue/index.ts'
import { homeRouter } from './procedures/home/index.ts'
import { identityRouter } from './procedures/identity/index.ts'
import { ssoRouter } from './procedures/sso/index.ts'
import { tenancyRouter } from './procedures/tenancy/index.ts'

/** One router per server module (modules/<module>), under the module's name. */
export const appRouter = router({
  tenancy: tenancyRouter,
  admin: adminRouter,
  identity: identityRouter,
  account: accountRouter,
  sso: ssoRouter,
  catalogue: catalogueRouter,
  home: homeRouter,
  circulation: circulationRouter,
})

export type AppRouter = typeof appRouter
