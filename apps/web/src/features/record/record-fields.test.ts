import { describe, expect, it } from 'vitest'
import { byLocation, copyStatus } from './copy-status.ts'
import { authorNames, fieldSegments, fieldText, groupFields } from './record-fields.ts'
import { holdingItem } from './testing/record-fakes.tsx'

describe('detail fields', () => {
  it('keeps the server’s search links and turns everything else into text', () => {
    expect(fieldSegments('<a href="#/searchList?searchField=author&amp;searchFieldContent=%E4%BD%99">余华</a> 著')).toEqual([
      { kind: 'link', text: '余华', to: '/searchList?searchField=author&searchFieldContent=%E4%BD%99' },
      { kind: 'text', text: ' 著' },
    ])
    expect(fieldSegments('<a href="https://evil.example/">click</a><b>bold</b>')).toEqual([{ kind: 'text', text: 'clickbold' }])
    expect(fieldSegments('<a href="javascript:alert(1)">x</a>')).toEqual([{ kind: 'text', text: 'x' }])
  })

  it('shows escaped markup as the text it is, and drops scripts', () => {
    expect(fieldText('&lt;b&gt;Bold&lt;/b&gt; &amp; more')).toBe('<b>Bold</b> & more')
    expect(fieldText('before<script>alert(1)</script><img src=x onerror="alert(2)">after')).toBe('beforeafter')
    expect(fieldText('line 1<br>line 2')).toBe('line 1\nline 2')
    expect(fieldSegments('plain text')).toEqual([{ kind: 'text', text: 'plain text' }])
    expect(fieldSegments('')).toEqual([])
  })

  it('groups repeated field codes into one row, in first-seen order', () => {
    const rows = groupFields([
      { key: 'cnb01', description: '题名/责任者', fieldVal: '活着/余华著' },
      { key: 'cnb62', description: '学科主题', fieldVal: 'A' },
      { key: 'cnb04', description: 'ISBN及定价', fieldVal: ' ' },
      { key: 'cnb62', description: '学科主题', fieldVal: 'B' },
    ])
    expect(rows).toEqual([
      { key: 'cnb01', description: '题名/责任者', values: ['活着/余华著'] },
      { key: 'cnb62', description: '学科主题', values: ['A', 'B'] },
    ])
  })

  it('reads the authors from the author fields', () => {
    expect(authorNames([
      { key: 'cnb48', description: '', fieldVal: '<a href="#/searchList?x=1">余华</a>' },
      { key: 'cnb48', description: '', fieldVal: 'Nir Eyal' },
      { key: 'cnb48', description: '', fieldVal: '余华' },
      { key: 'cnb62', description: '', fieldVal: 'subject' },
    ])).toEqual(['余华', 'Nir Eyal'])
  })
})

describe('copy status', () => {
  it('reads the states of contract §5.1', () => {
    expect(copyStatus({ processType: '在架', processTypeCode: '411', circAttr: '0' })).toMatchObject({ key: 'onShelf', available: true, rule: null })
    expect(copyStatus({ processType: '在架', processTypeCode: '411', circAttr: '1' })).toMatchObject({ key: 'onShelf', available: false, rule: 'readingRoom' })
    expect(copyStatus({ processType: '借出-应还日期:2025-10-10', processTypeCode: '412', circAttr: '--' })).toMatchObject({ key: 'onLoan', dueDate: '2025-10-10', available: false })
    expect(copyStatus({ processType: '借出-应还日期:2025-10-10', processTypeCode: '412', circAttr: '--', dueDate: '2025-10-11' }).dueDate).toBe('2025-10-11')
    expect(copyStatus({ processType: '本馆归还: 正在上架', processTypeCode: '411', circAttr: '0' })).toMatchObject({ key: 'reshelving', available: false })
    expect(copyStatus({ processType: '丢失(待查)', processTypeCode: '', circAttr: '0' }).key).toBe('missing')
    expect(copyStatus({ processType: '送修', processTypeCode: '', circAttr: '0' })).toMatchObject({ key: null, raw: '送修' })
  })

  it('groups a library’s copies by location', () => {
    const groups = byLocation([holdingItem({ itemId: 1 }), holdingItem({ itemId: 2, locationName: 'B' }), holdingItem({ itemId: 3 })])
    expect(groups.map((g) => [g.location, g.items.map((i) => i.itemId)])).toEqual([['Theses Collection', [1, 3]], ['B', [2]]])
  })
})
