import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { hasQuery, searchStatePath } from '../../../lib/search-state.ts'
import { trpc } from '../../../lib/trpc.ts'
import { SCOPES, type Scope } from './scopes.ts'
import { SearchLanding } from './SearchLanding.tsx'
import { SearchPageFrame } from './SearchPageFrame.tsx'
import { SearchResultsView } from './SearchResultsView.tsx'
import { useSearchUrl } from './use-search-url.ts'

/** A search list limited to a scope (scopes.ts), with the same parts as /searchList and a note on what it covers. */
function ScopedSearchPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation('search')
  const url = useSearchUrl()
  const external = trpc.home.externalFind.useQuery(undefined, { staleTime: 10 * 60_000, enabled: scope.titleKey === 'chaoXing' })
  const link = 'text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700'
  const note = (
    <>
      {t(`scopes.${scope.titleKey}.note`)}{' '}
      <Link to={searchStatePath(url.state)} className={link}>
        {t('scopes.searchAll')}
      </Link>
      {external.data?.show === '1' ? (
        <>
          {' · '}
          <a href={external.data.url} target="_blank" rel="noopener noreferrer" className={link}>
            {t('scopes.chaoXingExternal')}
            <span className="sr-only"> ({t('scopes.newWindow')})</span>
          </a>
        </>
      ) : null}
    </>
  )
  return (
    <SearchPageFrame title={t(`scopes.${scope.titleKey}.title`)} state={url.state} target={scope.path} note={note}>
      {hasQuery(url.state) ? <SearchResultsView url={url} scope={scope.filters} basePath={scope.path} /> : <SearchLanding basePath={scope.path} />}
    </SearchPageFrame>
  )
}

export const OtherSearchListPage = () => <ScopedSearchPage scope={SCOPES.otherSearchList} />
export const OtherSearchList2Page = () => <ScopedSearchPage scope={SCOPES.otherSearchList2} />
export const ChaoXingSearchListPage = () => <ScopedSearchPage scope={SCOPES.chaoXingSearchList} />
export const ChaoXingSearchDetailPage = () => <ScopedSearchPage scope={SCOPES.chaoXingSearchDetail} />
