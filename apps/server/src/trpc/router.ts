import { router } from './init.ts'
import { favouritesRouter } from './procedures/favourites/favourites.procedures.ts'
import { accountRouter } from './procedures/account/index.ts'
import { adminRouter } from './procedures/admin/index.ts'
import { circulationRouter } from './procedures/circulation/index.ts'
import { addressesRouter } from './procedures/addresses/addresses.procedures.ts'
import { feedbackRouter } from './procedures/feedback/feedback.procedures.ts'
import { catalogueRouter } from './procedures/catalogue/index.ts'
import { homeRouter } from './procedures/home/index.ts'
import { identityRouter } from './procedures/identity/index.ts'
import { ssoRouter } from './procedures/sso/index.ts'
import { tenancyRouter } from './procedures/tenancy/index.ts'
import { questionnairesRouter } from './procedures/questionnaires/index.ts'
import { accountDeletionRouter } from './procedures/account-deletion/account-deletion.procedures.ts'
import { overviewRouter } from './procedures/personal-overview/personal-overview.procedures.ts'
import { inboxProcedures } from './procedures/inbox/inbox.procedures.ts'
import { profileProcedures } from './procedures/profile/profile.procedures.ts'
import { subscriptionsRouter } from './procedures/subscriptions/subscriptions.procedures.ts'

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
  favourites: favouritesRouter,
  questionnaires: questionnairesRouter,
  addresses: addressesRouter,
  feedback: feedbackRouter,
  accountDeletion: accountDeletionRouter,
  overview: overviewRouter,
  inbox: router(inboxProcedures),
  profile: router(profileProcedures),
  subscriptions: subscriptionsRouter,
})

export type AppRouter = typeof appRouter
