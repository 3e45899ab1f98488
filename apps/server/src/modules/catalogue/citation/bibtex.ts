import { editionNumber, fullTitle, hasCjk, ordinal, parseName, serialYears, yearOf, type Name } from './parts.ts'
import { pageCount } from './ris.ts'
import type { CitationRecord } from './types.ts'

// BibTeX (and biblatex) entries: @book, @phdthesis / @mastersthesis (with `type` for a bachelor's or an
// unstated degree) and @periodical for a journal as a whole (classic BibTeX styles treat an unknown type as
// @misc). Text is UTF-8 with BibTeX's special characters escaped; organisations and names in CJK script are
// braced so BibTeX does not split them into given and family names.

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', '%': '\\%', '&': '\\&', _: '\\_', '#': '\\#', $: '\\$',
  '~': '\\textasciitilde{}', '^': '\\textasciicircum{}',
}

/** Escapes BibTeX's special characters (braces, %, &, _, #, $, \, ~, ^) and folds line breaks. */
export const escapeBibtex = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/[\\{}%&_#$~^]/g, (c) => SPECIAL[c]!)

function name(n: Name): string {
  if (n.kind === 'whole') return `{${escapeBibtex(n.text)}}`
  return [n.family, n.suffix, n.given.join(' ')].filter(Boolean).map(escapeBibtex).join(', ')
}

/** "shannon1940-12": the first author's family name in ASCII (else "record"), the year and the record id. */
export function citationKey(record: CitationRecord): string {
  const first = record.authors[0] ? parseName(record.authors[0]) : null
  const word = !first ? '' : first.kind === 'person' ? first.family : hasCjk(first.text) ? '' : (first.text.split(/\s+/)[0] ?? '')
  const ascii = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '')
  return `${ascii || 'record'}${yearOf(record.year)}-${record.id}`
}

function entryType(record: CitationRecord): { type: string; thesisType: string } {
  if (record.docType === 'journal') return { type: 'periodical', thesisType: '' }
  if (record.docType === 'book') return { type: 'book', thesisType: '' }
  if (record.degree === 'doctor') return { type: 'phdthesis', thesisType: '' }
  if (record.degree === 'master') return { type: 'mastersthesis', thesisType: '' }
  return record.degree === 'bachelor' ? { type: 'mastersthesis', thesisType: "Bachelor's thesis" } : { type: 'phdthesis', thesisType: 'Thesis' }
}

/** A record as one BibTeX entry. */
export function bibtex(record: CitationRecord): string {
  const { type, thesisType } = entryType(record)
  const n = record.edition ? editionNumber(record.edition) : null
  const thesis = record.docType === 'thesis'
  const fields: [string, string][] = [
    [record.editors ? 'editor' : 'author', record.authors.map((a) => name(parseName(a))).join(' and ')],
    ['translator', record.translators.map((t) => name(parseName(t))).join(' and ')],
    ['title', escapeBibtex(fullTitle(record))],
    ['edition', n === 1 ? '' : escapeBibtex(n ? ordinal(n) : record.edition)],
    [thesis ? 'school' : 'publisher', escapeBibtex(thesis ? record.institution : record.publisher)],
    ['address', escapeBibtex(record.place)],
    ['year', record.docType === 'journal' ? serialYears(record.year).start : yearOf(record.year)],
    ['type', thesisType],
    ['isbn', record.docType === 'journal' ? '' : escapeBibtex(record.isbn)],
    ['issn', escapeBibtex(record.issn)],
    ['pagetotal', record.docType === 'journal' ? '' : pageCount(record.pages)],
    ['language', escapeBibtex(record.language)],
  ]
  const body = fields.filter(([, value]) => value).map(([field, value]) => `  ${field} = {${value}},`)
  return `@${type}{${citationKey(record)},\n${body.join('\n')}\n}\n`
}
