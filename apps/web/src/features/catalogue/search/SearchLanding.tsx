import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { EMPTY_SEARCH, searchStatePath } from '../../../lib/search-state.ts'
import { trpc } from '../../../lib/trpc.ts'

/** /searchList without a search: what to do, popular searches and the ways to browse. */
export function SearchLanding({ basePath = '/searchList' }: { basePath?: string }) {
  const { t } = useTranslation('search')
  const popular = trpc.catalogue.usage.popularSearches.useQuery({ limit: 10 }, { staleTime: 5 * 60_000 })
  const link = 'text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700'
  return (
    <div className="grid gap-6 py-4 sm:grid-cols-2">
      <section className="rounded-lg border border-slate-200 p-4">
        <h2 className="font-semibold text-slate-900">{t('landing.howTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('landing.howTerm')}</li>
          <li>{t('landing.howField')}</li>
          <li>
            <Link to="/searchList?view=advanced" className={link}>
              {t('box.advanced')}
            </Link>
            {' · '}
            <Link to="/categorySearchList" className={link}>
              {t('landing.browseClasses')}
            </Link>
            {' · '}
            <Link to={searchStatePath({ ...EMPTY_SEARCH, term: '*' }, basePath)} className={link}>
              {t('landing.browseAll')}
            </Link>
          </li>
        </ul>
      </section>
      {popular.data?.length ? (
        <section className="rounded-lg border border-slate-200 p-4">
          <h2 className="font-semibold text-slate-900">{t('suggestions.popular')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {popular.data.map((p) => (
              <li key={p.searchValue}>
                <Link to={searchStatePath({ ...EMPTY_SEARCH, term: p.searchValue }, basePath)} className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-slate-700">
                  {p.searchValue}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
