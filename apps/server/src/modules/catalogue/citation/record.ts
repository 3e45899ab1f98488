import type { BibRecord } from '@portal/db'
import type { CitationDocType, CitationRecord, Degree } from './types.ts'

// From a catalogue record to the fields a citation needs. The record keeps every contributor in `authors`
// (translators included) and their roles only in the statement of responsibility ("马克思著；何兆武译",
// "Leo Tolstoy ; translated by Richard Pevear"), so roles are read from there.

export type CitationSource = Pick<
  BibRecord,
  | 'id' | 'docType' | 'title' | 'subtitle' | 'authors' | 'responsibility' | 'institution' | 'publisher' | 'publishPlace'
  | 'publishYear' | 'edition' | 'pages' | 'isbn' | 'isbns' | 'issn' | 'langCode' | 'marc'
>

const TRANSLATOR_ROLE = /(翻译|翻譯|译|譯)(者)?\s*$|\btranslat(ed|ion|or|ors)\b|\btrans\.|\btr\./i
const EDITOR_ROLE = /(主编|主編|编|編|编辑|編輯)\s*$|\bedit(ed|or|ors)\b|\beds?\.(\s|$)/i

type Role = 'author' | 'editor' | 'translator'

/** Who is author, editor or translator, by the first part of the responsibility statement naming them. */
export function splitContributors(names: string[], responsibility: string): { authors: string[]; editors: boolean; translators: string[] } {
  const segments = responsibility.split(/[;；]/).map((s) => s.trim()).filter(Boolean)
  const roleOf = (name: string): Role => {
    const segment = segments.find((s) => s.includes(name))
    if (!segment) return 'author'
    return TRANSLATOR_ROLE.test(segment) ? 'translator' : EDITOR_ROLE.test(segment) ? 'editor' : 'author'
  }
  const roles = names.map((name) => ({ name, role: roleOf(name) }))
  const authors = roles.filter((r) => r.role === 'author').map((r) => r.name)
  const editors = roles.filter((r) => r.role === 'editor').map((r) => r.name)
  const translators = roles.filter((r) => r.role === 'translator').map((r) => r.name)
  // Editors are the main responsibility only of a work without authors (a compiled textbook, a collection).
  return authors.length ? { authors, editors: false, translators } : { authors: editors, editors: editors.length > 0, translators }
}

type MarcJson = { fields?: { tag?: string; value?: string; subfields?: { code?: string; value?: string }[] }[] }

/** The degree a thesis was written for, from the dissertation note (MARC 21 502, UNIMARC 328); null when not stated. */
export function thesisDegree(marc: unknown): Degree | null {
  const fields = (marc as MarcJson | null)?.fields ?? []
  const note = fields
    .filter((f) => f.tag === '502' || f.tag === '328')
    .flatMap((f) => (f.subfields ?? []).map((s) => s.value ?? ''))
    .join(' ')
  return degreeOf(note)
}

/** The degree named in a dissertation note ("博士学位论文", "Thesis (Ph. D.)--Harvard University, 1918", "M.A."). */
export function degreeOf(note: string): Degree | null {
  if (/博士|doctor|doctoral|ph\.?\s?d\b|d\.\s?phil\b|\bdr\.|\bed\.\s?d\b/i.test(note)) return 'doctor'
  if (/硕士|碩士|master|\bm\.\s?(a|s|sc|phil|eng)\b\.?|\bmba\b/i.test(note)) return 'master'
  if (/学士|學士|bachelor|\bb\.\s?(a|s|sc)\b\.?/i.test(note)) return 'bachelor'
  return null
}

function docTypeOf(docType: string): CitationDocType {
  if (docType === 'thesis') return 'thesis'
  return docType === 'journal' || docType === 'ejournal' ? 'journal' : 'book'
}

/** The citation fields of a record; `language` is the English name of its language ("Chinese"). */
export function citationRecordOf(record: CitationSource, language: string): CitationRecord {
  const docType = docTypeOf(record.docType)
  const { authors, editors, translators } = splitContributors(record.authors, record.responsibility)
  return {
    id: record.id,
    docType,
    title: record.title.trim(),
    subtitle: record.subtitle.trim(),
    authors,
    editors,
    translators,
    publisher: record.publisher.trim(),
    place: record.publishPlace.trim(),
    year: record.publishYear.trim(),
    edition: record.edition.trim(),
    pages: record.pages.trim(),
    // The normalised ISBN-13 rather than the one as written (which may carry a binding or a price).
    isbn: record.isbns[0] ?? record.isbn.trim(),
    issn: record.issn.trim(),
    degree: docType === 'thesis' ? thesisDegree(record.marc) : null,
    institution: (record.institution || (docType === 'thesis' ? record.publisher : '')).trim(),
    langCode: record.langCode,
    language,
  }
}
