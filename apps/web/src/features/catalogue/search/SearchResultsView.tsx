import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { useSearchChoices } from '../../../components/search-box/use-search-choices.ts'
import { filledItems, MAX_TERM_LENGTH, termsOf, type Filters, type SearchState } from '../../../lib/search-state.ts'
import { FacetPanel } from './FacetPanel.tsx'
import { searchedWords } from './highlight.ts'
import { NoResults } from './NoResults.tsx'
import { Pagination } from './Pagination.tsx'
import { ResultItem } from './ResultItem.tsx'
import { ResultSkeleton } from './ResultSkeleton.tsx'
import { ResultsToolbar } from './ResultsToolbar.tsx'
import { SearchWithin } from './SearchWithin.tsx'
import { SelectedFilters } from './SelectedFilters.tsx'
import { useCatalogueSearch } from './use-catalogue-search.ts'
import type { SearchUrl } from './use-search-url.ts'

type SearchResultsViewProps = {
  url: SearchUrl
  /** Filters of the page's scope, always applied and not removable (e.g. a resource type). */
  scope?: Filters
  /** Parts of the search the page fixes (the class browsed), not kept in the address. */
  fixed?: Partial<SearchState>
  /** Count the term for popular searches and keep it as a recent search. */
  countTerm?: boolean
  /** Facets behind their toggle at every width (a page with a column of its own, e.g. the class tree). */
  foldFacets?: boolean
  basePath: string
}

/** A search's results as VuFind/Primo show them: limits in force, facets, count, sort, list, pages. */
export function SearchResultsView({ url, scope, fixed, countTerm = true, foldFacets = false, basePath }: SearchResultsViewProps) {
  const { t } = useTranslation('search')
  const { state, update, pathOf } = url
  const effective = { ...state, ...fixed }
  const tooLong = termsOf(effective).find((term) => term.trim().length > MAX_TERM_LENGTH)
  const { query, live } = useCatalogueSearch(effective, { scope, enabled: tooLong === undefined, countTerm })
  const { dictionaries } = useSearchChoices()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const panelId = useId()

  if (tooLong !== undefined)
    return (
      <p role="alert" className="my-8 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900">
        {t('box.tooLong', { max: MAX_TERM_LENGTH, length: tooLong.trim().length })}
      </p>
    )
  const answer = query.isError ? undefined : query.data
  const stale = query.isPlaceholderData
  const hits = answer && !stale ? answer.hits : []
  const limits = Object.keys(state.filters).length + (state.yearFrom !== undefined || state.yearTo !== undefined ? 1 : 0) + (state.onlyOnShelf ? 1 : 0)
  const clearLimits = () => update({ filters: {}, yearFrom: undefined, yearTo: undefined, onlyOnShelf: false, within: [] })
  const items = filledItems(effective)
  const terms = searchedWords([
    ...(items.length ? items.filter((i) => i.oper !== 'NOT').map((i) => ({ field: i.searchField, term: i.searchFieldContent })) : [{ field: effective.field, term: effective.term }]),
    ...effective.within.map((term) => ({ field: 'keyWord', term })),
  ])
  const docTypeName = (code: number) => dictionaries?.docCode.find((d) => d.code === String(code))?.name
  const toTop = () => {
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }

  return (
    <div>
      <SelectedFilters state={state} update={update} dictionaries={dictionaries} />
      <div className={foldFacets ? '' : 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8'}>
        <section aria-label={t('facets.label')} className={foldFacets ? 'mb-3' : 'mb-4 lg:mb-0'}>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
            className={`flex w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 ${foldFacets ? '' : 'lg:hidden'}`}
          >
            <span>{limits ? t('facets.toggleCount', { count: limits }) : t('facets.toggle')}</span>
            <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
          </button>
          <div id={panelId} className={`${filtersOpen ? 'block' : 'hidden'} mt-2 rounded-md border border-slate-200 bg-white px-3 py-3 ${foldFacets ? '' : 'lg:mt-0 lg:block lg:border-0 lg:px-0 lg:py-0'} ${stale ? 'opacity-60' : ''}`}>
            <h2 className={`mb-2 text-base font-semibold text-slate-900 ${foldFacets ? 'sr-only' : 'max-lg:sr-only'}`}>{t('facets.heading')}</h2>
            {answer ? (
              <FacetPanel facetResult={answer.facets} approximate={answer.facetsApproximate} state={state} update={update} dictionaries={dictionaries} />
            ) : query.isError ? null : (
              <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-20 rounded bg-slate-100" />
                ))}
              </div>
            )}
          </div>
        </section>
        <section aria-labelledby={headingId} aria-busy={query.isFetching} className="min-w-0">
          <ResultsToolbar headingId={headingId} headingRef={headingRef} total={answer && !stale ? answer.total : undefined} approximate={answer?.totalApproximate ?? false} state={state} update={update} />
          {answer && !stale && answer.total > 0 ? <SearchWithin onSearch={(term) => update({ within: [...state.within, term] })} /> : null}
          {query.isError ? (
            <ErrorPanel title={t('error.title')} description={t('error.description')} retryLabel={t('error.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : !answer || stale ? (
            <ResultSkeleton rows={Math.min(state.rows, 5)} />
          ) : hits.length === 0 ? (
            <div className="mt-4">
              <NoResults state={effective} suggestions={answer.suggestions} hasLimits={limits > 0 || state.within.length > 0} onClearLimits={clearLimits} basePath={basePath} />
            </div>
          ) : (
            <>
              <ul aria-labelledby={headingId} className="mt-1">
                {hits.map(({ record, highlights }, i) => (
                  <ResultItem
                    key={record.recordId}
                    record={record}
                    position={(state.page - 1) * state.rows + i + 1}
                    highlights={highlights}
                    counts={live?.[String(record.recordId)]}
                    terms={terms}
                    docTypeName={docTypeName(record.docCode)}
                  />
                ))}
              </ul>
              <Pagination page={state.page} total={answer.total} rows={state.rows} hrefOf={(page) => pathOf({ page })} onNavigate={toTop} />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
