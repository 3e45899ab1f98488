import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { byLocation, copyStatus } from './copy-status.ts'
import { HoldingsTable } from './HoldingsTable.tsx'
import { RecordSection } from './RecordSection.tsx'

/** The record's copies, library by library (main library first), then by location. */
export function HoldingsSection({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.holdingsByLibrary.useQuery({ recordId })
  const libraries = Object.values(query.data?.sortedList ?? {}).filter((group) => group.phyItemVo.length > 0)
  return (
    <RecordSection id="holdings" title={t('holdings.title')} query={query} empty={libraries.length === 0} emptyText={t('holdings.none')}>
      <div className="space-y-6">
        {libraries.map((library) => {
          const available = library.phyItemVo.filter((item) => copyStatus(item).available).length
          // The group key is the catalogue's name; the copies carry it in the reader's language.
          const name = library.phyItemVo[0]?.libName || library.libName
          return (
            <div key={library.libCode || library.libName}>
              <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 text-base font-semibold text-slate-900">
                <span>{name}</span>
                <span className="text-sm font-normal text-slate-600">{t('holdings.libraryCount', { count: library.phyItemVo.length, available })}</span>
              </h3>
              <div className="mt-2 space-y-4">
                {byLocation(library.phyItemVo).map(({ location, items }) => (
                  <div key={location} className="rounded border border-slate-200 max-sm:border-0">
                    <h4 className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-800 max-sm:rounded max-sm:border">{location}</h4>
                    <div className="sm:p-0 max-sm:pt-2">
                      <HoldingsTable items={items} caption={t('holdings.caption', { library: name, location })} />
                    </div>
                  </div>
                ))}
              </div>
            </div>
          )
        })}
      </div>
    </RecordSection>
  )
}
