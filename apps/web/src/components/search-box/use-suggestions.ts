import { useState } from 'react'
import { forgetRecentSearches, recentSearches } from '../../lib/recent-searches.ts'
import { trpc } from '../../lib/trpc.ts'

export type Suggestion = { kind: 'recent' | 'popular'; term: string } | { kind: 'clearRecent' }

const MAX_POPULAR = 6

/**
 * What the search box offers under the term: the patron's recent searches (this portal's, from
 * localStorage) and the month's popular searches, both narrowed to those containing what is typed.
 */
export function useSuggestions(typed: string) {
  const [recent, setRecent] = useState(() => recentSearches(window.localStorage))
  const popular = trpc.catalogue.usage.popularSearches.useQuery({ limit: 10 }, { staleTime: 5 * 60_000 })
  const needle = typed.trim().toLowerCase()
  const matches = (term: string) => !needle || (term.toLowerCase().includes(needle) && term.trim().toLowerCase() !== needle)
  const recentShown = recent.filter(matches)
  const popularShown = (popular.data ?? [])
    .map((p) => p.searchValue)
    .filter((term) => matches(term) && !recentShown.includes(term))
    .slice(0, MAX_POPULAR)
  const options: Suggestion[] = [
    ...recentShown.map((term) => ({ kind: 'recent' as const, term })),
    ...(recentShown.length && !needle ? [{ kind: 'clearRecent' as const }] : []),
    ...popularShown.map((term) => ({ kind: 'popular' as const, term })),
  ]
  return {
    options,
    clearRecent: () => {
      forgetRecentSearches(window.localStorage)
      setRecent([])
    },
    /** Reads the storage again (another tab or the results page may have added a term). */
    refresh: () => setRecent(recentSearches(window.localStorage)),
  }
}
