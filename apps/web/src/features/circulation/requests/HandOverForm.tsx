import type { RequestSummary } from '@portal/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDayFormat } from '../../../lib/format-day.ts'
import { trpc } from '../../../lib/trpc.ts'

/** The holder of a copy lends it on to the reader who asked for it, with the take code that reader shows. */
export function HandOverForm({ request, onDone, onCancel }: { request: RequestSummary; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('requests')
  const formatDay = useDayFormat()
  const inputId = useId()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState('')
  const handOver = trpc.circulation.requests.handOver.useMutation({
    onSuccess: (loan) => onDone(t('handOver.done', { date: formatDay(loan.dueDate.slice(0, 10)) })),
    onError: (error) => setProblem(error.message),
  })
  return (
    <form
      className="mt-3 rounded bg-slate-50 p-4"
      aria-label={t('handOver.title', { title: request.title })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const takeCode = code.trim()
        if (!takeCode) return setProblem(t('handOver.required'))
        if (!/^\d{6}$/.test(takeCode)) return setProblem(t('handOver.format'))
        setProblem('')
        handOver.mutate({ requestId: request.requestId, takeCode })
      }}
    >
      <p className="text-sm font-medium text-slate-900">{t('handOver.title', { title: request.title })}</p>
      <label htmlFor={inputId} className="mt-2 block text-sm text-slate-800">{t('handOver.label')}</label>
      <input
        id={inputId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        className="mt-1 w-40 rounded border border-slate-400 px-3 py-2 font-mono text-lg tracking-widest"
      />
      <p id={`${inputId}-problem`} role="alert" className="min-h-5 text-sm text-red-800">{problem}</p>
      <div className="mt-2 flex gap-2">
        <button type="submit" disabled={handOver.isPending} className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">{t('handOver.submit')}</button>
        <button type="button" onClick={onCancel} className="rounded border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:bg-slate-100">{t('handOver.cancel')}</button>
      </div>
    </form>
  )
}
