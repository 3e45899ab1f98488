import type { SearchPage } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { EMPTY_WITHOUT_TENANT, highlight, highlightHtml, presentSearchPage } from './search-wire.ts'

const mark = (text: string) => `<font color='#ff9933'>${text}</font>`
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c] ?? '#39'};`)

describe('LibStar highlight markup', () => {
  it('wraps the matches in <font> on the original text', () => {
    expect(highlight('紅樓夢校注', '红楼梦')).toBe(`${mark('紅樓夢')}校注`)
    expect(highlight('Pride and Prejudice', 'PREJUDICE')).toBe(`Pride and ${mark('Prejudice')}`)
    expect(highlight('数据结构与算法', '数据结构')).toBe(`${mark('数据结构')}与算法`)
  })

  it('escapes everything from the catalogue, inside and outside marks', () => {
    expect(highlight('<script>alert("三体")</script>', '三体')).toBe(`&lt;script&gt;alert(&quot;${mark('三体')}&quot;)&lt;/script&gt;`)
    expect(highlight('<b>x</b> & y', 'b')).toBe(`&lt;${mark('b')}&gt;x&lt;/${mark('b')}&gt; &amp; y`)
    expect(highlight('<img src=x onerror=alert(1)>', '<script>')).toBe(escapeHtml('<img src=x onerror=alert(1)>'))
    expect(highlight("it's", "'")).toBe('it&#39;s')
    expect(highlightHtml([{ text: '<i>', matched: true }])).toBe(mark('&lt;i&gt;'))
    expect(highlight('三体', '')).toBe('三体')
  })
})

describe('search page wire', () => {
  const record = (recordId: number) =>
    ({
      recordId, title: '三体', subtitle: '', parallelTitle: 'The Three-Body Problem', responsibility: '', authors: ['刘慈欣'], institution: '', publisher: '重庆出版社',
      publishYear: '2008', year: 2008, isbn: '', isbns: [], issn: '', abstract: '', subjects: ['科幻小说', '中国'], clcClasses: [], docCode: 1, docType: 'book',
      langCode: '', countryCode: '', publFreqCode: '', ddType: '', verifyStatus: '', discode1: [], discode2: [], discode3: [], coreIncludes: [], priceCents: 2300,
      pages: '', dimensions: '', firstInDate: '2024-03-01', electronicCount: 0, copies: { callNos: ['I247.5/1'], physicalCount: 2, onShelfCount: 1, libCodes: ['MAIN'] }, coverUrl: '/c.svg',
    }) satisfies SearchPage['hits'][number]['record']
  const page = (hits: SearchPage['hits'], total = hits.length): SearchPage => ({ total, totalApproximate: false, hits, facets: { docCode: { '1': 2 } }, facetsApproximate: true, suggestions: [] })

  it('answers the contract’s empty shapes', () => {
    expect(presentSearchPage(null)).toBe(EMPTY_WITHOUT_TENANT)
    expect(JSON.stringify(presentSearchPage({ ...page([]), suggestions: ['三体'] }))).toBe(
      '{"numFound":0,"searchResult":[],"facetResult":{"customSub":{}},"hlResult":null,"levelResultList":[],"suggestions":["三体"],"numFoundApproximate":false,"facetApproximate":false}',
    )
  })

  it('writes records in LibStar’s spellings, hlResult with its keys and marks, and facetResult with customSub', () => {
    const wire = presentSearchPage(page([
      { record: record(7), highlights: { title: [{ text: '三体', matched: true }], subjects: [{ text: '科幻', matched: true }, { text: '小说,中国', matched: false }] } },
      { record: record(3), highlights: {} },
    ]))
    expect(Object.keys(wire)).toEqual(['numFound', 'searchResult', 'facetResult', 'hlResult', 'levelResultList', 'numFoundApproximate', 'facetApproximate', 'suggestions'])
    expect(wire.hlResult).toEqual({ '7': { title: [mark('三体')], subjectWord: [`${mark('科幻')}小说,中国`] } })
    expect(wire.facetResult).toEqual({ docCode: { '1': 2 }, customSub: {} })
    const [first] = (wire as { searchResult: Record<string, unknown>[] }).searchResult
    expect(first).toMatchObject({ recordId: 7, title: '三体 : The Three-Body Problem', author: '刘慈欣', adstract: null, subjectWord: '科幻小说,中国', year: '2008', price: '23.00', callNoOne: 'I247.5/1', canBrrowCountI: 1, docName: '图书', pic: '/c.svg', inDate: '2024-03-01', _48Unit: ['刘慈欣'], hostUnit: '' })
  })
})
