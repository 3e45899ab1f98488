import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
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
      <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {/* The request form lives in My library (key 4), where the patron also follows the request. */}
        <Link to={`/personalExternal/4?requestRecord=${recordId}`} className="rounded bg-slate-800 px-3 py-1.5 font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
          {t('holdings.request')}
        </Link>
        <span>{t('holdings.requestHint')}</span>
      </p>
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
