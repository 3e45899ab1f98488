import { z } from 'zod'

// Readers' comments and star ratings of a record (findUserEvaluation/*) and their moderation by staff.

// COMMENT_MAX_LENGTH (a comment's length once trimmed) is in values.ts (no zod, for the browser).
/** A patron may post at most this many comments on one record within 24 hours (COMMENT_LIMIT_REACHED). */
export const COMMENTS_PER_RECORD_PER_DAY = 10
/** The reason staff may give when they reject a comment. */
export const REVIEW_NOTE_MAX_LENGTH = 500
/** Star ratings are whole numbers 1 … 5. */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const

/** PENDING until staff review it (then visible to its author only), APPROVED (public) or REJECTED. */
export const COMMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
export const CommentStatusSchema = z.enum(COMMENT_STATUSES)
export type CommentStatus = z.infer<typeof CommentStatusSchema>
