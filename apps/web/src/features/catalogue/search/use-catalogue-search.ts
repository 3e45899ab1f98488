import type { AppRouter } from '@portal/server/trpc'
import { keepPreviousData } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useEffect } from 'react'
import { rememberSearch } from '../../../lib/recent-searches.ts'
import { toSearchInput, type Filters, type SearchState } from '../../../lib/search-state.ts'
import { trpc } from '../../../lib/trpc.ts'

/** A page of results (packages/contracts search-page.ts): records with their highlights, total, facets. */
export type SearchAnswer = inferRouterOutputs<AppRouter>['catalogue']['search']
export type SearchHit = SearchAnswer['hits'][number]
export type SearchRecord = SearchHit['record']
export type LiveCounts = inferRouterOutputs<AppRouter>['catalogue']['liveCounts']

const COUNTED_KEY = 'search:lastCounted'
/** countSearch takes at most this many characters. */
const MAX_COUNTED_LENGTH = 100

/**
 * Runs the search of `state` (twiceSearch when it searches within results), keeping the last answer's
 * facets on screen while the next loads; then asks the live availability of the records shown.
 * A new term is counted once for the popular searches and kept as a recent search.
 */
export function useCatalogueSearch(state: SearchState, { scope = {}, enabled = true, countTerm = true }: { scope?: Filters; enabled?: boolean; countTerm?: boolean } = {}) {
  const { input, second } = toSearchInput(state, scope)
  const options = { placeholderData: keepPreviousData, staleTime: 60_000 }
  const plain = trpc.catalogue.search.useQuery(input, { ...options, enabled: enabled && second === undefined })
  const within = trpc.catalogue.twiceSearch.useQuery({ ...input, secondSearchContent: second ?? '' }, { ...options, enabled: enabled && second !== undefined })
  const query = second === undefined ? plain : within
  const ids = (query.isPlaceholderData ? [] : (query.data?.hits ?? [])).map((h) => h.record.recordId)
  const live = trpc.catalogue.liveCounts.useQuery({ recordIds: ids }, { enabled: ids.length > 0, staleTime: 30_000 })

  const count = trpc.catalogue.usage.countSearch.useMutation()
  const term = state.term.trim()
  const { mutate } = count
  useEffect(() => {
    if (!enabled || !countTerm || !term || term === '*' || term.length > 1000) return
    rememberSearch(window.localStorage, term)
    if (window.sessionStorage.getItem(COUNTED_KEY) === term) return
    window.sessionStorage.setItem(COUNTED_KEY, term)
    mutate({ searchValue: term.slice(0, MAX_COUNTED_LENGTH) })
  }, [enabled, countTerm, term, mutate])

  return { query, live: live.data }
}
