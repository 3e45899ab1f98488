import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { CommentForm } from './CommentForm.tsx'
import { MyRating, RatingSummary } from './RatingSummary.tsx'
import { RecordSection } from './RecordSection.tsx'
import type { CommentView } from './record-types.ts'
import { Stars } from './StarRating.tsx'

const PAGE = 10

function CommentItem({ comment }: { comment: CommentView }) {
  const { t, i18n } = useTranslation('record')
  const when = new Date(comment.createTime)
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{comment.mine ? t('reviews.you') : comment.userName}</span>
        {comment.score ? <Stars value={comment.score} size="sm" /> : null}
        <time dateTime={comment.createTime} className="text-slate-600">
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(when)}
        </time>
        {comment.pending ? <span className="rounded bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-700/30 ring-inset">{t('reviews.pending')}</span> : null}
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{comment.content}</p>
    </li>
  )
}

/**
 * Readers' reviews: the average and distribution of star ratings, the approved comments (and the reader's
 * own pending ones), and — for signed-in readers — rating and commenting. Visitors are asked to sign in.
 */
export function CommentsSection({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const { user, pending: userPending } = useCurrentUser()
  const [rows, setRows] = useState(PAGE)
  const score = trpc.catalogue.reviews.score.useQuery({ recordId })
  const comments = trpc.catalogue.reviews.comments.useQuery({ recordId, rows }, { placeholderData: (previous) => previous })
  const list = comments.data?.list ?? []
  const total = comments.data?.numFound ?? 0
  return (
    <RecordSection id="comments" title={t('reviews.title')} query={score}>
      <div className="space-y-5">
        {score.data ? <RatingSummary score={score.data} /> : null}
        <div className="rounded border border-slate-200 bg-slate-50 p-3 sm:p-4">
          {user ? (
            <div className="space-y-3">
              <MyRating recordId={recordId} myScore={score.data?.myScore ?? null} />
              <CommentForm recordId={recordId} />
            </div>
          ) : userPending ? null : (
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <span>{t('reviews.signInFirst')}</span>
              <Link to="/login" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
                {t('reviews.signIn')}
              </Link>
            </p>
          )}
        </div>
        <div aria-busy={comments.isPending}>
          <h3 className="text-base font-semibold text-slate-900">{t('reviews.comments', { count: total })}</h3>
          {comments.isError ? (
            <p role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-900">
              {t('section.failed')}
              <button type="button" onClick={() => void comments.refetch()} className="rounded border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700">
                {t('section.retry')}
              </button>
            </p>
          ) : comments.isPending ? null : list.length ? (
            <ul className="divide-y divide-slate-100">
              {list.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </ul>
          ) : (
            <p className="py-3 text-sm text-slate-600">{t('reviews.none')}</p>
          )}
          {list.length < total ? (
            <button
              type="button"
              onClick={() => setRows(Math.min(100, rows + PAGE))}
              disabled={comments.isFetching}
              className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60"
            >
              {t('reviews.more')}
            </button>
          ) : null}
        </div>
      </div>
    </RecordSection>
  )
}
