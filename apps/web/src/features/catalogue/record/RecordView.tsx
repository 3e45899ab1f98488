import { useDeferredValue, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthorSection } from './AuthorSection.tsx'
import { CitationMenu } from './CitationMenu.tsx'
import { FavouriteAction } from '../search/FavouriteAction.tsx'
import { CommentsSection } from './CommentsSection.tsx'
import { ElectronicSection } from './ElectronicSection.tsx'
import { HoldingsSection } from './HoldingsSection.tsx'
import { MetadataTable } from './MetadataTable.tsx'
import { OtherLibraries } from './OtherLibraries.tsx'
import { RecordHeader } from './RecordHeader.tsx'
import { RecordSection } from './RecordSection.tsx'
import { authorNames } from './record-fields.ts'
import type { RecordDetail } from './record-types.ts'
import { RelatedRecords } from './RelatedRecords.tsx'
import { goToSection, SectionNav } from './SectionNav.tsx'
import { ShareSection } from './ShareSection.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { UsageSection } from './UsageSection.tsx'
import { useRecordView } from './use-record-view.ts'

const ACTION = 'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

/** The document title while a record is shown: "<title> - <page name>", restored when it goes. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title
    document.title = title
    return () => {
      document.title = before
    }
  }, [title])
}

/**
 * A full record, as VuFind's or Primo's full view: heading with cover and actions, then the catalogue
 * description, copies, e-copies, contents, use, comments; beside them sharing, the author, related
 * records and other libraries. One column on a phone.
 */
export function RecordView({ recordId, detail }: { recordId: number; detail: RecordDetail }) {
  const { t } = useTranslation('record')
  useRecordView(recordId)
  useDocumentTitle(`${detail.title} - ${t('pageTitle')}`)
  // The sections after the description come in a second pass that React can interrupt: the heading and the description
  // (a phone's first screen) are drawn without waiting for them, and their calls go out in a batch of their own.
  const rest = useDeferredValue(true, false)
  const authors = authorNames(detail.fields)
  const sections = [
    { id: 'details', label: t('nav.details') },
    { id: 'holdings', label: t('nav.holdings') },
    { id: 'electronic', label: t('nav.electronic') },
    { id: 'usage', label: t('nav.usage') },
    { id: 'comments', label: t('nav.comments') },
    { id: 'share', label: t('nav.share') },
    { id: 'related', label: t('nav.related') },
  ]
  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6" data-testid="record">
      <RecordHeader
        recordId={recordId}
        detail={detail}
        actions={
          <>
            <FavouriteAction recordId={recordId} title={detail.title} />
            <CitationMenu recordId={recordId} buttonClassName={ACTION} />
            <button type="button" className={ACTION} onClick={() => goToSection('share')}>
              {t('actions.share')}
            </button>
            <button type="button" className={ACTION} onClick={() => goToSection('comments')}>
              {t('actions.review')}
            </button>
          </>
        }
      />
      <SectionNav sections={sections} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <RecordSection id="details" title={t('metadata.title')}>
            <MetadataTable fields={detail.fields} />
          </RecordSection>
          {rest ? (
            <>
              <HoldingsSection recordId={recordId} />
              <ElectronicSection recordId={recordId} links={detail.links} />
              <TableOfContents recordId={recordId} />
              <UsageSection recordId={recordId} />
              <CommentsSection recordId={recordId} />
            </>
          ) : null}
        </div>
        {rest ? (
          <div className="flex min-w-0 flex-col gap-8">
            <ShareSection recordId={recordId} />
            {authors.length ? <AuthorSection recordId={recordId} authors={authors} /> : null}
            <RelatedRecords recordId={recordId} />
            <OtherLibraries recordId={recordId} />
          </div>
        ) : null}
      </div>
    </article>
  )
}
