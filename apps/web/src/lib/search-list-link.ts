/** Query parameter of /searchList that carries the search term (LibStar's name for it). */
export const SEARCH_TERM_PARAM = 'searchFieldContent'

/** The in-app path of the search results for `term`. */
export function searchListPath(term: string): string {
  return `/searchList?${SEARCH_TERM_PARAM}=${encodeURIComponent(term)}`
}
