import { personalOverview } from '../../../modules/personal-overview/personal-overview.service.ts'
import { overviewToWire } from '../../../modules/personal-overview/personal-overview-wire.ts'
import { lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// My library's overview (user-menu key 0). LibStar's page builds it from several calls; this one answers the counts
// at once under the userInfo family (`/find/userInfo/getPersonalOverview`, documented in docs/api.md).

const tag = 'Account'

export const personalOverviewRoutes = [
  defineRoute({
    method: ['GET', 'POST'], path: '/find/userInfo/getPersonalOverview', tag, access: 'patron',
    summary: 'The signed-in patron’s counts (loans, overdue, requests ready and open, unpaid fines and amount, favourites, subscriptions, unread messages) and the five loans due first',
    input: lenientObject({}), operation: (ctx) => personalOverview(ctx), present: overviewToWire,
  }),
]
