import { router } from './init.ts'
import { adminRouter } from './procedures/admin.procedures.ts'
import { tenantRouter } from './procedures/tenant.procedures.ts'

export const appRouter = router({
  tenant: tenantRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter
