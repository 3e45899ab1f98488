import { describe, expect, it } from 'vitest'
import { escapeHtml, highlight } from './highlight.ts'

const mark = (text: string) => `<font color='#ff9933'>${text}</font>`

describe('highlight', () => {
  it('marks matches on the original text, whatever script the query is in', () => {
    expect(highlight('紅樓夢校注', '红楼梦')).toBe(`${mark('紅樓夢')}校注`)
    expect(highlight('国史大纲', '國史')).toBe(`${mark('国史')}大纲`)
    expect(highlight('Pride and Prejudice', 'PREJUDICE')).toBe(`Pride and ${mark('Prejudice')}`)
    expect(highlight('ＡＢＣ data', 'abc')).toBe(`${mark('ＡＢＣ')} data`)
  })

  it('matches words as words and merges adjacent bigrams', () => {
    expect(highlight('a banana', 'a')).toBe(`${mark('a')} banana`)
    expect(highlight('数据结构与算法', '数据结构')).toBe(`${mark('数据结构')}与算法`)
  })

  it('escapes everything from the catalogue, inside and outside marks', () => {
    expect(highlight('<script>alert("三体")</script>', '三体')).toBe(`&lt;script&gt;alert(&quot;${mark('三体')}&quot;)&lt;/script&gt;`)
    expect(highlight('<b>x</b> & y', 'b')).toBe(`&lt;${mark('b')}&gt;x&lt;/${mark('b')}&gt; &amp; y`)
    expect(highlight('<img src=x onerror=alert(1)>', '<script>')).toBe(escapeHtml('<img src=x onerror=alert(1)>'))
    expect(highlight("it's", "'")).toBe('it&#39;s')
  })

  it('leaves text unmarked for empty or punctuation-only queries and keeps surrogate pairs whole', () => {
    expect(highlight('三体', '')).toBe('三体')
    expect(highlight('𠀀𠀁 三体', '𠀀𠀁')).toBe(`${mark('𠀀𠀁')} 三体`)
  })
})
