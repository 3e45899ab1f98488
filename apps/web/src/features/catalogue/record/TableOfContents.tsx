import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'

/** Entries shown before "show all". */
const FOLDED = 12

/** The record's table of contents (catalogue.record.tableOfContents); no section when it has none. */
export function TableOfContents({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.record.tableOfContents.useQuery({ recordId }, { staleTime: Infinity })
  const [open, setOpen] = useState(false)
  const lines = query.data?.catalog ?? []
  if (query.isSuccess && lines.length === 0) return null
  const shown = open ? lines : lines.slice(0, FOLDED)
  return (
    <RecordSection id="contents" title={t('contents.title')} query={query}>
      <ol className="list-decimal space-y-1 pl-6 text-sm text-slate-800 marker:text-slate-500">
        {shown.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
      {lines.length > FOLDED ? (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="mt-2 text-sm font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950">
          {open ? t('contents.showLess') : t('contents.showAll', { count: lines.length })}
        </button>
      ) : null}
    </RecordSection>
  )
}
