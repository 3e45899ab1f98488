import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH } from '../../../lib/search-state.ts'
import { externalSearch, resourceSearch } from './external-search.ts'

describe('entry addresses of other systems', () => {
  it('/searchListExternal/{keyword}/{matchType}/{docType}[/{extra}]', () => {
    expect(externalSearch({ first: 'python', second: '2', third: '1', fourth: 'x' })).toEqual({ ...EMPTY_SEARCH, term: 'python', match: '2', filters: { docCode: ['1'] } })
    expect(externalSearch({ first: '三体', second: '1', third: 'all' })).toEqual({ ...EMPTY_SEARCH, term: '三体', match: '1' })
  })

  it('/searchListExternal/{searchType}/{keyword}/{matchType}[/{docType}], by field code or two-digit number', () => {
    expect(externalSearch({ first: 'title', second: 'python', third: '2' })).toEqual({ ...EMPTY_SEARCH, term: 'python', field: 'title' })
    expect(externalSearch({ first: '01', second: '红楼梦', third: '01', fourth: 'thesis' })).toEqual({ ...EMPTY_SEARCH, term: '红楼梦', match: '1', filters: { docCode: ['4'] } })
  })

  it('/searchListResource/{searchType}/{keyword}/{matchType}[/{resourceType}]', () => {
    expect(resourceSearch({ searchType: 'author', keyword: '刘慈欣', matchType: '3', resourceType: '2' })).toEqual({ ...EMPTY_SEARCH, term: '刘慈欣', field: 'author', match: '3', filters: { resourceType: ['2'] } })
    expect(resourceSearch({ searchType: 'title', keyword: 'python', matchType: '2', resourceType: 'book' }).filters).toEqual({ docCode: ['1'] })
    expect(resourceSearch({ searchType: 'nonsense', keyword: ' ', matchType: 'x' })).toEqual({ ...EMPTY_SEARCH, term: '*' })
  })
})
