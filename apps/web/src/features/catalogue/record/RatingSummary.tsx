import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import type { RecordScore } from './record-types.ts'
import { StarInput, Stars } from './StarRating.tsx'

/** Average, number of ratings and how many readers gave each number of stars (5 first). */
export function RatingSummary({ score }: { score: RecordScore }) {
  const { t, i18n } = useTranslation('record')
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const largest = Math.max(1, ...score.distribution.map((d) => d.count))
  if (!score.ratingCount || score.avgScore === null) return <p className="text-sm text-slate-600">{t('reviews.noRatings')}</p>
  return (
    <div className="flex flex-wrap items-center gap-6">
      <div className="text-center">
        <p className="text-4xl font-bold tabular-nums text-slate-900">{number.format(score.avgScore)}</p>
        <Stars value={score.avgScore} />
        <p className="mt-1 text-xs text-slate-600">{t('reviews.ratingCount', { count: score.ratingCount })}</p>
      </div>
      <ul className="min-w-48 flex-1 space-y-1" aria-label={t('reviews.distribution')}>
        {[...score.distribution].reverse().map((d) => (
          <li key={d.score} className="flex items-center gap-2 text-xs text-slate-700">
            <span className="w-14 shrink-0 whitespace-nowrap">{t('rating.stars', { count: d.score })}</span>
            <span className="h-2 flex-1 overflow-hidden rounded bg-slate-100" aria-hidden="true">
              <span className="block h-full rounded bg-amber-500" style={{ width: `${(d.count / largest) * 100}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums">
              <span className="sr-only">{t('reviews.givenBy', { count: d.count })}</span>
              <span aria-hidden="true">{d.count}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The signed-in reader's own rating: choosing stars saves it at once (again: changes it). */
export function MyRating({ recordId, myScore }: { recordId: number; myScore: number | null }) {
  const { t } = useTranslation('record')
  const utils = trpc.useUtils()
  const [chosen, setChosen] = useState<number | null>(null)
  const name = useId()
  const rate = trpc.catalogue.reviews.rate.useMutation({
    // Arrow keys move through the stars quickly: the ratings reach the server one after the other, the last one wins.
    scope: { id: `rate-${recordId}` },
    onSuccess: (score) => {
      utils.catalogue.reviews.score.setData({ recordId }, score)
      void utils.catalogue.record.statistics.invalidate({ recordId })
    },
  })
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-sm font-medium text-slate-700">{t('rating.choose')}</span>
      <StarInput
        name={name}
        value={chosen ?? myScore ?? 0}
        onChange={(stars) => {
          setChosen(stars)
          rate.mutate({ recordId, score: stars })
        }}
      />
      <p role="status" className="text-sm">
        {rate.isSuccess ? <span className="text-emerald-800">{t('reviews.rated')}</span> : rate.isError ? <span className="text-red-800">{rate.error.message}</span> : null}
      </p>
    </div>
  )
}
