import type { RequestStep, RequestSummary } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useDayFormat } from '../../../lib/format-day.ts'
import { trpc } from '../../../lib/trpc.ts'
import { HandOverForm } from './HandOverForm.tsx'
import { STATUS_TONE, useMomentFormat } from './request-format.ts'
import { RequestTimeline } from './RequestTimeline.tsx'
import { TakeCodePanel } from './TakeCodePanel.tsx'

type Open = 'timeline' | 'takeCode' | 'cancel' | 'handOver' | null

const ACTION = 'rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'

/**
 * One request: what, which kind, where it stands, and what the patron can do now: follow its progress, cancel it,
 * show a take code, confirm a delivery arrived; or, for the holder of the copy (`holder`), lend it on with a take code.
 */
export function RequestCard({ request, holder }: { request: RequestSummary; holder: boolean }) {
  const { t } = useTranslation(['requests', 'errors'])
  const formatDay = useDayFormat()
  const formatMoment = useMomentFormat()
  const utils = trpc.useUtils()
  const [open, setOpen] = useState<Open>(null)
  const [done, setDone] = useState('')
  // A receipt or a hand-over makes a loan: the loan lists change too.
  const refresh = () => void Promise.all([utils.circulation.requests.invalidate(), utils.circulation.loans.invalidate()])
  const cancel = trpc.circulation.requests.cancel.useMutation({ onSuccess: () => (setDone(t('cancel.done')), setOpen(null), refresh()) })
  const receive = trpc.circulation.requests.confirmReceipt.useMutation({ onSuccess: (loan) => (setDone(t('receive.done', { date: formatDay(loan.dueDate.slice(0, 10)) })), refresh()) })
  const toggle = (panel: Open) => setOpen((current) => (current === panel ? null : panel))
  const failure = cancel.error?.message ?? receive.error?.message ?? ''
  const headingId = `request-${request.requestId}-title`
  return (
    <article aria-labelledby={headingId} className="rounded border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-medium text-slate-900">
          {request.recordId ? <Link to={`/searchList/bookDetails/${request.recordId}`} className="text-sky-900 underline-offset-2 hover:underline">{request.title}</Link> : request.title}
        </h3>
        {/* i18n-keys: requests:status. */}
        <span className={`rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_TONE[request.status]}`}>{t(`status.${request.status}`)}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-slate-600">{t('col.type')}</dt>
        {/* i18n-keys: requests:type. requests:step. */}
        <dd>{t(`type.${request.type}`)} · {t(`step.${request.step as RequestStep}`)}</dd>
        <dt className="text-slate-600">{t('col.requestNo')}</dt>
        <dd className="font-mono">{request.requestNo}</dd>
        <dt className="text-slate-600">{t('col.createdAt')}</dt>
        <dd>{formatMoment(request.createdAt)}</dd>
        {request.takeLocationName || request.deliveryAddress ? (
          <>
            <dt className="text-slate-600">{t('col.place')}</dt>
            <dd className="break-words">{request.takeLocationName || request.deliveryAddress}</dd>
          </>
        ) : null}
        {request.endDate && request.status === 'ACCEPT' ? (
          <>
            <dt className="text-slate-600">{t('col.endDate')}</dt>
            <dd className="font-medium text-slate-900">{formatDay(request.endDate.slice(0, 10))}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={ACTION} aria-expanded={open === 'timeline'} onClick={() => toggle('timeline')}>
          {open === 'timeline' ? t('actions.hideTimeline') : t('actions.timeline')}
        </button>
        {!holder && request.takeCodeAvailable ? (
          <button type="button" className={ACTION} aria-expanded={open === 'takeCode'} onClick={() => toggle('takeCode')}>{t('actions.takeCode')}</button>
        ) : null}
        {!holder && request.receivable ? (
          <button type="button" className={ACTION} disabled={receive.isPending} onClick={() => receive.mutate({ requestId: request.requestId })}>{t('actions.receive')}</button>
        ) : null}
        {!holder && request.cancellable ? (
          <button type="button" className={ACTION} aria-expanded={open === 'cancel'} onClick={() => toggle('cancel')}>{t('actions.cancel')}</button>
        ) : null}
        {holder && request.status === 'START' ? (
          <button type="button" className={ACTION} aria-expanded={open === 'handOver'} onClick={() => toggle('handOver')}>{t('actions.handOver')}</button>
        ) : null}
      </div>
      <p role="status" className={`text-sm ${failure ? 'text-red-800' : 'text-emerald-800'} ${done || failure ? 'mt-2' : ''}`}>{failure || done}</p>
      {open === 'timeline' ? <RequestTimeline requestId={request.requestId} requestNo={request.requestNo} /> : null}
      {open === 'takeCode' ? <TakeCodePanel requestId={request.requestId} onClose={() => setOpen(null)} /> : null}
      {open === 'handOver' ? <HandOverForm request={request} onDone={(message) => (setDone(message), setOpen(null), refresh())} onCancel={() => setOpen(null)} /> : null}
      {open === 'cancel' ? (
        <div role="group" aria-label={t('cancel.confirm', { title: request.title })} className="mt-3 rounded bg-slate-50 p-3">
          <p className="text-sm text-slate-900">{t('cancel.confirm', { title: request.title })}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="rounded bg-red-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-900 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800" disabled={cancel.isPending} onClick={() => cancel.mutate({ requestId: request.requestId, reason: '' })}>
              {t('cancel.yes')}
            </button>
            <button type="button" className={ACTION} onClick={() => setOpen(null)}>{t('cancel.no')}</button>
          </div>
        </div>
      ) : null}
    </article>
  )
}
