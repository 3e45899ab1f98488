import { describe, expect, it } from 'vitest'
import { highlightInto, markTerms, searchedWords } from './highlight.ts'

describe('highlight', () => {
  it('keeps the server’s segments as the text they are, markup included', () => {
    const segments = [{ text: '<script>alert(1)</script> ', matched: false }, { text: 'x', matched: true }, { text: " &amp; Shannon's", matched: false }]
    expect(highlightInto("<script>alert(1)</script> x &amp; Shannon's", segments)).toEqual(segments)
  })

  it('splices the highlighted title into the full title and marks searched words elsewhere', () => {
    expect(highlightInto('红楼梦 : A Dream of Red Mansions', [{ text: '红楼梦', matched: true }], ['Dream'])).toEqual([
      { text: '红楼梦', matched: true },
      { text: ' : A ', matched: false },
      { text: 'Dream', matched: true },
      { text: ' of Red Mansions', matched: false },
    ])
    expect(highlightInto('A Dream of Red Mansions : Vol. 1 : 红楼梦', undefined, ['红楼梦']).filter((s) => s.matched)).toEqual([{ text: '红楼梦', matched: true }])
    // Words the server marked are marked where its text is not part of the display (a record shown another way).
    expect(highlightInto('Other title : 三体', [{ text: '三体', matched: true }, { text: '全集', matched: false }]).filter((s) => s.matched)).toEqual([{ text: '三体', matched: true }])
  })

  it('marks Latin words only as whole words', () => {
    expect(markTerms('History of histories', ['history']).filter((s) => s.matched).map((s) => s.text)).toEqual(['History'])
  })

  it('takes the words of text fields, two characters or more', () => {
    expect(searchedWords([{ field: 'keyWord', term: '"red mansions" a 红' }, { field: 'kindNo', term: 'I24' }])).toEqual(['red', 'mansions'])
  })
})
