import { REVIEW_NOTE_MAX_LENGTH, type CommentStatus } from '@portal/contracts'
import type { Comment } from '@portal/db'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import type { StaffContext } from '../../data/request-scope.ts'

// Staff review of readers' comments (spec §6: staff review comments). A comment is public once approved;
// a rejected one stays hidden, with the reason kept for its author. Staff see and change only comments of
// their own tenant.

type ReviewedRow = Comment & { patron: { name: string; username: string }; record: { title: string } }

const include = { patron: { select: { name: true, username: true } }, record: { select: { title: true } } } as const

function present(comment: ReviewedRow) {
  return {
    id: comment.id,
    recordId: comment.recordId,
    title: comment.record.title,
    content: comment.content,
    status: comment.status,
    createTime: comment.createdAt.toISOString(),
    patronId: comment.patronId,
    // Staff see who wrote it: the reader's full name and account.
    userName: comment.patron.name,
    userAccount: comment.patron.username,
    reviewTime: comment.reviewedAt?.toISOString() ?? null,
    reviewNote: comment.reviewNote,
  }
}

export type ReviewedCommentView = ReturnType<typeof present>

/** `GET /admin/comments`: comments of the tenant by status (pending by default, oldest first: the review queue), paged. */
export async function listCommentsForReview(
  ctx: Pick<StaffContext, 'data'>,
  input: { status: CommentStatus; recordId?: number | undefined; page: number; rows: number },
): Promise<{ numFound: number; list: ReviewedCommentView[] }> {
  const where = { status: input.status, ...(input.recordId ? { recordId: input.recordId } : {}) }
  const order = input.status === 'PENDING' ? 'asc' : 'desc'
  const [numFound, rows] = await Promise.all([
    ctx.data.comment.count({ where }),
    ctx.data.comment.findMany({ where, include, orderBy: [{ createdAt: order }, { id: order }], skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  return { numFound, list: rows.map(present) }
}

type ReviewCall = Pick<StaffContext, 'data' | 'staffId'>

async function review(ctx: ReviewCall, id: number, status: 'APPROVED' | 'REJECTED', note: string): Promise<ReviewedCommentView> {
  const changed = await ctx.data.comment.updateMany({
    where: { id },
    data: { status, reviewerId: ctx.staffId, reviewedAt: new Date(), reviewNote: note },
  })
  if (!changed.count) throw new AppError('NOT_FOUND', { field: 'id' })
  return present(await ctx.data.comment.findFirstOrThrow({ where: { id }, include }))
}

/** `POST /admin/comments/:id/approve`: the comment becomes public (also a comment rejected before). */
export function approveComment(ctx: ReviewCall, input: { id: number }): Promise<ReviewedCommentView> {
  return review(ctx, input.id, 'APPROVED', '')
}

/** `POST /admin/comments/:id/reject`: the comment is hidden (also one approved before), with an optional reason for its author. */
export async function rejectComment(ctx: ReviewCall, input: { id: number; reason?: string | undefined }): Promise<ReviewedCommentView> {
  const note = checkedText(input.reason ?? '', 'reason', { max: REVIEW_NOTE_MAX_LENGTH, required: false })
  return review(ctx, input.id, 'REJECTED', note)
}
