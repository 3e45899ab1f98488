import type { PersonalOverview } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { useDayFormat } from '../../lib/format-day.ts'
import { trpc } from '../../lib/trpc.ts'

type CountKey = Exclude<keyof PersonalOverview, 'dueSoon' | 'unpaidFinesCents'>

/** Each count and the user-menu key of the section it leads to (spec §2 "User dropdown (keys)"). */
const COUNTS: { key: CountKey; section: string; warn?: boolean }[] = [
  { key: 'currentLoans', section: '5' },
  { key: 'overdueLoans', section: '5', warn: true },
  { key: 'requestsReady', section: '4', warn: true },
  { key: 'requestsOpen', section: '4' },
  { key: 'unpaidFines', section: '7', warn: true },
  { key: 'favourites', section: '2' },
  { key: 'subscriptions', section: '3' },
  { key: 'unreadMessages', section: '13', warn: true },
]

const sectionPath = (key: string) => `/personalExternal/${key}`

/**
 * My library at a glance (user-menu key 0, issue 16 item 9): the counts of the personal centre, each a shortcut to
 * its section (highlighted when it asks for action: overdue, ready to pick up, fines, unread), and the loans due first.
 */
export function OverviewPanel() {
  const { t } = useTranslation('overview')
  const overview = trpc.overview.get.useQuery(undefined, { retry: false })
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h2 id="overview-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
      {overview.isPending ? (
        <p role="status" className="text-sm text-slate-600">{t('loading')}</p>
      ) : overview.isError ? (
        <ErrorPanel title={t('loadFailed')} description={overview.error.message} retryLabel={t('retry')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          <Counts overview={overview.data} />
          <DueSoon loans={overview.data.dueSoon} />
        </>
      )}
    </section>
  )
}

function Counts({ overview }: { overview: PersonalOverview }) {
  const { t } = useTranslation('overview')
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTS.map(({ key, section, warn }) => {
        const value = overview[key]
        const alert = warn && value > 0
        // i18n-keys: overview:count_
        const label = t(`count_${key}`)
        return (
          <li key={key} className="min-w-0">
            <Link
              to={sectionPath(section)}
              data-testid={`overview-${key}`}
              className={`flex h-full flex-col rounded border p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 ${alert ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
            >
              <span className="text-sm text-slate-700">{label}</span>
              <span className={`mt-1 text-2xl font-semibold ${alert ? 'text-amber-900' : 'text-slate-900'}`}>{value}</span>
              {key === 'unpaidFines' && value > 0 ? (
                <span className="text-sm text-amber-900">{t('finesAmount', { amount: (overview.unpaidFinesCents / 100).toFixed(2) })}</span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function DueSoon({ loans }: { loans: PersonalOverview['dueSoon'] }) {
  const { t } = useTranslation('overview')
  const day = useDayFormat()
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-medium text-slate-900">{t('dueSoon')}</h3>
        <Link to={sectionPath('5')} className="text-sm text-slate-800 underline hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
          {t('allLoans')}
        </Link>
      </div>
      {loans.length === 0 ? (
        <p className="rounded border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">{t('dueSoonEmpty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200">
          {loans.map((loan) => (
            <li key={loan.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{loan.title}</span>
                {loan.author ? <span className="text-sm text-slate-600"> · {loan.author}</span> : null}
              </span>
              <span className={`shrink-0 text-sm ${loan.overdue ? 'font-medium text-red-800' : 'text-slate-700'}`}>
                {loan.overdue ? `${t('overdue')} · ` : ''}{t('due', { date: day(loan.dueDate.slice(0, 10)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
