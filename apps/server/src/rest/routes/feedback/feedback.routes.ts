import { FEEDBACK_TABS, MAX_FEEDBACK_ROWS, type FeedbackTab } from '@portal/contracts'
import { z } from 'zod'
import { deskFeedbackPageToWire, feedbackPageToWire, feedbackToWire } from '../../../modules/feedback/feedback-wire.ts'
import { deleteFeedback, deskFeedbackList, feedbackList, replyFeedback, sendFeedback } from '../../../modules/feedback/feedback.service.ts'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// Problem feedback. The spec (§4 tabs, §5 at most 300 characters) names no LibStar path for it, so the patron's calls
// are named in LibStar's style under /find/problemFeedback/*; staff answer through /admin/feedback.

const tag = 'Problem feedback'
const id = () => lenientInt().pipe(z.number().int().min(1).max(2_147_483_647))

/** The tab by name (all, replied, unreplied; "noReply" too) or its place in the spec's order (0, 1, 2). */
const tab = lenientString(20)
  .transform((v) => (/^\d+$/.test(v) ? (FEEDBACK_TABS[Number(v)] ?? v) : v.toLowerCase() === 'noreply' ? 'unreplied' : v.toLowerCase()))
  .pipe(z.enum(FEEDBACK_TABS))
  .optional()
  .default('all' as FeedbackTab)
const listInput = lenientObject({ ...paging(MAX_FEEDBACK_ROWS), tab })
/** Lengths are the service's to refuse (300 characters, with that number in the message); these bounds stop absurd bodies. */
const feedbackIdInput = lenientObject({ id: id() })

export const feedbackRoutes = [
  defineRoute({
    method: 'POST', path: '/find/problemFeedback/list', tag, access: 'patron',
    summary: 'The signed-in patron’s problem feedback, newest first, of one tab: all, replied or unreplied (0, 1, 2)',
    input: listInput, operation: (ctx, input) => feedbackList(ctx, input), present: feedbackPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/problemFeedback/add', tag, access: 'patron',
    summary: 'New problem feedback: content of at most 300 characters (longer is refused, not cut), an optional contact of at most 100',
    input: lenientObject({ content: lenientString(20_000).optional().default(''), contact: lenientString(2_000).optional().default('') }),
    operation: (ctx, input) => sendFeedback(ctx, input), present: feedbackToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/problemFeedback/delete', tag, access: 'patron',
    summary: 'Takes back problem feedback the library has not answered yet', input: feedbackIdInput,
    operation: (ctx, input) => deleteFeedback(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/admin/feedback', tag: 'Problem feedback (staff)', access: 'staff',
    summary: 'The library’s problem feedback, newest first, with who wrote it; tab all, replied or unreplied',
    input: listInput, operation: (ctx, input) => deskFeedbackList(ctx, input), present: deskFeedbackPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/admin/feedback/reply', tag: 'Problem feedback (staff)', access: 'staff',
    summary: 'Answers one problem feedback (once); the answer reaches the patron’s inbox in their language',
    input: lenientObject({ id: id(), reply: lenientString(20_000).optional().default('') }),
    operation: (ctx, input) => replyFeedback(ctx, input), present: feedbackToWire,
  }),
]
