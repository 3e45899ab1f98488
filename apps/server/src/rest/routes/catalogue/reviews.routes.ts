import { COMMENT_MAX_LENGTH, COMMENTS_PER_RECORD_PER_DAY } from '@portal/contracts'
import { z } from 'zod'
import { addComment, listComments } from '../../../modules/catalogue/comments.service.ts'
import { rateRecord, recordScore } from '../../../modules/catalogue/ratings.service.ts'
import { lenientInt, lenientObject, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Records'
const recordId = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
/** The comment text as sent (a number is text too); trimmed, checked and refused when too long by the service. */
const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string())

/** Readers' comments and star ratings of a record (spec §7 Book detail: findUserEvaluation/*). */
export const reviewsRoutes = [
  defineRoute({
    method: 'POST', path: '/find/findUserEvaluation/userCommentList', tag, access: 'public',
    summary: 'Approved comments of a record, newest first, paged (plus the signed-in patron’s own pending ones): {numFound, list}',
    input: lenientObject({ recordId, ...paging(100) }),
    operation: (ctx, input) => listComments(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/findUserEvaluation/userComment', tag, access: 'patron',
    summary: `Comment on a record (1–${COMMENT_MAX_LENGTH} characters, plain text); shown to others once staff approve it; at most ${COMMENTS_PER_RECORD_PER_DAY} per record in 24 hours`,
    input: lenientObject({ recordId, content: text.optional().default('') }),
    operation: (ctx, input) => addComment(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/findUserEvaluation/userRatings', tag, access: 'patron',
    summary: 'Rate a record 1–5 stars (a second rating changes the first); answers the record’s new score',
    input: lenientObject({ recordId, score: lenientInt().pipe(z.number().int().min(1).max(5)) }),
    operation: (ctx, input) => rateRecord(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/findUserEvaluation/getUserScore', tag, access: 'public',
    summary: 'Average, count and 1–5 distribution of a record’s ratings, and the signed-in patron’s own score',
    input: lenientObject({ recordId }),
    operation: (ctx, input) => recordScore(ctx, input),
  }),
]
