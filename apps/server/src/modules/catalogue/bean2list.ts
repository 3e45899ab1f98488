import type { BibRecord } from '@portal/db'

/** One line of a detail page (contract §3.3 / §5.7): clients key on `key` and on `description`, so both stay fixed. */
export type Bean2Item = { key: string; description: string; fieldVal: string }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A search link for the rich variant; the text is escaped, the address encoded. */
const searchLink = (field: string, value: string) =>
  `<a href="#/searchList?searchField=${field}&amp;searchFieldContent=${encodeURIComponent(value)}">${escapeHtml(value)}</a>`

/** The fields `rich` turns into search links; their text is escaped inside the link. */
const LINKED = ['cnb48', 'cnb62']

/**
 * The `bean2List` of a record in field-code order. `rich` (getDetail) links authors and subjects to a
 * search; plain (getBookDetail) is text only. Clients render `fieldVal` as markup, so both variants escape
 * the catalogue's text alike. Codes and descriptions are verbatim from the contract.
 */
export function buildBean2List(record: BibRecord, rich: boolean): Bean2Item[] {
  const out: Bean2Item[] = []
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
  for (const author of record.authors) add('cnb48', '个人责任者', rich ? searchLink('author', author) : author)
  for (const subject of record.subjects) add('cnb62', '学科主题', rich ? searchLink('subject', subject) : subject)
  for (const cls of record.clcClasses) add('cnb67', '中图法分类号', cls)
  if (record.docType === 'thesis' && record.institution) add('cnb71', '一般附注', `学位授予单位：${record.institution}`)
  add('cnb96', '提要文摘附注', record.abstract)
  for (const entry of out) if (!rich || !LINKED.includes(entry.key)) entry.fieldVal = escapeHtml(entry.fieldVal)
  return out
}

export { escapeHtml }
