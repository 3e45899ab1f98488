import type { RequestStep } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { useMomentFormat } from './request-format.ts'

/** The steps a request went through (spec §4 "workflow"), oldest first, as an ordered list. */
export function RequestTimeline({ requestId, requestNo }: { requestId: number; requestNo: string }) {
  const { t } = useTranslation('requests')
  const formatMoment = useMomentFormat()
  const detail = trpc.circulation.requests.detail.useQuery({ requestId })
  if (detail.isPending) return <p className="mt-3 text-sm text-slate-600" aria-busy="true">{t('actions.timeline')}…</p>
  if (detail.isError) return <p className="mt-3 text-sm text-red-800">{detail.error.message}</p>
  return (
    <div className="mt-3">
      <h4 className="text-sm font-medium text-slate-900">{t('timeline.title', { requestNo })}</h4>
      <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
        {detail.data.events.map((event, n) => (
          <li key={n} className="relative text-sm">
            <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-slate-500" />
            {/* i18n-keys: requests:step. */}
            <span className="font-medium text-slate-900">{t(`step.${event.step as RequestStep}`)}</span>
            <span className="text-slate-600"> · {formatMoment(event.at)}{event.byStaff ? ` · ${t('timeline.byStaff')}` : ''}</span>
            {event.note ? <p className="text-slate-700">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
