import { FeedbackIdSchema, FeedbackItemSchema, FeedbackListQuerySchema, FeedbackNewSchema, FeedbackPageSchema, FeedbackReplySchema, StaffFeedbackPageSchema } from '@portal/contracts'
import { z } from 'zod'
import { deleteFeedback, deskFeedbackList, feedbackList, replyFeedback, sendFeedback } from '../../../modules/feedback/feedback.service.ts'
import { patronProcedure, router, staffProcedure } from '../../init.ts'

/** Problem feedback: the patron's (feedback.*) and the staff desk's (feedback.desk.*); REST twins in rest/routes/feedback/feedback.routes.ts. */
export const feedbackRouter = router({
  list: patronProcedure.input(FeedbackListQuerySchema).output(FeedbackPageSchema).query(({ ctx, input }) => feedbackList(ctx, input)),
  send: patronProcedure.input(FeedbackNewSchema).output(FeedbackItemSchema).mutation(({ ctx, input }) => sendFeedback(ctx, input)),
  remove: patronProcedure.input(FeedbackIdSchema).output(z.object({ id: z.number().int() })).mutation(({ ctx, input }) => deleteFeedback(ctx, input)),
  desk: router({
    list: staffProcedure.input(FeedbackListQuerySchema).output(StaffFeedbackPageSchema).query(({ ctx, input }) => deskFeedbackList(ctx, input)),
    reply: staffProcedure.input(FeedbackReplySchema).output(FeedbackItemSchema).mutation(({ ctx, input }) => replyFeedback(ctx, input)),
  }),
})
