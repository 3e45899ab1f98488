import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH, hasQuery, parseSearchState, searchStateParams, searchStatePath, termProblem, toSearchInput, type SearchState } from './search-state.ts'

const full: SearchState = {
  term: '红楼梦 研究',
  field: 'title',
  match: '1',
  items: [],
  filters: { docCode: ['1', '4'], langCode: ['chi'] },
  yearFrom: 1980,
  yearTo: 2000,
  onlyOnShelf: true,
  sort: 'issued_sort',
  order: 'desc',
  page: 3,
  rows: 20,
  within: ['曹雪芹'],
}

describe('search state in the address', () => {
  it('survives a round trip through the address, defaults left out', () => {
    expect(parseSearchState(searchStateParams(full))).toEqual(full)
    expect(searchStateParams(EMPTY_SEARCH).toString()).toBe('')
    expect(searchStatePath({ ...EMPTY_SEARCH, term: 'a b' })).toBe('/searchList?searchFieldContent=a%20b')
  })

  it('keeps advanced rows in order with their operators', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      items: [
        { oper: 'AND', searchField: 'title', matchMode: '2', searchFieldContent: '红楼梦' },
        { oper: 'OR', searchField: 'author', matchMode: '1', searchFieldContent: '曹雪芹' },
        { oper: 'NOT', searchField: 'keyWord', matchMode: '2', searchFieldContent: '研究' },
      ],
    }
    expect(parseSearchState(searchStateParams(state)).items).toEqual(state.items)
  })

  it('reads hand-edited or old addresses leniently', () => {
    const state = parseSearchState(new URLSearchParams('searchFieldContent=x&searchField=nope&matchMode=9&page=-2&rows=1000&sortField=bad&docCode=null&docCode=&discode1=05&publishBegin=abc'))
    expect(state).toEqual({ ...EMPTY_SEARCH, term: 'x', filters: { discode1: ['05'] } })
  })

  it('knows whether there is anything to search', () => {
    expect(hasQuery(EMPTY_SEARCH)).toBe(false)
    expect(hasQuery({ ...EMPTY_SEARCH, term: '  ' })).toBe(false)
    expect(hasQuery({ ...EMPTY_SEARCH, filters: { discode1: ['05'] } })).toBe(true)
  })

  it('refuses an empty term and one over the server limit', () => {
    expect(termProblem('   ')).toBe('empty')
    expect(termProblem('x'.repeat(1001))).toBe('tooLong')
    expect(termProblem(` ${'x'.repeat(1000)} `)).toBeNull()
  })
})

describe('search input', () => {
  it('is a plain search, a browse for a filter-only search, with scope filters added', () => {
    const { input, second } = toSearchInput({ ...full, within: [] }, { docCode: ['4', '5'] })
    expect(second).toBeUndefined()
    expect(input).toMatchObject({ searchFieldContent: '红楼梦 研究', searchField: 'title', matchMode: '1', docCode: ['1', '4', '5'], publishBegin: 1980, sortField: 'issued_sort', sortClause: 'desc', page: 3, rows: 20, onlyOnShelf: true })
    expect(toSearchInput({ ...EMPTY_SEARCH, filters: { discode1: ['05'] } }).input).toMatchObject({ searchFieldContent: '*', categorySearchFlag: 1 })
  })

  it('searches within results as twiceSearch: earlier within terms join the first search', () => {
    const { input, second } = toSearchInput({ ...EMPTY_SEARCH, term: '红楼梦', within: ['曹雪芹', '人民'] })
    expect(second).toBe('人民')
    expect(input.searchItems).toEqual([
      { oper: 'AND', searchField: 'keyWord', matchMode: '2', searchFieldContent: '红楼梦' },
      { oper: 'AND', searchField: 'keyWord', matchMode: '2', searchFieldContent: '曹雪芹' },
    ])
    // A browse has no first clause.
    expect(toSearchInput({ ...EMPTY_SEARCH, term: '*', within: ['x'] }).input).toMatchObject({ searchFieldContent: '', searchItems: undefined })
  })
})
