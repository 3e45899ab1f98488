import { useTranslation } from 'react-i18next'
import { hasQuery } from '../../../lib/search-state.ts'
import { AdvancedSearchPage } from './AdvancedSearchPage.tsx'
import { SearchLanding } from './SearchLanding.tsx'
import { SearchPageFrame } from './SearchPageFrame.tsx'
import { SearchResultsView } from './SearchResultsView.tsx'
import { useSearchUrl } from './use-search-url.ts'

/** /searchList: the results of the search in the address; `view=advanced` the advanced search form. */
export function SearchListPage() {
  const { t } = useTranslation('search')
  const url = useSearchUrl()
  if (url.params.get('view') === 'advanced') return <AdvancedSearchPage initial={url.state} />
  return (
    <SearchPageFrame title={hasQuery(url.state) ? t('list.title') : t('box.regionLabel')} state={url.state}>
      {hasQuery(url.state) ? <SearchResultsView url={url} basePath="/searchList" /> : <SearchLanding />}
    </SearchPageFrame>
  )
}
