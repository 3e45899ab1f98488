import { fullTitle, invertedName, parseName, serialYears, yearOf } from './parts.ts'
import type { CitationRecord } from './types.ts'

// RIS (Research Information Systems), the tagged format reference managers import (EndNote, Zotero,
// Mendeley): one "TAG  - value" line per field, TY first and ER last, CRLF line ends. AU per author
// ("Family, Given"), A2 editors, A4 translators (as EndNote's Book type has them).

const TYPE = { book: 'BOOK', journal: 'JOUR', thesis: 'THES' } as const
const DEGREE_LABEL = { doctor: 'Doctoral dissertation', master: "Master's thesis", bachelor: "Bachelor's thesis" } as const

/** Total pages of an extent statement ("216页", "xii, 350 p."): its largest number, "" when none. */
export function pageCount(extent: string): string {
  const numbers = (extent.match(/\d+/g) ?? []).map(Number)
  return numbers.length ? String(Math.max(...numbers)) : ''
}

/** A record as one RIS reference. */
export function ris(record: CitationRecord): string {
  const lines: [string, string][] = [['TY', TYPE[record.docType]]]
  for (const author of record.authors) lines.push([record.editors ? 'A2' : 'AU', invertedName(parseName(author))])
  for (const translator of record.translators) lines.push(['A4', invertedName(parseName(translator))])
  lines.push(['TI', fullTitle(record)])
  if (record.docType === 'journal') lines.push(['T2', fullTitle(record)])
  lines.push(['ET', record.edition])
  lines.push(['PY', record.docType === 'journal' ? serialYears(record.year).start : yearOf(record.year)])
  lines.push(['CY', record.place])
  lines.push(['PB', record.docType === 'thesis' ? record.institution : record.publisher])
  if (record.docType === 'thesis') lines.push(['M3', record.degree ? DEGREE_LABEL[record.degree] : 'Thesis'])
  if (record.docType !== 'journal') lines.push(['SP', pageCount(record.pages)])
  lines.push(['SN', record.docType === 'journal' ? record.issn : record.isbn || record.issn])
  lines.push(['LA', record.language])
  const body = lines.filter(([, value]) => value.trim()).map(([tag, value]) => `${tag}  - ${value.replace(/\s+/g, ' ').trim()}`)
  return [...body, 'ER  - ', ''].join('\r\n')
}
