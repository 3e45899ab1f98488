import { describe, expect, it } from 'vitest'
import { editionNumber, englishEdition, initials, isChinese, ordinal, parseName, serialYears } from './parts.ts'

describe('citation parts', () => {
  it('splits names in either order, keeps CJK names and organisations whole, drops nationality and life dates', () => {
    expect(parseName('Claude Elwood Shannon')).toEqual({ kind: 'person', family: 'Shannon', given: ['Claude', 'Elwood'], suffix: '' })
    expect(parseName('Ritchie, Dennis M., 1941-2011')).toEqual({ kind: 'person', family: 'Ritchie', given: ['Dennis', 'M.'], suffix: '' })
    expect(parseName('Austen, Jane.')).toEqual({ kind: 'person', family: 'Austen', given: ['Jane'], suffix: '' })
    expect(parseName('Frederick P. Brooks, Jr.')).toEqual({ kind: 'person', family: 'Brooks', given: ['Frederick', 'P.'], suffix: 'Jr.' })
    expect(parseName('Miguel de Cervantes')).toEqual({ kind: 'person', family: 'de Cervantes', given: ['Miguel'], suffix: '' })
    expect(parseName('Homer')).toEqual({ kind: 'person', family: 'Homer', given: [], suffix: '' })
    expect(parseName('〔德〕马克思')).toEqual({ kind: 'whole', text: '马克思' })
    expect(parseName('Massachusetts Institute of Technology')).toEqual({ kind: 'whole', text: 'Massachusetts Institute of Technology' })
  })

  it('makes initials with or without points, hyphenated names too', () => {
    expect(initials(['Claude', 'Elwood'], true)).toBe('C. E.')
    expect(initials(['Jean-Paul'], true)).toBe('J.-P.')
    expect(initials(['Jean-Paul', 'H.'], false)).toBe('J P H')
  })

  it('reads edition numbers in Chinese and English', () => {
    expect(['第2版', '第二版', '2版', '第十二版', '2nd ed.', 'Second edition', '2 edn'].map(editionNumber)).toEqual([2, 2, 2, 12, 2, 2, 2])
    expect(['修订本', '原书第3版', 'Rev. ed.'].map(editionNumber)).toEqual([null, null, null])
    expect([englishEdition('第1版'), englishEdition('3rd edition'), englishEdition('Rev. ed.')]).toEqual(['', '3rd ed.', 'Rev. ed.'])
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st'])
  })

  it('reads a serial’s run of years and a record’s language', () => {
    expect(serialYears('1957-1990')).toEqual({ start: '1957', end: '1990' })
    expect(serialYears('1980')).toEqual({ start: '1980', end: '' })
    expect(isChinese({ langCode: 'chi', title: 'Anything' })).toBe(true)
    expect(isChinese({ langCode: 'eng', title: '红楼梦' })).toBe(false)
    expect(isChinese({ langCode: '', title: '红楼梦' })).toBe(true)
  })
})
