import type { Subscription, SubscriptionSchedule } from '@portal/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { cardCell } from '../../components/CardTable.tsx'
import { EMPTY_SEARCH, searchStatePath } from '../../lib/search-state.ts'
import { useLocale } from '../../lib/use-locale.ts'

const SCHEDULES = ['DAILY', 'WEEKLY'] as const satisfies readonly SubscriptionSchedule[]
const BUTTON = 'rounded border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-60'

type RowProps = {
  subscription: Subscription
  busy: boolean
  onChange: (change: { schedule?: SubscriptionSchedule; emailAlerts?: boolean }) => void
  onDelete: () => void
}

/** One subscription: its name and term (a link to its results now), how often it alerts, e-mail on or off, the last alert, delete. */
export function SubscriptionRow({ subscription, busy, onChange, onDelete }: RowProps) {
  const { t } = useTranslation('subscriptions')
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    // The question takes the focus when it appears, and gives it back to "delete" when it is cancelled.
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) deleteRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])
  const name = subscription.name
  const results = searchStatePath({ ...EMPTY_SEARCH, term: subscription.searchContent, field: subscription.searchField as typeof EMPTY_SEARCH.field })
  const lastAlert = subscription.lastNotifiedAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(subscription.lastNotifiedAt)) : t('never')
  return (
    <tr className="max-sm:block max-sm:rounded max-sm:border max-sm:border-slate-200 max-sm:p-3" data-subscription-id={subscription.id}>
      {cardCell(t('column.name'), <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{name}</span>)}
      {cardCell(t('column.term'), <Link to={results} className="text-sky-900 underline-offset-2 hover:underline [overflow-wrap:anywhere]">{subscription.searchContent}</Link>)}
      {cardCell(
        t('column.schedule'),
        <select
          aria-label={t('scheduleLabel', { name })}
          value={subscription.schedule}
          disabled={busy}
          onChange={(event) => onChange({ schedule: event.target.value as SubscriptionSchedule })}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-slate-700"
        >
          {/* i18n-keys: subscriptions:schedule. */}
          {SCHEDULES.map((schedule) => <option key={schedule} value={schedule}>{t(`schedule.${schedule}`)}</option>)}
        </select>,
      )}
      {cardCell(
        t('column.email'),
        <input
          type="checkbox"
          aria-label={t('emailLabel', { name })}
          checked={subscription.emailAlerts}
          disabled={busy}
          onChange={(event) => onChange({ emailAlerts: event.target.checked })}
          className="h-4 w-4 accent-slate-800"
        />,
      )}
      {cardCell(t('column.lastAlert'), <span className="text-slate-700">{lastAlert}</span>, 'whitespace-nowrap')}
      {cardCell(
        t('column.actions'),
        confirming ? (
          <div role="group" aria-label={t('deleteLabel', { name })} className="flex flex-col gap-2">
            <p className="text-sm text-slate-800">{t('confirmDelete', { name })}</p>
            <div className="flex gap-2">
              <button ref={confirmRef} type="button" disabled={busy} onClick={onDelete} className={`${BUTTON} border-red-700 bg-red-700 text-white hover:bg-red-800`}>{t('confirm')}</button>
              <button type="button" onClick={() => setConfirming(false)} className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-50`}>{t('cancel')}</button>
            </div>
          </div>
        ) : (
          <button ref={deleteRef} type="button" aria-label={t('deleteLabel', { name })} onClick={() => setConfirming(true)} className={`${BUTTON} border-slate-300 text-red-800 hover:bg-red-50`}>
            {t('delete')}
          </button>
        ),
      )}
    </tr>
  )
}
