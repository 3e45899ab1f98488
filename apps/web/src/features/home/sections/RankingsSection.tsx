import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { HomeSection } from '../HomeSection.tsx'

const ROWS = 10
/** The rankings' window in days: the last month, as LibStar's home page shows them. */
const STAT_RANGE = 30

const recordPath = (recordId: number) => `/searchList/bookDetails/${recordId}`

/** Three rankings side by side (stacked on a phone): top readers, top rated books, most viewed books. */
export function RankingsSection() {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <TopReaders />
      <TopRated />
      <MostViewed />
    </div>
  )
}

function TopReaders() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.topReaders.useQuery({ rows: ROWS, statRange: STAT_RANGE })
  const readers = query.data ?? []
  return (
    <HomeSection title={t('readers.title')} moreTo="/readRange" query={query} empty={readers.length === 0} emptyText={t('readers.empty')}>
      <RankList>
        {readers.map((reader) => (
          <RankItem key={reader.rank} rank={reader.rank} aside={t('readers.loans', { count: reader.loanCount })}>
            <p className="truncate font-medium text-slate-900">{reader.name}</p>
            {reader.department ? <p className="truncate text-xs text-slate-600">{reader.department}</p> : null}
          </RankItem>
        ))}
      </RankList>
    </HomeSection>
  )
}

function TopRated() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.topScores.useQuery({ type: 1, page: 1, rows: ROWS })
  const books = query.data?.result ?? []
  return (
    <HomeSection title={t('scores.title')} moreTo="/grade" query={query} empty={books.length === 0} emptyText={t('scores.empty')}>
      <RankList>
        {books.map((book, index) => (
          <RankItem key={book.recordId} rank={index + 1}>
            <RecordTitle recordId={book.recordId} title={book.title} author={book.author} />
            <Stars score={book.avgScore} label={t('scores.label', { score: book.avgScore.toFixed(1), count: book.ratingCount })} />
          </RankItem>
        ))}
      </RankList>
    </HomeSection>
  )
}

function MostViewed() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.popularBooks.useQuery({ rows: ROWS, statRange: STAT_RANGE })
  const books = query.data ?? []
  return (
    <HomeSection title={t('views.title')} moreTo="/hotBook" query={query} empty={books.length === 0} emptyText={t('views.empty')}>
      <RankList>
        {books.map((book, index) => (
          <RankItem key={book.recordId} rank={index + 1} aside={t('views.count', { count: book.viewCount })}>
            <RecordTitle recordId={book.recordId} title={book.title} author={book.author} />
          </RankItem>
        ))}
      </RankList>
    </HomeSection>
  )
}

function RankList({ children }: { children: ReactNode }) {
  return <ol className="divide-y divide-slate-100">{children}</ol>
}

/** A ranked row: the place (the first three stand out), the entry, and an optional count on the right. */
function RankItem({ rank, aside, children }: { rank: number; aside?: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 py-2">
      <span
        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded text-xs font-semibold ${rank <= 3 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
      >
        {rank}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      {aside ? <span className="shrink-0 text-sm text-slate-700">{aside}</span> : null}
    </li>
  )
}

function RecordTitle({ recordId, title, author }: { recordId: number; title: string; author: string | null }) {
  return (
    <>
      <Link
        to={recordPath(recordId)}
        className="line-clamp-2 font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700"
      >
        {title}
      </Link>
      {author ? <p className="truncate text-xs text-slate-600">{author}</p> : null}
    </>
  )
}

/** Five stars, filled to the rounded score, with the score beside them; read out as one phrase. */
function Stars({ score, label }: { score: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(score)))
  return (
    <p className="mt-0.5 text-xs">
      <span role="img" aria-label={label} className="inline-flex items-center gap-1">
        <span className="tracking-tight text-amber-700">{'★'.repeat(filled) + '☆'.repeat(5 - filled)}</span>
        <span className="text-slate-700">{score.toFixed(1)}</span>
      </span>
    </p>
  )
}
