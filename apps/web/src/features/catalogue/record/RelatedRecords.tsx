import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { authorLine, fullTitle } from '../../../lib/record-summary.ts'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'

/** Records like this one (catalogue.related: the same subject, else the same author), this one excluded. */
export function RelatedRecords({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.related.useQuery({ excludeFieldContent: recordId, rows: 6 }, { staleTime: 5 * 60_000 })
  const records = query.data?.hits.map((hit) => hit.record) ?? []
  // A record with neither subject nor author has nothing to relate to: the server refuses, the list is empty.
  const nothingToRelate = query.error?.data?.appCode === 'VALIDATION_FAILED'
  return (
    <RecordSection id="related" title={t('related.title')} query={nothingToRelate ? { ...query, isError: false } : query} empty={records.length === 0} emptyText={t('related.none')}>
      <ul className="space-y-3">
        {records.map((record) => (
          <li key={record.recordId}>
            <Link to={`/searchList/bookDetails/${record.recordId}`} className="group flex gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
              <span className="h-16 w-12 shrink-0 overflow-hidden rounded bg-slate-100 ring-1 ring-black/5">
                {record.coverUrl ? <img src={record.coverUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}
              </span>
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm font-medium text-slate-900 group-hover:underline">{fullTitle(record)}</span>
                <span className="block truncate text-xs text-slate-600">{[authorLine(record), record.publishYear].filter(Boolean).join(' · ')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </RecordSection>
  )
}
