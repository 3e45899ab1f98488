import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '@portal/server/trpc'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../lib/use-locale.ts'

export type FeedbackItem = inferRouterOutputs<AppRouter>['feedback']['list']['items'][number]

const BUTTON = 'rounded border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-50'

/** One piece of feedback: what was written and when, and the library's reply under it (or that it waits for one). */
export function FeedbackItemCard({ item, busy, onDelete }: { item: FeedbackItem; busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation('feedback')
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso))
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="feedback-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600">{t('submittedAt', { time: when(item.createdAt) })}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${item.repliedAt ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>
          {item.repliedAt ? t('replied') : t('awaiting')}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{item.content}</p>
      {item.repliedAt ? (
        <div className="mt-3 rounded border-l-4 border-emerald-700 bg-emerald-50 px-3 py-2">
          <p className="text-sm font-medium text-emerald-900">
            {t('reply')} · {t('repliedAt', { time: when(item.repliedAt) })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.reply}</p>
        </div>
      ) : confirming ? (
        <div role="group" aria-label={t('confirmDelete')} className="mt-3 rounded bg-red-50 p-3 ring-1 ring-inset ring-red-700/30">
          <p className="text-sm text-red-900">{t('confirmDelete')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button ref={confirmRef} type="button" disabled={busy} onClick={onDelete} className={`${BUTTON} border-red-700 bg-red-700 text-white hover:bg-red-800`}>{t('confirm')}</button>
            <button type="button" onClick={() => setConfirming(false)} className={`${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>{t('cancel')}</button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={`${BUTTON} border-red-300 text-red-800 hover:bg-red-50`}>{t('delete')}</button>
        </div>
      )}
    </li>
  )
}
