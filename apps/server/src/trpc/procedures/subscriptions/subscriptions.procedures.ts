import {
  DailyRecommendSchema, SubscriptionAddSchema, SubscriptionIdSchema, SubscriptionListQuerySchema, SubscriptionMatchesQuerySchema, SubscriptionMatchesSchema,
  SubscriptionPageSchema, SubscriptionSchema, SubscriptionUpdateSchema,
} from '@portal/contracts'
import { z } from 'zod'
import {
  addSubscription, dailyRecommend, deleteSubscription, listSubscriptions, subscriptionMatches, updateSubscription,
} from '../../../modules/subscriptions/subscriptions.service.ts'
import { patronProcedure, router } from '../../init.ts'

/** A patron's subscriptions (subscriptions.*); REST twins in rest/routes/subscriptions/subscriptions.routes.ts. */
export const subscriptionsRouter = router({
  list: patronProcedure.input(SubscriptionListQuerySchema).output(SubscriptionPageSchema).query(({ ctx, input }) => listSubscriptions(ctx, input)),
  add: patronProcedure.input(SubscriptionAddSchema).output(SubscriptionSchema).mutation(({ ctx, input }) => addSubscription(ctx, input)),
  update: patronProcedure.input(SubscriptionUpdateSchema).output(SubscriptionSchema).mutation(({ ctx, input }) => updateSubscription(ctx, input)),
  remove: patronProcedure.input(SubscriptionIdSchema).output(z.null()).mutation(async ({ ctx, input }) => {
    await deleteSubscription(ctx, input)
    return null
  }),
  matches: patronProcedure.input(SubscriptionMatchesQuerySchema).output(SubscriptionMatchesSchema).query(({ ctx, input }) => subscriptionMatches(ctx, input)),
  dailyRecommend: patronProcedure.output(DailyRecommendSchema).query(({ ctx }) => dailyRecommend(ctx)),
})
