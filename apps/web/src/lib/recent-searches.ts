import { mappingPathOf } from './mapping-path.ts'

// A patron's recent search terms, newest first, kept in localStorage per portal (every portal of one host
// shares the storage, so the key names the mapping path, as the chosen library's does).

const KEY = 'recentSearches'
export const MAX_RECENT_SEARCHES = 8
/** Longer terms are not worth offering again (and would bloat the storage). */
const MAX_REMEMBERED_LENGTH = 200

const keyFor = (pathname: string) => `${KEY}:${mappingPathOf(pathname)}`

export function recentSearches(storage: Pick<Storage, 'getItem'>, pathname = window.location.pathname): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyFor(pathname)) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : []
  } catch {
    return []
  }
}

export function rememberSearch(storage: Storage, term: string, pathname = window.location.pathname): void {
  const trimmed = term.trim()
  if (!trimmed || trimmed === '*' || trimmed.length > MAX_REMEMBERED_LENGTH) return
  const next = [trimmed, ...recentSearches(storage, pathname).filter((t) => t !== trimmed)].slice(0, MAX_RECENT_SEARCHES)
  try {
    storage.setItem(keyFor(pathname), JSON.stringify(next))
  } catch {
    // Storage full or disabled (private mode): recent searches are a convenience only.
  }
}

export function forgetRecentSearches(storage: Storage, pathname = window.location.pathname): void {
  storage.removeItem(keyFor(pathname))
}
