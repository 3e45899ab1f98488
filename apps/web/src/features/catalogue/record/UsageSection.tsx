import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { LoanChart, LoanTable } from './LoanChart.tsx'
import { RecordSection } from './RecordSection.tsx'
import type { YearLoans } from './record-types.ts'

function LoanSummary({ data }: { data: YearLoans }) {
  const { t } = useTranslation('record')
  const total = data.reduce((sum, d) => sum + d.loanNum, 0)
  if (!total) return <p className="text-sm text-slate-600">{t('loans.none')}</p>
  const peak = data.reduce((best, d) => (d.loanNum > best.loanNum ? d : best), data[0]!)
  const first = data[0]?.year ?? ''
  const last = data.at(-1)?.year ?? ''
  return (
    <>
      <p className="text-sm text-slate-700">{t('loans.summary', { count: total, from: first, to: last, peakYear: peak.year, peakCount: peak.loanNum })}</p>
      <LoanChart data={data} />
      <LoanTable data={data} caption={t('loans.caption', { from: first, to: last })} />
    </>
  )
}

/** How much the record is used: views, loans, favourites, comments, and its loans year by year. */
export function UsageSection({ recordId }: { recordId: number }) {
  const { t, i18n } = useTranslation('record')
  const statistics = trpc.catalogue.record.statistics.useQuery({ recordId })
  const loans = trpc.catalogue.record.tenYearLoans.useQuery({ recordId })
  const number = new Intl.NumberFormat(i18n.language)
  const tiles = statistics.data
    ? [
        { label: t('usage.views'), value: statistics.data.visitCount },
        { label: t('usage.loans'), value: statistics.data.loanCount },
        { label: t('usage.favourites'), value: statistics.data.favoriteCount },
        { label: t('usage.comments'), value: statistics.data.commentCount },
      ]
    : []
  return (
    <RecordSection id="usage" title={t('usage.title')} query={statistics}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-600">{tile.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">{number.format(tile.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4" aria-busy={loans.isPending}>
        <h3 className="mb-1 text-base font-semibold text-slate-900">{t('loans.title')}</h3>
        {loans.isPending ? (
          <div className="h-56 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />
        ) : loans.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
            {t('section.failed')}
            <button type="button" onClick={() => void loans.refetch()} className="rounded border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700">
              {t('section.retry')}
            </button>
          </p>
        ) : (
          <LoanSummary data={loans.data} />
        )}
      </div>
    </RecordSection>
  )
}
