import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDayFormat } from '../../../lib/format-day.ts'
import { trpc } from '../../../lib/trpc.ts'
import { ReportLostDialog } from './ReportLostDialog.tsx'

const TONE = {
  NORMAL: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  LOST: 'bg-red-50 text-red-900 ring-red-200',
  FROZEN: 'bg-amber-50 text-amber-900 ring-amber-200',
  EXPIRED: 'bg-slate-100 text-slate-800 ring-slate-300',
  LEFT: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const

/**
 * The patron's library card in My library's header: its status (frozen and lost explained), how long it is
 * valid, and "report lost" behind a password dialog while the card is valid. A lost card is restored at a desk.
 */
export function CardStatus() {
  const { t } = useTranslation('patronStatus')
  const day = useDayFormat()
  const utils = trpc.useUtils()
  const card = trpc.circulation.card.status.useQuery()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [reported, setReported] = useState(false)
  if (card.isError) return <p className="mt-3 text-sm text-red-800">{t('card.loadFailed')}</p>
  if (!card.data) return null
  const { status, validUntil, canReportLost } = card.data
  const note = status === 'FROZEN' ? t('card.frozenNote') : status === 'LOST' ? t('card.lostNote') : null
  return (
    <section aria-labelledby="card-status-heading" className="mt-4 rounded border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="card-status-heading" className="text-base font-semibold text-slate-900">{t('card.title')}</h2>
        <span className={`rounded px-2 py-0.5 text-sm font-medium ring-1 ${TONE[status]}`}>
          <span className="sr-only">{t('card.statusLabel')}: </span>
          {/* i18n-keys: patronStatus:card.status.NORMAL patronStatus:card.status.LOST patronStatus:card.status.FROZEN patronStatus:card.status.EXPIRED patronStatus:card.status.LEFT */}
          {t(`card.status.${status}`)}
        </span>
        {validUntil && status !== 'LEFT' ? <span className="text-sm text-slate-600">{t('card.validUntil', { date: day(validUntil.slice(0, 10)) })}</span> : null}
        {canReportLost ? (
          <button
            type="button"
            onClick={() => setDialogOpen(true)}
            className="ml-auto rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t('card.reportLost')}
          </button>
        ) : null}
      </div>
      {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
      <p role="status" className="text-sm text-emerald-900">{reported ? t('card.reported') : ''}</p>
      <ReportLostDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onReported={() => {
          setDialogOpen(false)
          setReported(true)
          void utils.circulation.card.status.invalidate()
          void utils.circulation.leaveSchool.check.invalidate()
        }}
      />
    </section>
  )
}
