import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { searchLinkPath } from './record-fields.ts'
import type { RecordDetail } from './record-types.ts'
import { Stars } from './StarRating.tsx'

/** Copies, copies on the shelf and e-copies right now (catalogue.liveCounts), as one line. */
function Availability({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.liveCounts.useQuery({ recordIds: [recordId] })
  const counts = query.data?.[String(recordId)]
  if (!counts) return <p className="h-6 w-48 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />
  const tone = counts.onShelfCount > 0 ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/30' : 'bg-slate-100 text-slate-800 ring-slate-500/30'
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="live-counts">
      <span className={`rounded px-2 py-0.5 font-medium ring-1 ring-inset ${tone}`}>
        {counts.pCount ? t('availability.onShelf', { onShelf: counts.onShelfCount, total: counts.pCount }) : t('availability.noCopies')}
      </span>
      {counts.eCount ? <span className="rounded bg-sky-50 px-2 py-0.5 font-medium text-sky-900 ring-1 ring-sky-700/30 ring-inset">{t('availability.electronic', { count: counts.eCount })}</span> : null}
    </p>
  )
}

function Cover({ recordId, detail }: { recordId: number; detail: RecordDetail }) {
  const query = trpc.catalogue.coverUrl.useQuery({ recordId, isbn: detail.isbn || undefined }, { staleTime: Infinity })
  return (
    <div className="aspect-[3/4] w-28 shrink-0 overflow-hidden rounded bg-slate-100 shadow-sm ring-1 ring-black/5 sm:w-40">
      {query.data ? <img src={query.data} alt="" className="size-full object-cover" /> : null}
    </div>
  )
}

type RecordHeaderProps = {
  recordId: number
  detail: RecordDetail
  /** Buttons under the facts (cite, share …). */
  actions?: ReactNode
}

/** Cover, document type, title (h1), authors, imprint, ISBN, rating and availability: the top of a full record. */
export function RecordHeader({ recordId, detail, actions }: RecordHeaderProps) {
  const { t } = useTranslation('record')
  const docCode = trpc.catalogue.docCode.useQuery({ recordId }, { staleTime: Infinity })
  const statistics = trpc.catalogue.record.statistics.useQuery({ recordId })
  const imprint = [detail.publisher, detail.publishYear].filter(Boolean).join(', ')
  const parallel = detail.titles.filter((title) => title !== detail.title)
  const authors = detail.authors.filter((name) => name.trim())
  const stats = statistics.data
  return (
    <header className="flex gap-4 sm:gap-6">
      <Cover recordId={recordId} detail={detail} />
      <div className="min-w-0 flex-1 space-y-2">
        {/* Lines that arrive after the heading hold their place while they load, so the record below does not jump. */}
        {docCode.isPending ? (
          <p className="h-4" aria-hidden="true" />
        ) : docCode.data?.docName ? (
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{docCode.data.docName}</p>
        ) : null}
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-3xl">{detail.title}</h1>
        {parallel.length ? <p className="text-sm break-words text-slate-700">{parallel.join(' = ')}</p> : null}
        {authors.length ? (
          <p className="text-slate-800">
            <span className="sr-only">{t('header.authors')}: </span>
            {authors.map((name, i) => (
              <span key={i}>
                {i ? ' ' : null}
                <Link to={searchLinkPath({ searchField: 'author', value: name })} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
                  {name}
                </Link>
              </span>
            ))}
          </p>
        ) : detail.responsibility ? (
          <p className="text-slate-800">{detail.responsibility}</p>
        ) : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {imprint ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">{t('header.published')}</dt>
              <dd>{imprint}</dd>
            </div>
          ) : null}
          {detail.isbn ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">ISBN</dt>
              <dd className="font-mono">{detail.isbn}</dd>
            </div>
          ) : null}
        </dl>
        {statistics.isPending ? (
          <p className="h-5" aria-hidden="true" />
        ) : stats && stats.ratingCount > 0 && stats.avgScore !== null ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Stars value={stats.avgScore} />
            <span>{t('rating.average', { score: stats.avgScore, count: stats.ratingCount })}</span>
          </p>
        ) : null}
        <Availability recordId={recordId} />
        {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
      </div>
    </header>
  )
}
