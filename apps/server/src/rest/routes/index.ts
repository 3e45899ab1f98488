import type { RestRoute } from '../route-table.ts'
import { favouritesRoutes } from './favourites/favourites.routes.ts'
import { questionnaireAdminRoutes } from './questionnaires/questionnaire-admin.routes.ts'
import { questionnairesRoutes } from './questionnaires/questionnaires.routes.ts'
import { contactRoutes } from './account/contact.routes.ts'
import { passwordResetRoutes } from './account/password-reset.routes.ts'
import { backOfficeRoutes } from './admin/back-office.routes.ts'
import { behaviourRoutes } from './circulation/behaviour.routes.ts'
import { addressesRoutes } from './addresses/addresses.routes.ts'
import { feedbackRoutes } from './feedback/feedback.routes.ts'
import { deskRoutes } from './circulation/desk.routes.ts'
import { requestDeskRoutes } from './circulation/request-desk.routes.ts'
import { requestsRoutes } from './circulation/requests.routes.ts'
import { finesRoutes } from './circulation/fines.routes.ts'
import { loanListsRoutes } from './circulation/loan-lists.routes.ts'
import { loanOverviewRoutes } from './circulation/loan-overview.routes.ts'
import { loansRoutes } from './circulation/loans.routes.ts'
import { patronAdminRoutes } from './circulation/patron-admin.routes.ts'
import { patronCardRoutes } from './circulation/patron-card.routes.ts'
import { digitalItemsRoutes } from './catalogue/digital-items.routes.ts'
import { holdingsRoutes } from './catalogue/holdings.routes.ts'
import { recordDetailRoutes } from './catalogue/record-detail.routes.ts'
import { recordExtrasRoutes } from './catalogue/record-extras.routes.ts'
import { reviewsRoutes } from './catalogue/reviews.routes.ts'
import { searchExtrasRoutes } from './catalogue/search-extras.routes.ts'
import { searchRoutes } from './catalogue/search.routes.ts'
import { homePageRoutes } from './home/home-page.routes.ts'
import { homeListsRoutes } from './home/lists.routes.ts'
import { usageLogRoutes } from './home/usage-log.routes.ts'
import { loginRoutes } from './identity/login.routes.ts'
import { pdaRuleRoutes } from './identity/pda-rule.routes.ts'
import { sessionRoutes } from './identity/session.routes.ts'
import { bindingRoutes } from './sso/binding.routes.ts'
import { identityProviderAdminRoutes } from './sso/identity-provider-admin.routes.ts'
import { portalRoutes } from './tenancy/portal.routes.ts'
import { accountDeletionRoutes } from './account-deletion/account-deletion.routes.ts'
import { personalOverviewRoutes } from './personal-overview/personal-overview.routes.ts'
import { inboxRoutes } from './inbox/inbox.routes.ts'
import { profileRoutes } from './profile/profile.routes.ts'
import { subscriptionRoutes } from './subscriptions/subscriptions.routes.ts'

/**
 * The whole REST surface: one table per use case, in folders named after the server's modules
 * (routes/<module>/<use-case>.routes.ts), registered in this order.
 */
export const restRoutes: RestRoute[] = [
  ...portalRoutes,
  ...searchRoutes, ...searchExtrasRoutes, ...holdingsRoutes, ...recordDetailRoutes, ...recordExtrasRoutes, ...reviewsRoutes, ...digitalItemsRoutes,
  ...homePageRoutes, ...homeListsRoutes, ...usageLogRoutes,
  ...sessionRoutes, ...loginRoutes,
  ...passwordResetRoutes, ...contactRoutes,
  ...bindingRoutes,
  ...pdaRuleRoutes,
  ...loansRoutes, ...loanOverviewRoutes, ...deskRoutes, ...requestsRoutes, ...requestDeskRoutes, ...loanListsRoutes, ...behaviourRoutes, ...finesRoutes, ...patronCardRoutes, ...patronAdminRoutes,
  ...addressesRoutes, ...feedbackRoutes,
  ...identityProviderAdminRoutes, ...backOfficeRoutes,
  ...favouritesRoutes,
  ...questionnairesRoutes, ...questionnaireAdminRoutes,
  ...accountDeletionRoutes, ...personalOverviewRoutes,
  ...inboxRoutes, ...profileRoutes,
  ...subscriptionRoutes,
]
