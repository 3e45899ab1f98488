import type { DetailField, DetailFieldCode, DetailValue } from '@portal/contracts'

// The LibStar rendering of a record's detail fields (detail-fields.ts): the `bean2List` of getDetail and
// getBookDetail, HTML that clients put on their pages as it is.

/** One line of a detail page (contract §3.3 / §5.7): clients key on `key` and on `description`, so both stay fixed. */
export type Bean2Item = { key: string; description: string; fieldVal: string }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A search link for the rich variant; the text is escaped, the address encoded. */
export const searchLink = (field: string, value: string) =>
  `<a href="#/searchList?searchField=${field}&amp;searchFieldContent=${encodeURIComponent(value)}">${escapeHtml(value)}</a>`

/** The contract's description of each code, verbatim. */
const DESCRIPTIONS: Record<DetailFieldCode, string> = {
  cnb01: '题名/责任者', cnb02: '版本说明', cnb03: '出版发行项', cnb04: 'ISBN及定价', cnb05: 'ISSN', cnb10: '载体形态项', cnb14: '并列正题名',
  cnb20: '其它题名', cnb46: '丛编项', cnb48: '个人责任者', cnb62: '学科主题', cnb67: '中图法分类号', cnb71: '一般附注', cnb96: '提要文摘附注',
}

/** A value's text as LibStar words it (the degree note in Chinese), trimmed, before escaping. */
const legacyText = (value: DetailValue) => (value.label === 'degreeGrantor' ? `学位授予单位：${value.text}` : value.text).trim()

/**
 * The `bean2List` of a record's fields, one entry per value in field order. `rich` (getDetail) writes the
 * linked values (authors, subjects) as search links; plain (getBookDetail) is text only and leaves blank
 * values out. Clients render `fieldVal` as markup, so both variants escape the catalogue's text alike.
 */
export function buildBean2List(fields: readonly DetailField[], rich: boolean): Bean2Item[] {
  const out: Bean2Item[] = []
  for (const { code, values } of fields)
    for (const value of values) {
      const entry = { key: code, description: DESCRIPTIONS[code] }
      if (rich && value.link) out.push({ ...entry, fieldVal: searchLink(value.link.searchField, value.link.value) })
      else if (legacyText(value)) out.push({ ...entry, fieldVal: escapeHtml(legacyText(value)) })
    }
  return out
}

export { escapeHtml }
