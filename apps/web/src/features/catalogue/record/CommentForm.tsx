import { COMMENT_MAX_LENGTH } from '@portal/contracts'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'

/** Length as the server counts it: Unicode code points of the trimmed text. */
const lengthOf = (text: string) => [...text.trim()].length

/**
 * Writing a comment (signed-in readers): required, at most COMMENT_MAX_LENGTH characters. A posted
 * comment waits for staff review; the list shows it to its author marked "awaiting approval".
 */
export function CommentForm({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const utils = trpc.useUtils()
  const [content, setContent] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const fieldId = useId()
  const hintId = useId()
  const problemId = useId()
  const post = trpc.catalogue.reviews.addComment.useMutation({
    onSuccess: () => {
      setContent('')
      void utils.catalogue.reviews.comments.invalidate({ recordId })
    },
  })
  const length = lengthOf(content)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!length) return setProblem(t('reviews.empty'))
    if (length > COMMENT_MAX_LENGTH) return setProblem(t('reviews.tooLong', { max: COMMENT_MAX_LENGTH }))
    setProblem(null)
    post.mutate({ recordId, content })
  }
  const error = problem ?? (post.isError ? post.error.message : null)

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {t('reviews.yourComment')}
      </label>
      <textarea
        id={fieldId}
        value={content}
        onChange={(e) => {
          setContent(e.target.value)
          if (problem) setProblem(null)
          if (post.isSuccess || post.isError) post.reset()
        }}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId}${error ? ` ${problemId}` : ''}`}
        className="block w-full rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className={`text-xs ${length > COMMENT_MAX_LENGTH ? 'text-red-800' : 'text-slate-600'}`}>
          {t('reviews.length', { length, max: COMMENT_MAX_LENGTH })} · {t('reviews.moderated')}
        </p>
        <button
          type="submit"
          disabled={post.isPending}
          className="rounded-md bg-nav-back px-4 py-2 text-sm font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60"
        >
          {post.isPending ? t('reviews.posting') : t('reviews.post')}
        </button>
      </div>
      {error ? (
        <p id={problemId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-emerald-800">
        {post.isSuccess ? t('reviews.posted') : ''}
      </p>
    </form>
  )
}
