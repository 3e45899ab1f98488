import { describe, expect, it } from 'vitest'
import { highlightInto, markTerms, parseHighlight, searchedWords } from './highlight.ts'

describe('highlight', () => {
  it('reads the server markup into text segments, decoding entities', () => {
    expect(parseHighlight("A <font color='#ff9933'>history</font> of Shannon&#39;s &lt;b&gt; theory")).toEqual([
      { text: 'A ', marked: false },
      { text: 'history', marked: true },
      { text: " of Shannon's <b> theory", marked: false },
    ])
  })

  it('leaves any other markup as the text it is', () => {
    const segments = parseHighlight("<script>alert(1)</script><font color='#ff9933'>x</font>")
    expect(segments[0]).toEqual({ text: '<script>alert(1)</script>', marked: false })
  })

  it('splices the highlighted title into the full title and marks searched words elsewhere', () => {
    expect(highlightInto('红楼梦 : A Dream of Red Mansions', "<font color='#ff9933'>红楼梦</font>", ['Dream'])).toEqual([
      { text: '红楼梦', marked: true },
      { text: ' : A ', marked: false },
      { text: 'Dream', marked: true },
      { text: ' of Red Mansions', marked: false },
    ])
    expect(highlightInto('A Dream of Red Mansions : Vol. 1 : 红楼梦', undefined, ['红楼梦']).filter((s) => s.marked)).toEqual([{ text: '红楼梦', marked: true }])
  })

  it('marks Latin words only as whole words', () => {
    expect(markTerms('History of histories', ['history']).filter((s) => s.marked).map((s) => s.text)).toEqual(['History'])
  })

  it('takes the words of text fields, two characters or more', () => {
    expect(searchedWords([{ field: 'keyWord', term: '"red mansions" a 红' }, { field: 'kindNo', term: 'I24' }])).toEqual(['red', 'mansions'])
  })
})
