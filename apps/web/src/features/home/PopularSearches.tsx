import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { searchListPath } from '../../lib/search-list-link.ts'
import { trpc } from '../../lib/trpc.ts'

/** The month's most searched terms under the search box; nothing at all when there are none or the call fails. */
export function PopularSearches() {
  const { t } = useTranslation('home')
  const { data } = trpc.catalogue.usage.popularSearches.useQuery({ limit: 8 })
  if (!data?.length) return null
  return (
    <nav aria-label={t('popular.label')} className="flex max-w-2xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
      <span className="text-slate-700">{t('popular.label')}:</span>
      {data.map((p) => (
        <Link key={p.searchValue} to={searchListPath(p.searchValue)} className="text-slate-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700">
          {p.searchValue}
        </Link>
      ))}
    </nav>
  )
}
