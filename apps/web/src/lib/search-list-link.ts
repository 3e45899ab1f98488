/** Query parameter of /searchList that carries the search term (LibStar's name for it). */
export const SEARCH_TERM_PARAM = 'searchFieldContent'

/** The term that browses everything (the server reads `*` as "no term"), for links that only filter. */
export const BROWSE_ALL = '*'

/**
 * The in-app path of the search results for `term`, optionally limited by facet filters named as the
 * search parameters of spec §3 (`discode1`, `libCode`, …).
 */
export function searchListPath(term: string, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [SEARCH_TERM_PARAM]: term, ...filters })
  return `/searchList?${params.toString().replace(/\+/g, '%20')}`
}
