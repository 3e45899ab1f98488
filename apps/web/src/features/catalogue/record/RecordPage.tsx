import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { HomeLink } from '../../../components/HomeLink.tsx'
import { MessagePage } from '../../../components/MessagePage.tsx'
import { trpc } from '../../../lib/trpc.ts'
import { parseRecordId } from './record-id.ts'
import { RecordView } from './RecordView.tsx'

const LINK = 'rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900'

/** While the record loads: the shape of its heading and first section, announced once as loading. */
export function RecordSkeleton() {
  const { t } = useTranslation()
  return (
    // As tall as the screen at least, like the record it stands for: the footer stays below until the record comes.
    <div className="mx-auto min-h-screen w-full max-w-6xl px-4 py-6" aria-busy="true" data-testid="record-skeleton">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="flex animate-pulse gap-4 motion-reduce:animate-none sm:gap-6" aria-hidden="true">
        <div className="aspect-[3/4] w-28 shrink-0 rounded bg-slate-200 sm:w-40" />
        <div className="flex-1 space-y-3">
          <div className="h-3 w-16 rounded bg-slate-200" />
          <div className="h-8 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-6 w-40 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-8 animate-pulse space-y-3 motion-reduce:animate-none" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-5 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  )
}

/** "This metadata has no detail page" (spec §8): a record id that does not exist, or is no id at all. */
export function NoDetailPage() {
  const { t } = useTranslation('record')
  return (
    <MessagePage
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <>
          <HomeLink label={t('notFound.home')} />
          <Link to="/searchList" className={LINK}>
            {t('notFound.search')}
          </Link>
        </>
      }
    />
  )
}

/**
 * A record by id: loads the detail first, then the record view (whose sections load on their own).
 * Not found is a message, not an error (business errors answer 200, so nothing is logged); a failure of
 * the server or the network offers a retry; a failed load shows no stale record (spec §4).
 */
export function RecordDetailById({ recordId }: { recordId: number | null }) {
  const { t } = useTranslation('record')
  const detail = trpc.catalogue.detail.useQuery({ recordId: recordId ?? 1 }, { enabled: recordId !== null, staleTime: 60_000 })
  const appCode = detail.error?.data?.appCode
  if (recordId === null || appCode === 'NOT_FOUND') return <NoDetailPage />
  if (detail.isError)
    return <ErrorPanel title={t('loadFailed.title')} description={t('loadFailed.message')} retryLabel={t('loadFailed.retry')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
  if (!detail.data) return <RecordSkeleton />
  return <RecordView key={recordId} recordId={recordId} detail={detail.data} />
}

/** /searchList/bookDetails/{id}[/{type}]: the full record of a search result. */
export function RecordPage() {
  const { id } = useParams()
  return <RecordDetailById recordId={parseRecordId(id)} />
}
