import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH } from '../../../lib/search-state.ts'
import { formOf, formProblem, stateOf } from './advanced-form.ts'

describe('advanced search form', () => {
  it('starts from a simple search as its first row, padded to three rows', () => {
    const form = formOf({ ...EMPTY_SEARCH, term: '三体', field: 'title', filters: { docCode: ['1'], author: ['刘慈欣'] } })
    expect(form.rows.map((r) => [r.searchField, r.searchFieldContent])).toEqual([['title', '三体'], ['title', ''], ['author', '']])
    expect(form.limits.docCode).toBe('1')
  })

  it('makes rows joined by AND/OR/NOT into searchItems, keeping filters it does not show', () => {
    const form = formOf({ ...EMPTY_SEARCH, filters: { author: ['刘慈欣'] }, sort: 'title' })
    form.rows[0]!.searchFieldContent = '三体'
    Object.assign(form.rows[1]!, { oper: 'OR', searchField: 'title', searchFieldContent: '活着' })
    Object.assign(form.rows[2]!, { oper: 'NOT', searchField: 'keyWord', searchFieldContent: '黑暗森林' })
    form.limits.langCode = 'chi'
    form.yearFrom = '1990'
    const state = stateOf(form, { ...EMPTY_SEARCH, filters: { author: ['刘慈欣'] }, sort: 'title' })
    expect(state.items.map((i) => [i.oper, i.searchField, i.searchFieldContent])).toEqual([['AND', 'keyWord', '三体'], ['OR', 'title', '活着'], ['NOT', 'keyWord', '黑暗森林']])
    expect(state.filters).toEqual({ author: ['刘慈欣'], langCode: ['chi'] })
    expect([state.yearFrom, state.sort, state.page]).toEqual([1990, 'title', 1])
  })

  it('one filled row is a simple search', () => {
    const form = formOf(EMPTY_SEARCH)
    form.rows[1]!.searchFieldContent = ' 活着 '
    expect(stateOf(form, EMPTY_SEARCH)).toMatchObject({ term: '活着', field: 'title', items: [] })
  })

  it('needs a term, terms within the limit and a sensible year range', () => {
    const form = formOf(EMPTY_SEARCH)
    expect(formProblem(form)).toBe('empty')
    form.rows[0]!.searchFieldContent = 'x'.repeat(1001)
    expect(formProblem(form)).toBe('tooLong')
    form.rows[0]!.searchFieldContent = 'x'
    form.yearFrom = '2000'
    form.yearTo = '1990'
    expect(formProblem(form)).toBe('year')
  })
})
