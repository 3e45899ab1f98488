import type { BibRecord } from '@portal/db'
import { describe, expect, it } from 'vitest'
import { buildBean2List } from './bean2list.ts'
import { detailFields } from './detail-fields.ts'
import { toRecordDetail } from './detail.service.ts'
import { presentBookDetail, presentDetail } from './detail-wire.ts'

// The detail wire is rendered from the domain's fields; it must read exactly as LibStar's (and as it did
// when services wrote it straight from the record). `legacy` is that former code, kept here as the oracle.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const link = (field: string, value: string) => `<a href="#/searchList?searchField=${field}&amp;searchFieldContent=${encodeURIComponent(value)}">${escape(value)}</a>`

function legacy(record: BibRecord, rich: boolean) {
  const out: { key: string; description: string; fieldVal: string }[] = []
  const add = (key: string, description: string, value: string | null | undefined) => {
    if (value && value.trim()) out.push({ key, description, fieldVal: value.trim() })
  }
  const title = [record.title, record.subtitle].filter(Boolean).join(':')
  add('cnb01', '题名/责任者', record.responsibility ? `${title}/${record.responsibility}` : title)
  add('cnb02', '版本说明', record.edition)
  const imprint = [record.publishPlace, record.publisher].filter(Boolean).join(':')
  add('cnb03', '出版发行项', [imprint, record.publishYear].filter(Boolean).join(','))
  const isbns = record.isbns.length ? record.isbns : record.isbn ? [record.isbn] : []
  if (isbns.length) for (const isbn of isbns) add('cnb04', 'ISBN及定价', record.priceText ? `${isbn}/${record.priceText}` : isbn)
  else if (record.priceText) add('cnb04', 'ISBN及定价', `/${record.priceText}`)
  add('cnb05', 'ISSN', record.issn)
  add('cnb10', '载体形态项', record.physicalDescription || [record.pages, record.dimensions].filter(Boolean).join(';'))
  add('cnb14', '并列正题名', record.parallelTitle)
  for (const other of record.otherTitles) add('cnb20', '其它题名', other)
  add('cnb46', '丛编项', record.series)
  for (const author of record.authors) add('cnb48', '个人责任者', rich ? link('author', author) : author)
  for (const subject of record.subjects) add('cnb62', '学科主题', rich ? link('subject', subject) : subject)
  for (const cls of record.clcClasses) add('cnb67', '中图法分类号', cls)
  if (record.docType === 'thesis' && record.institution) add('cnb71', '一般附注', `学位授予单位：${record.institution}`)
  add('cnb96', '提要文摘附注', record.abstract)
  for (const entry of out) if (!rich || !['cnb48', 'cnb62'].includes(entry.key)) entry.fieldVal = escape(entry.fieldVal)
  return out
}

const base = {
  id: 41, title: '三体', subtitle: '', parallelTitle: '', otherTitles: [], authors: ['刘慈欣'], responsibility: '刘慈欣著', institution: '', publisher: '重庆出版社',
  publishPlace: '重庆', publishYear: '2008', edition: '', isbn: '978-7-5366-9293-0', isbns: ['9787536692930'], issn: '', clcClasses: ['I247.55'], subjects: ['科幻小说'],
  docType: 'book', abstract: '', series: '', pages: '302页', dimensions: '23cm', physicalDescription: '', priceText: 'CNY23.00',
} as unknown as BibRecord
const XSS = '<script>alert(1)</script>'
const records: BibRecord[] = [
  base,
  { ...base, title: `题名${XSS}`, subtitle: '<img src=x onerror=alert(1)>', responsibility: `著者"&'`, edition: '<a href="javascript:alert(1)">x</a>', authors: [`作者${XSS}`, ' 空格 ', '   ', 'a+b c/d?e#f'], subjects: ['javascript:alert(1)', ''], otherTitles: ['  ', 'Other'], abstract: ` 摘要\n${XSS} ` },
  { ...base, isbns: [], isbn: '', priceText: '', physicalDescription: '216页:图;21cm', parallelTitle: 'The Title', series: '  丛书  ' },
  { ...base, isbns: [], isbn: '7-5366', priceText: '' },
  { ...base, isbns: [], isbn: '', priceText: '12元', authors: [], subjects: [], clcClasses: [] },
  { ...base, docType: 'thesis', institution: ' 星海大学 ' },
  { ...base, docType: 'thesis', institution: '   ' },
]

describe('bean2List from the domain fields', () => {
  it('reads exactly as the former code wrote it, rich and plain', () => {
    for (const record of records) {
      const fields = detailFields(record)
      expect(buildBean2List(fields, true)).toEqual(legacy(record, true))
      expect(buildBean2List(fields, false)).toEqual(legacy(record, false))
    }
  })

  it('keeps link targets as data in the domain, never as addresses', () => {
    const fields = detailFields(records[1]!)
    expect(fields.find((f) => f.code === 'cnb48')!.values).toEqual([
      { text: `作者${XSS}`, link: { searchField: 'author', value: `作者${XSS}` } },
      { text: '空格', link: { searchField: 'author', value: ' 空格 ' } },
      { text: '', link: { searchField: 'author', value: '   ' } },
      { text: 'a+b c/d?e#f', link: { searchField: 'author', value: 'a+b c/d?e#f' } },
    ])
    expect(JSON.stringify(fields)).not.toMatch(/searchList|&lt;|&amp;|%/)
    expect(detailFields(records[5]!).find((f) => f.code === 'cnb71')).toEqual({ code: 'cnb71', values: [{ text: ' 星海大学 ', label: 'degreeGrantor' }] })
  })

  it('getDetail and getBookDetail answer LibStar’s keys from the domain detail', () => {
    const detail = toRecordDetail(records[1]!)
    const wire = presentDetail(detail)
    expect(Object.keys(wire)).toEqual(['recordId', 'clearTitle', 'authorOther', 'bean2List', 'baseMarcInfoDto', 'link'])
    expect(wire.baseMarcInfoDto).toEqual({
      title: `题名${XSS}`, titles: [`题名${XSS}`, '<img src=x onerror=alert(1)>', '  ', 'Other'], isbn: '978-7-5366-9293-0', publisher: '重庆出版社', publishYear: '2008',
      subject: 'javascript:alert(1),', cleanAuthor: `作者${XSS},  空格 ,    , a+b c/d?e#f`, auther: detail.authors.map((a) => link('author', a)).join(' '),
    })
    expect(wire.authorOther).toBe(`著者"&'`)
    expect(wire.link).toEqual({ douban: 'https://book.douban.com/isbn/9787536692930/', openLibrary: 'https://openlibrary.org/isbn/9787536692930' })
    expect(presentDetail(toRecordDetail({ ...base, isbns: [], responsibility: '', authors: [] } as BibRecord))).toMatchObject({ authorOther: null, link: {} })
    expect(presentBookDetail({ recordId: 41, responsibility: '', authors: ['甲', '乙'], fields: detailFields(base) })).toEqual({ author: '甲, 乙', bean2List: legacy(base, false) })
  })
})
