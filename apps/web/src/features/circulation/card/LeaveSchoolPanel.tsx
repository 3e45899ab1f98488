import type { LeaveSchoolCheck } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { trpc } from '../../../lib/trpc.ts'

const FORM_FIELDS = ['name', 'primaryId', 'username', 'department', 'major', 'className', 'grade'] as const
const BUTTON = 'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60'

/**
 * Self-service leave-school (user menu key 14; spec §6 "Abnormal-behaviour readers must visit a staff desk to leave
 * school"): the patron's leave-school form, then either each reason that sends them to a desk, or — when nothing
 * blocks — the button that closes the account, after a confirmation.
 */
export function LeaveSchoolPanel() {
  const { t } = useTranslation('patronStatus')
  const check = trpc.circulation.leaveSchool.check.useQuery(undefined, { retry: false })
  const utils = trpc.useUtils()
  // The card in the header shows the closed account at once.
  const leave = trpc.circulation.leaveSchool.leave.useMutation({ onSuccess: () => void utils.circulation.card.status.invalidate() })
  const [confirming, setConfirming] = useState(false)
  return (
    <section aria-labelledby="leave-heading" className="space-y-4">
      <h2 id="leave-heading" className="text-xl font-semibold text-slate-900">{t('leave.title')}</h2>
      <p className="text-sm text-slate-700">{t('leave.intro')}</p>
      {leave.isSuccess ? (
        <p role="status" className="rounded border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">{t('leave.done')}</p>
      ) : check.isPending ? (
        <p role="status" className="text-sm text-slate-600">{t('leave.checking')}</p>
      ) : check.isError ? (
        <ErrorPanel title={t('leave.loadFailed')} description={check.error.message} retryLabel={t('leave.retry')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
      ) : (
        <>
          <LeaveForm form={check.data.form} />
          {check.data.canLeave ? (
            <div className="space-y-3 rounded border border-slate-200 bg-slate-50 p-4">
              <p className="text-slate-900">{t('leave.clear')}</p>
              {confirming ? <p className="text-sm font-medium text-slate-900">{t('leave.confirm')}</p> : null}
              <div className="flex flex-wrap gap-2">
                {confirming ? (
                  <button type="button" onClick={() => setConfirming(false)} className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-white focus-visible:outline-slate-700`}>
                    {t('card.cancel')}
                  </button>
                ) : null}
                <button
                  type="button"
                  disabled={leave.isPending}
                  onClick={() => (confirming ? leave.mutate() : setConfirming(true))}
                  className={`${BUTTON} bg-slate-800 text-white hover:bg-slate-900 focus-visible:outline-slate-700`}
                >
                  {leave.isPending ? t('leave.applying') : t('leave.apply')}
                </button>
              </div>
              {leave.isError ? <p role="alert" className="text-sm text-red-800">{leave.error.message}</p> : null}
            </div>
          ) : (
            <DeskAnswer blockers={check.data.blockers} />
          )}
        </>
      )}
    </section>
  )
}

function LeaveForm({ form }: { form: LeaveSchoolCheck['form'] }) {
  const { t } = useTranslation('patronStatus')
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      {FORM_FIELDS.map((field) => (
        <div key={field} className="flex gap-2">
          {/* i18n-keys: patronStatus:leave.form.name patronStatus:leave.form.primaryId patronStatus:leave.form.username patronStatus:leave.form.department patronStatus:leave.form.major patronStatus:leave.form.className patronStatus:leave.form.grade */}
          <dt className="w-20 shrink-0 text-slate-600">{t(`leave.form.${field}`)}</dt>
          <dd className="min-w-0 break-words text-slate-900">{form[field] || t('leave.empty')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The desk answer: every reason, with its count and the money owed. */
function DeskAnswer({ blockers }: { blockers: LeaveSchoolCheck['blockers'] }) {
  const { t } = useTranslation('patronStatus')
  return (
    <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('leave.deskTitle')}</p>
      <p className="mt-1 text-sm">{t('leave.deskText')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {blockers.map((b) => (
          // i18n-keys: patronStatus:blocker_CURRENT_LOANS patronStatus:blocker_UNPAID_FINES patronStatus:blocker_WAITING_REQUESTS patronStatus:blocker_CARD_FROZEN patronStatus:blocker_CARD_LOST
          <li key={b.reason}>{t(`blocker_${b.reason}`, { count: b.count, amount: (b.amountCents / 100).toFixed(2) })}</li>
        ))}
      </ul>
    </div>
  )
}
