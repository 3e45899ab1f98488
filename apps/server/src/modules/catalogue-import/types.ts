// Shapes of the catalogue import (docs/import.md documents every field and where it comes from).

/** A MARC record as JSON (the shape stored in BibRecord.marc; close to MARC-in-JSON, easier to walk). */
export type MarcControlField = { tag: string; value: string }
export type MarcSubfield = { code: string; value: string }
export type MarcDataField = { tag: string; ind1: string; ind2: string; subfields: MarcSubfield[] }
export type MarcField = MarcControlField | MarcDataField
/** `repairs`: damage the decoder read around (the import reports each as a warning). */
export type MarcRecord = { leader: string; fields: MarcField[]; repairs?: string[] }

export const isDataField = (field: MarcField): field is MarcDataField => 'subfields' in field

export type SourceFormat = 'MARC21' | 'CNMARC' | 'DUBLIN_CORE'
export type ScriptCode = 'ZH_HANS' | 'ZH_HANT' | 'LATIN' | 'MIXED'

/** A copy found in the record's holdings fields (852, Koha 952, UNIMARC 995) or in an --items CSV. */
export type HoldingInput = {
  barcode: string
  libCode: string
  locationCode: string
  callNo: string
  /** ItemStatus name (ON_SHELF, ON_LOAN, …). */
  status: string
}

/** One bibliographic record in the normalised shape every reader/mapper produces; the writer stores it. */
export type NormalisedRecord = {
  sourceId: string
  sourceFormat: SourceFormat
  docCode: number
  docType: string
  resourceType: 'PHYSICAL' | 'ELECTRONIC' | 'DIGITAL'
  title: string
  subtitle: string
  parallelTitle: string
  otherTitles: string[]
  authors: string[]
  responsibility: string
  institution: string
  publisher: string
  publishPlace: string
  publishYear: string
  publishYearNum: number | null
  edition: string
  isbn: string
  isbns: string[]
  issn: string
  langCode: string
  countryCode: string
  clcClasses: string[]
  /** MoE disciplines, derived from the CLC numbers (no MARC field carries them). */
  discode1: string[]
  subjects: string[]
  abstract: string
  series: string
  pages: string
  dimensions: string
  physicalDescription: string
  priceText: string
  coverUrl: string
  /** Call numbers / other classifications (050, 082, 084 other than CLC) — kept for search text. */
  classNumbers: string[]
  /** 856 links. */
  links: { url: string; name: string }[]
  script: ScriptCode
  marc: MarcRecord | null
  holdings: HoldingInput[]
}

/** What a reader yields: a record (MARC or flat), a failure, or a skip (e.g. an authority record). */
export type ReaderEvent =
  | { kind: 'marc'; position: number; record: MarcRecord }
  | { kind: 'record'; position: number; record: NormalisedRecord }
  | { kind: 'failure'; position: number; reason: string }
  | { kind: 'skip'; position: number; reason: string }

export type ImportFailure = { file: string; position: number; reason: string }
export type ImportSkip = { file: string; position: number | null; reason: string }

/** Record counts, per file and for the whole import. `read = imported + updated + unchanged + duplicates + failed + skipped`. */
export type ImportCounts = {
  read: number
  imported: number
  updated: number
  unchanged: number
  /** Records whose key (sourceFormat + sourceId) repeats an earlier record of the same batch: the later one is stored. */
  duplicates: number
  failed: number
  /** Records that are not bibliographic (authority, holdings) or not records; with reasons in `skips`. */
  skipped: number
  /** Records stored after the decoder read around damage in them (wrong leader length, undecodable characters, missing indicators), each with a warning. */
  repaired: number
}

export type ImportFileSummary = ImportCounts & { name: string; reader: string }

export type ImportSummary = ImportCounts & {
  files: number
  failures: ImportFailure[]
  skips: ImportSkip[]
  warnings: ImportFailure[]
  items: { created: number; updated: number; unchanged: number; skipped: number }
  /** Nodes read from classification trees (CLC) and upserted into ClassificationNode (duplicate codes merge). */
  classificationNodes: number
  perFile: ImportFileSummary[]
  seconds: number
  recordsPerSecond: number
}

export type ImportProgress = { file: string; read: number; written: number; failed: number; recordsPerSecond: number }
