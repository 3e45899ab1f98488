import { COMMENT_MAX_LENGTH, COMMENTS_PER_RECORD_PER_DAY, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import type { Comment, Prisma } from '@portal/db'
import { currentPatronId } from '../../kernel/guards.ts'
import { maskName } from '../../kernel/mask-name.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { visibleRecord } from './visible-record.ts'

// Readers' comments on a record (findUserEvaluation/userCommentList, userComment). A comment is stored as
// the patron typed it (trimmed; plain text, escaped where it is rendered) and waits for staff review
// (admin/comment-moderation.service.ts): others see approved comments only, its author sees it at once,
// marked pending.

const DAY_MS = 86_400_000
/** One writer per tenant, patron and record at a time (a transaction-scoped advisory lock's key). */
const commentLockKey = (tenantId: number, patronId: number, recordId: number) => `comment:${tenantId}:${patronId}:${recordId}`

type CommentRow = Pick<Comment, 'id' | 'recordId' | 'patronId' | 'content' | 'status' | 'createdAt'> & { patron: { name: string; deletedAt: Date | null } }

function present(comment: CommentRow, me: number | null, scores: Map<number, number>, locale: Locale) {
  return {
    id: comment.id,
    recordId: comment.recordId,
    content: comment.content,
    // Names as public pages show readers: the first character, the rest masked. A deleted account's comments stay,
    // under a label instead of a name (modules/account-deletion).
    userName: comment.patron.deletedAt ? translate(locale, 'accountDeletion', 'deletedReader') : maskName(comment.patron.name),
    createTime: comment.createdAt.toISOString(),
    status: comment.status,
    pending: comment.status === 'PENDING',
    mine: comment.patronId === me,
    // The author's own star rating of the record, if they gave one.
    score: scores.get(comment.patronId) ?? null,
  }
}

export type CommentView = ReturnType<typeof present>

async function authorScores(ctx: Pick<TenantContext, 'data'>, record: { id: number }, patronIds: number[]) {
  if (!patronIds.length) return new Map<number, number>()
  const ratings = await ctx.data.rating.findMany({
    where: { recordId: record.id, patronId: { in: [...new Set(patronIds)] } },
    select: { patronId: true, stars: true },
  })
  return new Map(ratings.map((r) => [r.patronId, r.stars]))
}

/**
 * `POST /find/findUserEvaluation/userCommentList`: approved comments of a record, newest first, paged; a
 * signed-in patron also sees their own comments still waiting for review (`pending: true`).
 */
export async function listComments(
  ctx: Pick<TenantContext, 'data' | 'actor' | 'locale'>,
  input: { recordId: number; page: number; rows: number },
): Promise<{ numFound: number; list: CommentView[] }> {
  const record = await visibleRecord(ctx, input.recordId)
  const me = await currentPatronId(ctx)
  const where: Prisma.CommentWhereInput = {
    recordId: record.id,
    OR: [{ status: 'APPROVED' }, ...(me ? [{ status: 'PENDING' as const, patronId: me }] : [])],
  }
  const [numFound, rows] = await Promise.all([
    ctx.data.comment.count({ where }),
    ctx.data.comment.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.rows, take: input.rows,
      include: { patron: { select: { name: true, deletedAt: true } } },
    }),
  ])
  const scores = await authorScores(ctx, record, rows.map((r) => r.patronId))
  return { numFound, list: rows.map((row) => present(row, me, scores, ctx.locale)) }
}

/**
 * `POST /find/findUserEvaluation/userComment`: a signed-in patron comments on a record. The comment waits for
 * staff review; at most COMMENTS_PER_RECORD_PER_DAY per record in 24 hours (COMMENT_LIMIT_REACHED).
 */
export async function addComment(ctx: Pick<PatronContext, 'data' | 'mine' | 'patronId' | 'locale'>, input: { recordId: number; content: string }): Promise<CommentView> {
  const { patronId } = ctx
  const content = checkedText(input.content, 'content', { max: COMMENT_MAX_LENGTH, required: true })
  const record = await visibleRecord(ctx, input.recordId)
  const comment = await ctx.mine.$transaction(async (tx) => {
    // One writer per patron and record at a time, so parallel posts cannot slip past the daily limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${commentLockKey(record.tenantId, patronId, record.id)}, 0))`
    const recent = await tx.comment.count({ where: { recordId: record.id, createdAt: { gte: new Date(Date.now() - DAY_MS) } } })
    if (recent >= COMMENTS_PER_RECORD_PER_DAY) throw new AppError('COMMENT_LIMIT_REACHED', { params: { limit: COMMENTS_PER_RECORD_PER_DAY } })
    return tx.comment.create({
      data: { tenantId: record.tenantId, recordId: record.id, patronId, content, status: 'PENDING' },
      include: { patron: { select: { name: true, deletedAt: true } } },
    })
  })
  return present(comment, patronId, await authorScores(ctx, record, [patronId]), ctx.locale)
}
