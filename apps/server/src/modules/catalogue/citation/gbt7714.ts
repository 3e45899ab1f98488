import { editionNumber, englishEdition, fullTitle, initials, isChinese, parseName, serialYears, withPeriod, yearOf, type Name } from './parts.ts'
import type { CitationRecord } from './types.ts'

// GB/T 7714-2015, 信息与文献 参考文献著录规则 (sequential-numbering style, without the number):
//   主要责任者. 题名: 其他题名信息[文献类型标识]. 其他责任者. 版本项. 出版地: 出版者, 出版年.
// Western names as "SURNAME G" (8.1.2: surname in capitals, initials without points), Chinese names as
// written; up to three names, then "等" (Chinese works) or "et al."; a first edition is not cited.

const TYPE_CODE = { book: 'M', journal: 'J', thesis: 'D' } as const

function name(n: Name): string {
  if (n.kind === 'whole') return n.text
  return [[n.family.toUpperCase(), initials(n.given, false)].filter(Boolean).join(' '), n.suffix].filter(Boolean).join(', ')
}

function names(list: string[], chinese: boolean): string {
  const shown = list.slice(0, 3).map((n) => name(parseName(n)))
  if (list.length > 3) shown.push(chinese ? '等' : 'et al.')
  return shown.join(', ')
}

function edition(record: CitationRecord, chinese: boolean): string {
  if (!record.edition) return ''
  const n = editionNumber(record.edition)
  if (!chinese) return englishEdition(record.edition)
  return n === 1 ? '' : n ? `${n}版` : record.edition
}

/** 出版项: place and publisher (8.4: "[出版地不详]"/"[S.l.]", "[出版者不详]"/"[s.n.]" when unknown) and year. */
function imprint(record: CitationRecord, chinese: boolean): string {
  const place = record.place || (chinese ? '[出版地不详]' : '[S.l.]')
  const publisher = (record.docType === 'thesis' ? record.institution : record.publisher) || (chinese ? '[出版者不详]' : '[s.n.]')
  let year = yearOf(record.year) || record.year
  if (record.docType === 'journal') {
    const run = serialYears(record.year)
    year = run.start ? `${run.start}-${run.end}` : ''
  }
  return `${place}: ${publisher}${year ? `, ${year}` : ''}`
}

/** A record in GB/T 7714-2015: [M] book, [J] serial, [D] thesis. */
export function gbt7714(record: CitationRecord): string {
  const chinese = isChinese(record)
  const parts = [
    record.authors.length ? names(record.authors, chinese) : '',
    `${fullTitle(record)}[${TYPE_CODE[record.docType]}]`,
    record.translators.length ? `${names(record.translators, chinese)}, ${chinese ? '译' : 'trans'}` : '',
    edition(record, chinese),
    imprint(record, chinese),
  ]
  return parts.filter(Boolean).map(withPeriod).join(' ')
}
