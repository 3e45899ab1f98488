import { MAX_FEEDBACK_CHARS, MAX_FEEDBACK_CONTACT_CHARS, MAX_FEEDBACK_REPLY_CHARS, type FeedbackItem, type FeedbackListQuery, type FeedbackNew, type FeedbackPage, type FeedbackReply, type FeedbackTab, type StaffFeedbackPage } from '@portal/contracts'
import type { Feedback } from '@portal/db'
import { translate } from '@portal/i18n'
import type { PatronContext, StaffContext } from '../../data/request-scope.ts'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import { readPatronLanguage } from '../identity/index.ts'
import { postMessage } from '../inbox/index.ts'

// Problem feedback (issue 16, spec §4 tabs all / replied / no reply, §5 at most 300 characters): the patron writes
// and may take back what is not answered yet; staff answer through /admin/feedback, and the answer reaches the
// patron's inbox (FEEDBACK_REPLY) in the same transaction that stores it, so a reply is never stored unsent.

type FeedbackCall = Pick<PatronContext, 'mine' | 'patronId' | 'tenant'>
type DeskCall = Pick<StaffContext, 'data' | 'staffId' | 'tenant'>

const tabFilter = (tab: FeedbackTab) => (tab === 'replied' ? { repliedAt: { not: null } } : tab === 'unreplied' ? { repliedAt: null } : {})
const ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

function toItem(row: Feedback): FeedbackItem {
  return { id: row.id, content: row.content, contact: row.contact, reply: row.reply, createdAt: row.createdAt.toISOString(), repliedAt: row.repliedAt?.toISOString() ?? null }
}

/** The patron's problem feedback of one tab, newest first. */
export async function feedbackList(ctx: FeedbackCall, query: FeedbackListQuery): Promise<FeedbackPage> {
  const where = { kind: 'PROBLEM' as const, ...tabFilter(query.tab) }
  const [rows, total] = await Promise.all([
    ctx.mine.feedback.findMany({ where, orderBy: ORDER, skip: (query.page - 1) * query.rows, take: query.rows }),
    ctx.mine.feedback.count({ where }),
  ])
  return { items: rows.map(toItem), total, page: query.page, rows: query.rows }
}

/** New feedback: at most 300 characters (refused, never cut), a contact of at most 100. */
export async function sendFeedback(ctx: FeedbackCall, input: FeedbackNew): Promise<FeedbackItem> {
  const content = checkedText(input.content, 'content', { max: MAX_FEEDBACK_CHARS, required: true })
  const contact = checkedText(input.contact, 'contact', { max: MAX_FEEDBACK_CONTACT_CHARS, required: false })
  const tenant = await ctx.tenant()
  const row = await ctx.mine.feedback.create({ data: { tenantId: tenant.id, patronId: ctx.patronId, kind: 'PROBLEM', content, contact } })
  return toItem(row)
}

/** Takes back feedback not answered yet; answered feedback stays (FEEDBACK_REPLIED). */
export async function deleteFeedback(ctx: FeedbackCall, input: { id: number }): Promise<{ id: number }> {
  const { count } = await ctx.mine.feedback.deleteMany({ where: { id: input.id, kind: 'PROBLEM', repliedAt: null } })
  if (count) return { id: input.id }
  const row = await ctx.mine.feedback.findFirst({ where: { id: input.id, kind: 'PROBLEM' }, select: { id: true } })
  throw new AppError(row ? 'FEEDBACK_REPLIED' : 'NOT_FOUND')
}

/** The library's problem feedback for staff, with who wrote it. */
export async function deskFeedbackList(ctx: DeskCall, query: FeedbackListQuery): Promise<StaffFeedbackPage> {
  const where = { kind: 'PROBLEM' as const, ...tabFilter(query.tab) }
  const [rows, total] = await Promise.all([
    ctx.data.feedback.findMany({ where, orderBy: ORDER, skip: (query.page - 1) * query.rows, take: query.rows, include: { patron: { select: { name: true, username: true } } } }),
    ctx.data.feedback.count({ where }),
  ])
  return { items: rows.map((r) => ({ ...toItem(r), patronName: r.patron.name, patronUsername: r.patron.username })), total, page: query.page, rows: query.rows }
}

/** A staff answer: stored once (a second answer is FEEDBACK_ALREADY_REPLIED) and sent to the patron's inbox. */
export async function replyFeedback(ctx: DeskCall, input: FeedbackReply): Promise<FeedbackItem> {
  const reply = checkedText(input.reply, 'reply', { max: MAX_FEEDBACK_REPLY_CHARS, required: true })
  const tenant = await ctx.tenant()
  return ctx.data.$transaction(async (tx) => {
    const data = tx as unknown as TenantData
    const { count } = await data.feedback.updateMany({ where: { id: input.id, kind: 'PROBLEM', repliedAt: null }, data: { reply, repliedAt: new Date(), repliedById: ctx.staffId } })
    if (!count) {
      const row = await data.feedback.findFirst({ where: { id: input.id, kind: 'PROBLEM' }, select: { id: true } })
      throw new AppError(row ? 'FEEDBACK_ALREADY_REPLIED' : 'NOT_FOUND')
    }
    const row = await data.feedback.findFirstOrThrow({ where: { id: input.id } })
    const locale = await readPatronLanguage(data, row.patronId)
    await postMessage(data, tenant.id, {
      patronId: row.patronId, category: 'FEEDBACK_REPLY', sentById: ctx.staffId, link: '/personalExternal/12',
      title: translate(locale, 'feedback', 'replyMessageTitle'),
      body: translate(locale, 'feedback', 'replyMessageBody', { content: row.content, reply }),
    })
    return toItem(row)
  })
}
