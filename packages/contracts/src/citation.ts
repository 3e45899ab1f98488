import { z } from 'zod'
import { CITATION_FORMATS } from './values.ts'

// The formats themselves (CITATION_FORMATS) are in values.ts (no zod, for the browser).
export const CitationFormatSchema = z.enum(CITATION_FORMATS)
export type CitationFormat = z.infer<typeof CitationFormatSchema>
