import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { parseSearchState, searchStateParams, type SearchState } from '../../../lib/search-state.ts'

/** Address parameters a page keeps when the search changes (the class browsed, …). */
const KEPT = ['classNo'] as const

/**
 * The search in the address, and `update` to change it: a change is a new history entry, so Back
 * restores the previous search; anything but a page change starts again at page 1.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseSearchState(params), [params])
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      const next = searchStateParams({ ...state, page: 1, ...patch })
      for (const key of KEPT) {
        const value = params.get(key)
        if (value !== null) next.set(key, value)
      }
      setParams(next)
    },
    [params, setParams, state],
  )
  /** The address of another page of this search (for links). */
  const pathOf = useCallback(
    (patch: Partial<SearchState>) => {
      const next = searchStateParams({ ...state, ...patch })
      for (const key of KEPT) {
        const value = params.get(key)
        if (value !== null) next.set(key, value)
      }
      return `?${next.toString().replace(/\+/g, '%20')}`
    },
    [params, state],
  )
  return { state, params, update, pathOf }
}

export type SearchUrl = ReturnType<typeof useSearchUrl>
