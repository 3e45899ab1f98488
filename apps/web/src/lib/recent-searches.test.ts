import { describe, expect, it } from 'vitest'
import { forgetRecentSearches, MAX_RECENT_SEARCHES, recentSearches, rememberSearch } from './recent-searches.ts'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

describe('recent searches', () => {
  it('keeps the newest first, without repeats, at most eight', () => {
    const storage = memoryStorage()
    for (let i = 0; i < 10; i++) rememberSearch(storage, `term ${i}`, '/')
    rememberSearch(storage, ' term 5 ', '/')
    const list = recentSearches(storage, '/')
    expect(list).toHaveLength(MAX_RECENT_SEARCHES)
    expect(list.slice(0, 2)).toEqual(['term 5', 'term 9'])
  })

  it('are kept per portal and skip browses, blanks and very long terms', () => {
    const storage = memoryStorage()
    rememberSearch(storage, '三体', '/binjiang/')
    rememberSearch(storage, '*', '/')
    rememberSearch(storage, ' ', '/')
    rememberSearch(storage, 'x'.repeat(500), '/')
    expect(recentSearches(storage, '/')).toEqual([])
    expect(recentSearches(storage, '/binjiang/')).toEqual(['三体'])
    forgetRecentSearches(storage, '/binjiang/')
    expect(recentSearches(storage, '/binjiang/')).toEqual([])
  })

  it('survive damaged storage', () => {
    const storage = memoryStorage()
    storage.setItem('recentSearches:', '{not json')
    expect(recentSearches(storage, '/')).toEqual([])
    storage.setItem('recentSearches:', JSON.stringify(['a', 3, null, 'b']))
    expect(recentSearches(storage, '/')).toEqual(['a', 'b'])
  })
})
