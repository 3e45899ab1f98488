import { router } from './init.ts'
import { adminRouter } from './procedures/admin.procedures.ts'
import { catalogueExtrasRouter } from './procedures/catalogue-extras.procedures.ts'
import { catalogueRouter } from './procedures/catalogue.procedures.ts'
import { homeRouter } from './procedures/home.procedures.ts'
import { loginRouter } from './procedures/login.procedures.ts'
import { reviewsRouter } from './procedures/reviews.procedures.ts'
import { sessionRouter } from './procedures/session.procedures.ts'
import { ssoRouter } from './procedures/sso.procedures.ts'
import { tenantRouter } from './procedures/tenant.procedures.ts'
import { passwordResetRouter } from './procedures/password-reset.procedures.ts'
import { contactRouter } from './procedures/contact.procedures.ts'
import { pdaRuleRouter } from './procedures/pda-rule.procedures.ts'

export const appRouter = router({
  tenant: tenantRouter,
  admin: adminRouter,
  catalogue: catalogueRouter,
  catalogueExtras: catalogueExtrasRouter,
  home: homeRouter,
  reviews: reviewsRouter,
  session: sessionRouter,
  sso: ssoRouter,
  login: loginRouter,
  passwordReset: passwordResetRouter,
  contact: contactRouter,
  pdaRule: pdaRuleRouter,
})

export type AppRouter = typeof appRouter
