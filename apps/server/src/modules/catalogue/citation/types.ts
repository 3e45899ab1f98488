import type { CitationFormat } from '@portal/contracts'

export type CitationDocType = 'book' | 'journal' | 'thesis'
export type Degree = 'bachelor' | 'master' | 'doctor'

/**
 * What a citation is made of, taken from a catalogue record (record.ts): plain strings, "" when unknown.
 * Names are as catalogued, either "Given Family", "Family, Given" (MARC) or in Chinese characters.
 */
export type CitationRecord = {
  id: number
  docType: CitationDocType
  title: string
  subtitle: string
  /** Main responsibility (authors, or editors when `editors` is true), in order. */
  authors: string[]
  editors: boolean
  translators: string[]
  publisher: string
  place: string
  /** Publication date as catalogued, e.g. "2014", "2016.6", "1957-1990". */
  year: string
  edition: string
  /** Extent as catalogued, e.g. "216页", "xii, 350 p." */
  pages: string
  isbn: string
  issn: string
  /** Theses: the degree, when the record says which, and the degree-granting institution. */
  degree: Degree | null
  institution: string
  /** MARC language code ("chi", "eng") and the language's English name ("Chinese"). */
  langCode: string
  language: string
}

export type Citation = { format: CitationFormat; text: string; fileName: string; mimeType: string }
