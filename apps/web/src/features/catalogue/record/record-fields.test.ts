import { describe, expect, it } from 'vitest'
import { byLocation, copyStatus } from './copy-status.ts'
import { authorNames, groupFields, searchLinkPath } from './record-fields.ts'
import { holdingItem } from './testing/record-fakes.tsx'

describe('detail fields', () => {
  it('builds search links from the link targets, every part encoded', () => {
    expect(searchLinkPath({ searchField: 'author', value: '余华' })).toBe('/searchList?searchField=author&searchFieldContent=%E4%BD%99%E5%8D%8E')
    expect(searchLinkPath({ searchField: 'subject', value: 'a&b=c #1 + 2/3?' })).toBe('/searchList?searchField=subject&searchFieldContent=a%26b%3Dc%20%231%20%2B%202%2F3%3F')
    const target = { searchField: 'author', value: 'javascript:alert(1)' } as const
    expect(searchLinkPath(target)).toBe('/searchList?searchField=author&searchFieldContent=javascript%3Aalert%281%29')
    expect(new URLSearchParams(searchLinkPath({ searchField: 'author', value: '<img src=x onerror=alert(1)>' }).split('?')[1]).get('searchFieldContent')).toBe('<img src=x onerror=alert(1)>')
  })

  it('groups repeated field codes into one row, in first-seen order, leaving blank values out', () => {
    const rows = groupFields([
      { code: 'cnb01', values: [{ text: '活着/余华著' }] },
      { code: 'cnb62', values: [{ text: 'A', link: { searchField: 'subject', value: 'A' } }] },
      { code: 'cnb04', values: [{ text: ' ' }] },
      { code: 'cnb62', values: [{ text: 'B' }, { text: '', link: { searchField: 'subject', value: '  ' } }] },
      { code: 'paper-doi', label: 'DOI', values: [{ text: '10.1/x' }] },
    ])
    expect(rows).toEqual([
      { code: 'cnb01', values: [{ text: '活着/余华著' }] },
      { code: 'cnb62', values: [{ text: 'A', link: { searchField: 'subject', value: 'A' } }, { text: 'B' }] },
      { code: 'paper-doi', label: 'DOI', values: [{ text: '10.1/x' }] },
    ])
  })

  it('reads the authors from the author fields', () => {
    expect(authorNames([
      { code: 'cnb48', values: [{ text: '余华', link: { searchField: 'author', value: '余华' } }, { text: 'Nir Eyal' }, { text: '余华' }, { text: '' }] },
      { code: 'cnb62', values: [{ text: 'subject' }] },
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
