import { normalizeIsbn, normalizeIssn } from './isbn.ts'
import { normalize } from './normalize.ts'
import { pinyinTokens, tokenize, TOKENIZER_VERSION } from './tokenizer.ts'

// The one mapper from a catalogue record (plus what its holdings say) to what a search backend stores
// (architecture.md §6). Both backends index exactly this, so they tokenize, weight and facet alike.

/** What the indexer reads of a record and its holdings. */
export type SearchSource = {
  recordId: number
  tenantId: number
  docCode: number
  /** 1 physical, 2 electronic, 3 digital. */
  resourceType: number
  title: string
  subtitle: string
  parallelTitle: string
  otherTitles: string[]
  authors: string[]
  responsibility: string
  institution: string
  publisher: string
  publishYearNum: number | null
  isbn: string
  isbns: string[]
  issn: string
  langCode: string
  countryCode: string
  clcClasses: string[]
  discode1: string[]
  subjects: string[]
  coreIncludes: string[]
  abstract: string
  series: string
  firstInDate: Date | null
  libCodes: string[]
  locationIds: number[]
  curLocationIds: number[]
  campusIds: number[]
  eCollectionIds: number[]
  onShelf: boolean
}

/**
 * Field weights of the full-text vector: A titles (and their pinyin), B authors (and their pinyin),
 * C subjects, publisher, institution, series, CLC, ISBN/ISSN, D abstract. Each inner array is one value:
 * values are kept apart so a phrase never spans two of them.
 */
export type WeightedTokens = { A: string[][]; B: string[][]; C: string[][]; D: string[][] }

export type SearchDocument = {
  recordId: number
  tenantId: number
  tokenizerVersion: number
  weighted: WeightedTokens
  /** Folded whole values for exact / starts-with / ends-with matching per field. */
  keys: { title: string[]; author: string[]; subject: string[]; publisher: string[]; institution: string[] }
  /** Codes: ISBN-13s, ISSN, CLC classes (upper case, as catalogued). */
  isbns: string[]
  issn: string
  classes: string[]
  /** Facet values, as strings the way `facetResult` carries them. */
  facets: {
    docCode: string
    resourceType: string
    langCode: string
    countryCode: string
    discode1: string[]
    libCode: string[]
    locationId: string[]
    curLocationId: string[]
    campusId: string[]
    author: string[]
    publisher: string
    subject: string[]
    /** Top CLC classes (the letter, e.g. "I", or "TP" under T where the second letter is a class). */
    kindNo: string[]
    coreIncludes: string[]
    neweCollectionIds: string[]
  }
  year: number | null
  inDate: Date | null
  onShelf: boolean
  /** Folded title for sorting and trigram suggestions. */
  titleSort: string
  /** Tokens of the main title (relevance: among title matches, the shortest main title first). */
  titleLength: number
}

const nonEmpty = (values: string[]) => values.map((v) => v.trim()).filter(Boolean)
const unique = <T>(values: T[]) => [...new Set(values)]
const fold = (value: string) => normalize(value).replace(/\s+/gu, ' ').trim()

/** Top class of a CLC number: its letter, or two letters under T (TP, TN, …) where that is the class. */
export function clcTop(clc: string): string {
  const code = clc.trim().toUpperCase()
  const match = /^(T[A-Z]|[A-Z])/.exec(code)
  return match ? match[1]! : ''
}

export function toSearchDocument(source: SearchSource): SearchDocument {
  const titles = nonEmpty([source.title, source.subtitle, source.parallelTitle, ...source.otherTitles])
  const authors = nonEmpty(source.authors)
  const names = nonEmpty([...authors, source.responsibility])
  const isbns = unique([source.isbn, ...source.isbns].map(normalizeIsbn).filter((v): v is string => v !== null))
  const issn = normalizeIssn(source.issn) ?? ''
  const classes = unique(nonEmpty(source.clcClasses).map((c) => c.toUpperCase()))
  const subjects = nonEmpty(source.subjects)
  const publisher = source.publisher.trim()
  const institution = source.institution.trim()
  const weighted: WeightedTokens = {
    A: [...titles.map(tokenize), pinyinTokens([source.title, source.parallelTitle, ...source.otherTitles].join(' '))],
    B: [...names.map(tokenize), ...authors.map(pinyinTokens)],
    C: [
      ...subjects.map(tokenize),
      ...nonEmpty([publisher, institution, source.series]).map(tokenize),
      ...classes.map(tokenize),
      // ISBN and ISSN as single lexemes (what a keyword search for an ISBN folds to).
      [...isbns, issn.toLowerCase()].filter(Boolean),
    ],
    D: source.abstract ? [tokenize(source.abstract)] : [],
  }
  return {
    recordId: source.recordId,
    tenantId: source.tenantId,
    tokenizerVersion: TOKENIZER_VERSION,
    weighted,
    keys: {
      title: unique(titles.map(fold)),
      author: unique(names.map(fold)),
      subject: unique(subjects.map(fold)),
      publisher: publisher ? [fold(publisher)] : [],
      institution: institution ? [fold(institution)] : [],
    },
    isbns,
    issn,
    classes,
    facets: {
      docCode: String(source.docCode),
      resourceType: String(source.resourceType),
      langCode: source.langCode,
      countryCode: source.countryCode,
      discode1: unique(nonEmpty(source.discode1)),
      libCode: unique(nonEmpty(source.libCodes)),
      locationId: unique(source.locationIds.map(String)),
      curLocationId: unique(source.curLocationIds.map(String)),
      campusId: unique(source.campusIds.map(String)),
      author: unique(authors),
      publisher,
      subject: unique(subjects),
      kindNo: unique(classes.map(clcTop).filter(Boolean)),
      coreIncludes: unique(nonEmpty(source.coreIncludes)),
      neweCollectionIds: unique(source.eCollectionIds.map(String)),
    },
    year: source.publishYearNum,
    inDate: source.firstInDate,
    onShelf: source.onShelf,
    titleSort: fold(source.title),
    titleLength: tokenize(source.title).length,
  }
}
