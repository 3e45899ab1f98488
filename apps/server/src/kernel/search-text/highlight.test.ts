import { describe, expect, it } from 'vitest'
import { highlightSegments } from './highlight.ts'

/** The segments as text with the matches in [brackets], for short expectations. */
const marked = (original: string, query: string) => highlightSegments(original, query).map((s) => (s.matched ? `[${s.text}]` : s.text)).join('')

describe('highlightSegments', () => {
  it('marks matches on the original text, whatever script the query is in', () => {
    expect(marked('紅樓夢校注', '红楼梦')).toBe('[紅樓夢]校注')
    expect(marked('国史大纲', '國史')).toBe('[国史]大纲')
    expect(marked('Pride and Prejudice', 'PREJUDICE')).toBe('Pride and [Prejudice]')
    expect(marked('ＡＢＣ data', 'abc')).toBe('[ＡＢＣ] data')
  })

  it('matches words as words and merges adjacent bigrams', () => {
    expect(marked('a banana', 'a')).toBe('[a] banana')
    expect(marked('数据结构与算法', '数据结构')).toBe('[数据结构]与算法')
  })

  it('keeps the catalogue text as it is, markup included, as data', () => {
    expect(highlightSegments('<script>alert("三体")</script>', '三体')).toEqual([
      { text: '<script>alert("', matched: false },
      { text: '三体', matched: true },
      { text: '")</script>', matched: false },
    ])
    expect(highlightSegments('<img src=x onerror=alert(1)>', '<script>')).toEqual([{ text: '<img src=x onerror=alert(1)>', matched: false }])
  })

  it('leaves text unmarked for empty or punctuation-only queries, gives nothing for no text, and keeps surrogate pairs whole', () => {
    expect(highlightSegments('三体', '')).toEqual([{ text: '三体', matched: false }])
    expect(highlightSegments('', '三体')).toEqual([])
    expect(marked('𠀀𠀁 三体', '𠀀𠀁')).toBe('[𠀀𠀁] 三体')
  })
})
