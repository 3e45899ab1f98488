import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Highlights } from '@portal/contracts'
import { Link } from 'react-router-dom'
import { authorLine, fullTitle, yearLine } from '../../../lib/record-summary.ts'
import { Availability, type Counts } from './Availability.tsx'
import { HighlightedText } from './HighlightedText.tsx'
import { FavouriteAction } from './FavouriteAction.tsx'
import type { SearchRecord } from './use-catalogue-search.ts'

type ResultItemProps = {
  record: SearchRecord
  position: number
  /** Where the search matched in this record (title, abstract, publisher …), as text segments. */
  highlights: Highlights | undefined
  /** Live counts when they have arrived; the answer's own counts until then. */
  counts: Counts | undefined
  /** The words searched, marked where the server's highlight does not reach (subtitles, parallel titles). */
  terms: readonly string[]
  /** The document type in the page's language (the record has only its code). */
  docTypeName: string | undefined
}

/** One record of the list: cover, title (to its record page), authors, publication, type, call number, availability. */
export function ResultItem({ record, position, highlights, counts, terms, docTypeName }: ResultItemProps) {
  const { t } = useTranslation('search')
  const author = authorLine(record)
  const year = yearLine(record)
  const callNo = record.copies.callNos[0]
  const meta: [label: string, value: ReactNode][] = []
  if (author) meta.push([t('record.author'), <HighlightedText text={author} terms={terms} />])
  if (record.publisher) meta.push([t('record.publisher'), <HighlightedText text={record.publisher} highlight={highlights?.publisher} terms={terms} />])
  if (year) meta.push([t('record.year'), year])
  if (docTypeName) meta.push([t('record.docType'), docTypeName])
  if (callNo) meta.push([t('record.callNo'), callNo])
  const shown = counts ?? { pCount: record.copies.physicalCount, onShelfCount: record.copies.onShelfCount, eCount: record.electronicCount }

  return (
    <li className="flex gap-3 border-b border-slate-200 py-4 sm:gap-4">
      <div className="w-16 shrink-0 sm:w-20">
        {record.coverUrl ? (
          <img src={record.coverUrl} alt="" loading="lazy" width={80} height={112} className="h-auto w-full rounded border border-slate-200 bg-slate-100 object-cover" />
        ) : (
          <div aria-hidden="true" className="aspect-[5/7] w-full rounded border border-slate-200 bg-slate-100" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold break-words text-slate-900 sm:text-lg">
          <span className="mr-1.5 text-sm font-normal text-slate-500">{position}.</span>
          <Link to={`/searchList/bookDetails/${record.recordId}`} className="text-sky-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
            <HighlightedText text={fullTitle(record)} highlight={highlights?.title} terms={terms} />
          </Link>
        </h3>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
          {meta.map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-slate-500">{label}:</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {record.abstract ? (
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">
            <HighlightedText text={record.abstract} highlight={highlights?.abstract} terms={terms} />
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <Availability counts={shown} />
          <FavouriteAction recordId={record.recordId} title={fullTitle(record)} />
        </div>
      </div>
    </li>
  )
}
