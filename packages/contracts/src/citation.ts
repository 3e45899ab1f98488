import { z } from 'zod'

/**
 * Citation export of a record (searchResultDetail/exportCitation): GB/T 7714-2015, APA 7th, MLA 9th as
 * one line of plain text; RIS and BibTeX as files for reference managers.
 */
export const CITATION_FORMATS = ['gbt7714', 'apa', 'mla', 'ris', 'bibtex'] as const
export const CitationFormatSchema = z.enum(CITATION_FORMATS)
export type CitationFormat = z.infer<typeof CitationFormatSchema>
