import { describe, expect, it } from 'vitest'
import { lenientBool, lenientCodeList, lenientInt, lenientObject, lenientString, paging } from './lenient.ts'

// Inputs seen from real clients (contract §2.7).
describe('lenient input', () => {
  const search = lenientObject({ ...paging(), onlyOnShelf: lenientBool().optional(), docCode: lenientCodeList(), publishBegin: lenientString(10).optional() })

  it('takes numbers and booleans as strings', () => {
    expect(search.parse({ page: '2', rows: '20', onlyOnShelf: '1' })).toMatchObject({ page: 2, rows: 20, onlyOnShelf: true })
    expect(lenientInt().parse('703048')).toBe(703048)
    expect(lenientBool().parse('false')).toBe(false)
  })

  it('takes "null", null and "" as absent, so defaults apply', () => {
    expect(search.parse({ page: 'null', rows: null, onlyOnShelf: 'null', publishBegin: 'null' })).toEqual({ page: 1, rows: 10, docCode: [] })
    expect(search.parse(undefined)).toEqual({ page: 1, rows: 10, docCode: [] })
  })

  it('takes code lists as [null], [], null, a single value or numbers', () => {
    expect(lenientCodeList().parse([null])).toEqual([])
    expect(lenientCodeList().parse('null')).toEqual([])
    expect(lenientCodeList().parse(1)).toEqual(['1'])
    expect(lenientCodeList().parse([244, '02'])).toEqual(['244', '02'])
  })

  it('ignores unknown keys and refuses wrong shapes', () => {
    expect(search.parse({ keyWord: [], searchFieldList: null, categorySearchFlag: 1 })).toEqual({ page: 1, rows: 10, docCode: [] })
    expect(search.safeParse({ page: 'first' }).success).toBe(false)
    expect(search.safeParse({ rows: 100_000 }).success).toBe(false)
    expect(search.safeParse([1, 2]).success).toBe(false)
  })
})
