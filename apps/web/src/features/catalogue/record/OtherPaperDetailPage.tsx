import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { HomeLink } from '../../../components/HomeLink.tsx'
import { MessagePage } from '../../../components/MessagePage.tsx'
import { MetadataTable } from './MetadataTable.tsx'
import type { FieldInput } from './record-fields.ts'
import { parseRecordId } from './record-id.ts'
import { RecordSection } from './RecordSection.tsx'
import { RecordDetailById } from './RecordPage.tsx'

/** The query parameters a paper from another source may carry, in the order they are shown. */
const PAPER_FIELDS = ['author', 'source', 'year', 'volume', 'issue', 'pages', 'publisher', 'issn', 'isbn', 'doi', 'keywords', 'abstract'] as const
type PaperField = (typeof PAPER_FIELDS)[number]

/**
 * /searchList/otherPaperDetail: a paper found outside the local catalogue (spec §2). Our engine has no
 * other-paper scope: with `recordId` the page shows that local record; otherwise it shows the paper the
 * query parameters describe (title, author, source, year, doi, url, …), all as text; with neither, a
 * clear message.
 */
export function OtherPaperDetailPage() {
  const { t } = useTranslation('record')
  const [params] = useSearchParams()
  const recordId = params.get('recordId') ?? params.get('id')
  if (recordId !== null) return <RecordDetailById recordId={parseRecordId(recordId)} />

  const title = params.get('title')?.trim()
  if (!title)
    return <MessagePage title={t('notFound.title')} message={t('otherPaper.nothing')} actions={<HomeLink label={t('notFound.home')} />} />

  // i18n-keys: record:otherPaper.fields.
  const labels: Record<PaperField, string> = Object.fromEntries(PAPER_FIELDS.map((f) => [f, t(`otherPaper.fields.${f}`)])) as Record<PaperField, string>
  const fields: FieldInput[] = PAPER_FIELDS.flatMap((f) => {
    const value = params.get(f)?.trim()
    return value ? [{ code: `paper-${f}`, label: labels[f], values: [{ text: value }] }] : []
  })
  const doi = params.get('doi')?.trim()
  const given = params.get('url')?.trim()
  const url = given && /^https?:\/\//i.test(given) ? given : doi ? `https://doi.org/${encodeURI(doi)}` : null
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('otherPaper.kind')}</p>
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
        {params.get('author') ? <p className="text-slate-800">{params.get('author')}</p> : null}
        <p className="text-sm text-slate-600">{t('otherPaper.note')}</p>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex rounded-md bg-nav-back px-4 py-2 text-sm font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {t('otherPaper.open')}
            <span className="sr-only"> ({t('newWindow')})</span>
          </a>
        ) : null}
      </header>
      <RecordSection id="details" title={t('metadata.title')}>
        <MetadataTable fields={fields} />
      </RecordSection>
    </article>
  )
}
