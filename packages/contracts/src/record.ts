import { z } from 'zod'
import { SearchFieldSchema } from './search.ts'

// A catalogue record as the domain describes it (architecture §3): plain text, codes and link targets as
// data. No HTML, no addresses built from catalogue text, no display strings the web translates. The REST
// door renders the LibStar wire (`bean2List`, `<font>` highlights, `adstract` …) from these; the web app
// renders them as text and builds its own links.

/** A piece of a highlighted text: the catalogue's text as it is (never markup) and whether it matched the query. */
export const HighlightSegmentSchema = z.object({ text: z.string(), matched: z.boolean() })
export type HighlightSegment = z.infer<typeof HighlightSegmentSchema>

/**
 * The matches of a search in one record, per field; a field is present only when something in it matched.
 * `title` is the main title alone (without subtitle or parallel title); `subjects` the subjects joined by ",".
 */
export const HighlightsSchema = z.object({
  title: z.array(HighlightSegmentSchema).optional(),
  abstract: z.array(HighlightSegmentSchema).optional(),
  subjects: z.array(HighlightSegmentSchema).optional(),
  publisher: z.array(HighlightSegmentSchema).optional(),
})
export type Highlights = z.infer<typeof HighlightsSchema>
export type HighlightField = keyof Highlights

/** Where a value leads: a search of the catalogue for `value` in `searchField` (the web builds the address). */
export const SearchLinkTargetSchema = z.object({ searchField: SearchFieldSchema, value: z.string() })
export type SearchLinkTarget = z.infer<typeof SearchLinkTargetSchema>

/** The detail field codes the server describes a record with (contract §5.7), in the order they come. */
export const DETAIL_FIELD_CODES = ['cnb01', 'cnb02', 'cnb03', 'cnb04', 'cnb05', 'cnb10', 'cnb14', 'cnb20', 'cnb46', 'cnb48', 'cnb62', 'cnb67', 'cnb71', 'cnb96'] as const
export type DetailFieldCode = (typeof DETAIL_FIELD_CODES)[number]

/**
 * One value of a detail field: its text (trimmed; linked values may be blank where the catalogue holds a
 * blank name), the search it links to, and for a note whose words the reader's language supplies, a label
 * code (`degreeGrantor`: the text is the institution that granted a thesis's degree).
 */
export const DetailValueSchema = z.object({
  text: z.string(),
  link: SearchLinkTargetSchema.optional(),
  label: z.enum(['degreeGrantor']).optional(),
})
export type DetailValue = z.infer<typeof DetailValueSchema>

/** A detail field: its code and its values in catalogue order (cnb04, cnb20, cnb48, cnb62, cnb67 repeat). */
export const DetailFieldSchema = z.object({ code: z.enum(DETAIL_FIELD_CODES), values: z.array(DetailValueSchema) })
export type DetailField = z.infer<typeof DetailFieldSchema>

/** `catalogue.detail`: a record's full description. */
export const RecordDetailSchema = z.object({
  recordId: z.number().int(),
  /** The main title. */
  title: z.string(),
  /** Every title of the record: main, subtitle, parallel, others (blank ones left out). */
  titles: z.array(z.string()),
  /** The statement of responsibility as printed ("余华著"); "" when none. */
  responsibility: z.string(),
  /** The authors as names, in catalogue order. */
  authors: z.array(z.string()),
  isbn: z.string(),
  publisher: z.string(),
  publishYear: z.string(),
  subjects: z.array(z.string()),
  fields: z.array(DetailFieldSchema),
  /** Pages about the record on other sites, by site key (`douban`, `openLibrary`): https addresses the server built from the ISBN. */
  links: z.record(z.string(), z.string()),
})
export type RecordDetail = z.infer<typeof RecordDetailSchema>

/** `catalogue.bookDetail`: the short description (responsibility, authors and fields). */
export const BookDetailSchema = RecordDetailSchema.pick({ recordId: true, responsibility: true, authors: true, fields: true })
export type BookDetail = z.infer<typeof BookDetailSchema>

/** A record of a result list: what the catalogue says of it, its copies and its cover. */
export const RecordSummarySchema = z.object({
  recordId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  parallelTitle: z.string(),
  /** The statement of responsibility as printed; "" when none (then the authors stand for it). */
  responsibility: z.string(),
  authors: z.array(z.string()),
  /** Corporate author, or the institution that granted a thesis's degree; "" when none. */
  institution: z.string(),
  publisher: z.string(),
  /** Publication date as catalogued ("2017", "2016.6"); `year` is its first four-digit year. */
  publishYear: z.string(),
  year: z.number().int().nullable(),
  isbn: z.string(),
  isbns: z.array(z.string()),
  issn: z.string(),
  abstract: z.string(),
  subjects: z.array(z.string()),
  clcClasses: z.array(z.string()),
  /** Document type code (the `docCode` code list; the web names it in the reader's language) and its stable key. */
  docCode: z.number().int(),
  docType: z.string(),
  langCode: z.string(),
  countryCode: z.string(),
  publFreqCode: z.string(),
  ddType: z.string(),
  verifyStatus: z.string(),
  discode1: z.array(z.string()),
  discode2: z.array(z.string()),
  discode3: z.array(z.string()),
  coreIncludes: z.array(z.string()),
  priceCents: z.number().int().nullable(),
  pages: z.string(),
  dimensions: z.string(),
  /** Date the first copy was accessioned (YYYY-MM-DD). */
  firstInDate: z.string().nullable(),
  electronicCount: z.number().int(),
  copies: z.object({
    callNos: z.array(z.string()),
    physicalCount: z.number().int(),
    onShelfCount: z.number().int(),
    libCodes: z.array(z.string()),
  }),
  coverUrl: z.string(),
})
export type RecordSummary = z.infer<typeof RecordSummarySchema>
