import { z } from 'zod'
import { addComment, listComments } from '../../../modules/catalogue/comments.service.ts'
import { rateRecord, recordScore } from '../../../modules/catalogue/ratings.service.ts'
import { patronProcedure, tenantProcedure } from '../../init.ts'

const recordId = z.number().int().positive().max(2_147_483_647)

/**
 * catalogue.reviews.*: readers' comments and star ratings of a record for the web app's record page; REST twins in
 * rest/routes/catalogue/reviews.routes.ts, staff review in admin.comments.
 */
export const reviewsProcedures = {
  /** Approved comments, newest first, plus the signed-in patron's own pending ones: {numFound, list}. */
  comments: tenantProcedure
    .input(z.object({ recordId, page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(100).default(10) }))
    .query(({ ctx, input }) => listComments(ctx, input)),
  /** Posts a comment (trimmed, 1 … COMMENT_MAX_LENGTH characters); it waits for staff review. */
  addComment: patronProcedure
    .input(z.object({ recordId, content: z.string().max(100_000) }))
    .mutation(({ ctx, input }) => addComment(ctx, input)),
  /** Rates the record 1 … 5 stars (again: changes the rating); answers the new score. */
  rate: patronProcedure
    .input(z.object({ recordId, score: z.number().int().min(1).max(5) }))
    .mutation(({ ctx, input }) => rateRecord(ctx, input)),
  /** Average, count, distribution and the caller's own score. */
  score: tenantProcedure.input(z.object({ recordId })).query(({ ctx, input }) => recordScore(ctx, input)),
}
