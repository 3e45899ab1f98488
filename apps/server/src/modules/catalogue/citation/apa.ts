import { englishEdition, fullTitle, initials, parseName, serialYears, withPeriod, yearOf, type Name } from './parts.ts'
import type { CitationRecord } from './types.ts'

// APA 7th edition reference-list entries:
//   Author, A. A., & Author, B. B. (Year). Title: Subtitle (T. Translator, Trans.; 2nd ed.). Publisher.
// Up to 20 authors ("…, & last"), then the first 19, ". . ." and the last; no publisher location; a thesis
// held by the library is unpublished: "Title [Unpublished doctoral dissertation]. Institution." Titles keep
// the catalogue's capitalisation, and the text is plain (no italics).

const DEGREE_LABEL = { doctor: 'Unpublished doctoral dissertation', master: "Unpublished master's thesis", bachelor: "Unpublished bachelor's thesis" } as const

function inverted(n: Name): string {
  if (n.kind === 'whole') return n.text
  return [n.family, initials(n.given, true), n.suffix].filter(Boolean).join(', ')
}

function natural(n: Name): string {
  if (n.kind === 'whole') return n.text
  return [initials(n.given, true), n.family].filter(Boolean).join(' ') + (n.suffix ? `, ${n.suffix}` : '')
}

function authorList(list: string[]): string {
  const all = list.map((n) => inverted(parseName(n)))
  if (all.length === 1) return all[0]!
  if (all.length <= 20) return `${all.slice(0, -1).join(', ')}, & ${all.at(-1)}`
  return `${all.slice(0, 19).join(', ')}, . . . ${all.at(-1)}`
}

function translatorList(list: string[]): string {
  const all = list.map((n) => natural(parseName(n)))
  if (all.length <= 2) return all.join(' & ')
  return `${all.slice(0, -1).join(', ')}, & ${all.at(-1)}`
}

function date(record: CitationRecord): string {
  if (record.docType !== 'journal') return yearOf(record.year) || 'n.d.'
  const run = serialYears(record.year)
  return run.start ? `${run.start}–${run.end || 'present'}` : 'n.d.'
}

function titleElement(record: CitationRecord): string {
  const notes = [
    record.translators.length ? `${translatorList(record.translators)}, Trans.` : '',
    record.edition ? englishEdition(record.edition) : '',
  ].filter(Boolean)
  const description = record.docType === 'thesis' ? (record.degree ? DEGREE_LABEL[record.degree] : 'Unpublished thesis') : record.docType === 'journal' ? 'Journal' : ''
  return `${fullTitle(record)}${notes.length ? ` (${notes.join('; ')})` : ''}${description ? ` [${description}]` : ''}`
}

/** A record in APA 7th edition style. Without authors the title takes their place, before the date. */
export function apa(record: CitationRecord): string {
  const source = record.docType === 'thesis' ? record.institution : record.publisher
  const editors = record.editors ? ` (${record.authors.length > 1 ? 'Eds.' : 'Ed.'})` : ''
  const head = record.authors.length
    ? `${withPeriod(authorList(record.authors) + editors)} (${date(record)}). ${withPeriod(titleElement(record))}`
    : `${withPeriod(titleElement(record))} (${date(record)}).`
  return source ? `${head} ${withPeriod(source)}` : head
}
