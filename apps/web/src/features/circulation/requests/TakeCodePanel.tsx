import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { useMomentFormat } from './request-format.ts'

/**
 * The take code of a request: six large digits and how long they stay valid (five minutes). When the time runs out
 * the code is withdrawn from view ("take code invalid, please refresh", spec §8) and a new one can be asked for.
 */
export function TakeCodePanel({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const { t } = useTranslation('requests')
  const formatMoment = useMomentFormat()
  const issue = trpc.circulation.requests.takeCode.useMutation()
  const [now, setNow] = useState(() => Date.now())
  const { mutate } = issue
  // One code when the panel opens (a development build runs effects twice; a second code would replace the first).
  const asked = useRef<number | null>(null)
  useEffect(() => {
    if (asked.current === requestId) return
    asked.current = requestId
    mutate({ requestId })
  }, [mutate, requestId])
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const code = issue.data
  const secondsLeft = code ? Math.max(0, Math.ceil((Date.parse(code.expiresAt) - now) / 1000)) : 0
  const button = 'rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'
  return (
    <div className="mt-3 rounded bg-slate-50 p-4" role="region" aria-label={t('takeCode.title')}>
      <p className="text-sm text-slate-700">{t('takeCode.hint')}</p>
      {issue.isError ? <p className="mt-2 text-sm text-red-800">{issue.error.message}</p> : null}
      {code && secondsLeft > 0 ? (
        <>
          <p className="mt-2 font-mono text-4xl font-semibold tracking-[0.3em] text-slate-900" data-testid="take-code">{code.takeCode}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t('takeCode.validUntil', { time: formatMoment(code.expiresAt) })} · <span aria-live="off">{t('takeCode.secondsLeft', { count: secondsLeft })}</span>
          </p>
        </>
      ) : code ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">{t('takeCode.expired')}</p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <button type="button" className={button} disabled={issue.isPending} onClick={() => mutate({ requestId })}>{t('takeCode.refresh')}</button>
        <button type="button" className={button} onClick={onClose}>{t('takeCode.close')}</button>
      </div>
    </div>
  )
}
