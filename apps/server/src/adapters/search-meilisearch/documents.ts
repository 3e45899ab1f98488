import type { SearchDocument } from '../../kernel/search-text/search-document.ts'

// A Meilisearch document per record, built from the same SearchDocument as the PostgreSQL index.
// Text fields hold our own tokens (bigrams, folded, pinyin) joined by spaces, so both backends match the
// same way whatever Meilisearch's own segmenter would do with raw Chinese.

/** The facet values are the SearchDocument's own, flattened to top-level attributes Meilisearch can filter. */
export type MeiliRecord = SearchDocument['facets'] & {
  id: number
  tok_title: string
  tok_author: string
  tok_other: string
  tok_abstract: string
  keys_title: string[]
  keys_author: string[]
  keys_subject: string[]
  keys_publisher: string[]
  keys_institution: string[]
  isbns: string[]
  issn: string
  classes: string[]
  year: number | null
  inDate: number | null
  onShelf: boolean
  titleSort: string
  loanCount: number
  /** TOKENIZER_VERSION the document was built with (the start-up catch-up counts current documents). */
  tokenizerVersion: number
}

const join = (values: string[][]) => values.map((v) => v.join(' ')).join(' , ')

export function toMeiliRecord(doc: SearchDocument, loanCount: number): MeiliRecord {
  return {
    id: doc.recordId,
    tok_title: join(doc.weighted.A),
    tok_author: join(doc.weighted.B),
    tok_other: join(doc.weighted.C),
    tok_abstract: join(doc.weighted.D),
    keys_title: doc.keys.title,
    keys_author: doc.keys.author,
    keys_subject: doc.keys.subject,
    keys_publisher: doc.keys.publisher,
    keys_institution: doc.keys.institution,
    isbns: doc.isbns,
    issn: doc.issn,
    classes: doc.classes,
    ...doc.facets,
    year: doc.year,
    inDate: doc.inDate ? Math.floor(doc.inDate.getTime() / 86_400_000) : null,
    onShelf: doc.onShelf,
    titleSort: doc.titleSort,
    loanCount,
    tokenizerVersion: doc.tokenizerVersion,
  }
}

export const FACET_ATTRIBUTES = [
  'docCode', 'resourceType', 'langCode', 'countryCode', 'discode1', 'libCode', 'locationId', 'curLocationId',
  'campusId', 'author', 'publisher', 'subject', 'kindNo', 'coreIncludes', 'neweCollectionIds',
] as const

export const SETTINGS = {
  // Title before author before the rest before the abstract: the weights A > B > C > D of PostgreSQL.
  searchableAttributes: ['tok_title', 'tok_author', 'tok_other', 'tok_abstract'],
  filterableAttributes: [
    'id', ...FACET_ATTRIBUTES, 'year', 'onShelf', 'isbns', 'issn', 'classes',
    'keys_title', 'keys_author', 'keys_subject', 'keys_publisher', 'keys_institution', 'tokenizerVersion',
  ],
  sortableAttributes: ['year', 'titleSort', 'inDate', 'loanCount'],
  // Our tokens are already folded; no typo tolerance on bigrams and codes (it would match 三体 for 三休).
  typoTolerance: { enabled: false },
  pagination: { maxTotalHits: 10_000 },
  faceting: { maxValuesPerFacet: 100 },
}
