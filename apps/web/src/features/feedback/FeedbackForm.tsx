import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'

/** The server's MAX_FEEDBACK_CHARS (spec §5), kept here without the zod module. */
export const MAX_FEEDBACK_CHARS = 300

/** Characters as the server counts them: code points, so an emoji is one. */
const lengthOf = (text: string) => [...text.trim()].length

/** New problem feedback with a live count against the 300 allowed; over the limit it says by how much and does not send. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('feedback')
  const id = useId()
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const send = trpc.feedback.send.useMutation()
  const count = lengthOf(content)
  const over = count - MAX_FEEDBACK_CHARS
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSent(false)
    if (over > 0) return setProblem(t('tooLong', { over, max: MAX_FEEDBACK_CHARS }))
    setProblem(null)
    try {
      await send.mutateAsync({ content, contact })
      setContent('')
      setContact('')
      setSent(true)
      onSent()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <form onSubmit={submit} noValidate className="mb-6 space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">{t('formTitle')}</h3>
      <div className="space-y-1">
        <label htmlFor={`${id}-content`} className="block text-sm font-medium text-slate-800">{t('content')}</label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={4}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={over > 0 || problem ? true : undefined}
          aria-describedby={`${id}-count ${id}-hint${problem ? ` ${id}-problem` : ''}`}
          className="w-full rounded border border-slate-300 px-3 py-2 text-slate-900 focus-visible:border-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 aria-invalid:border-red-700"
        />
        <div className="flex flex-wrap justify-between gap-2 text-xs">
          <span id={`${id}-hint`} className="text-slate-600">{t('contentHint', { max: MAX_FEEDBACK_CHARS })}</span>
          <span id={`${id}-count`} data-testid="feedback-count" className={over > 0 ? 'font-semibold text-red-800' : 'text-slate-600'}>
            {t('chars', { count, max: MAX_FEEDBACK_CHARS })}
          </span>
        </div>
        {over > 0 ? <p className="text-sm text-red-800">{t('tooLong', { over, max: MAX_FEEDBACK_CHARS })}</p> : null}
      </div>
      <TextField label={t('contact')} hint={t('contactHint')} value={contact} onChange={setContact} maxLength={100} autoComplete="email" />
      {problem ? <p id={`${id}-problem`} role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-inset ring-red-700/30">{problem}</p> : null}
      {sent ? <p role="status" className="rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-inset ring-emerald-700/30">{t('sent')}</p> : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={send.isPending || over > 0 || count === 0}
          className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60"
        >
          {send.isPending ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}
