import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'

/** Other libraries of this installation holding the same edition (by ISBN), with their copy counts. */
export function OtherLibraries({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.record.otherLibraries.useQuery({ recordId }, { staleTime: 5 * 60_000 })
  const libraries = query.data ?? []
  return (
    <RecordSection id="other-libraries" title={t('otherLibraries.title')} query={query} empty={libraries.length === 0} emptyText={t('otherLibraries.none')}>
      <ul className="divide-y divide-slate-100 text-sm">
        {libraries.map((library) => (
          <li key={`${library.groupCode}-${library.recordId}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <span className="font-medium text-slate-900">{library.libName}</span>
            <span className="text-slate-700">{t('otherLibraries.copies', { count: library.physicalCount, available: library.onShelfCount })}</span>
          </li>
        ))}
      </ul>
    </RecordSection>
  )
}
