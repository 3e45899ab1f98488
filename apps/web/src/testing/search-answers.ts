import type { Highlights, RecordSummary, SearchPage } from '@portal/contracts'
import { demoBootstrap } from './demo-bootstrap.ts'
import type { FakeAnswer } from './fake-trpc-client.ts'

/** A record of a search answer (the domain's RecordSummary); override what the test is about. */
export function searchRecord(recordId: number, overrides: Partial<RecordSummary> = {}): RecordSummary {
  return {
    recordId,
    title: `Record ${recordId}`,
    subtitle: '',
    parallelTitle: '',
    responsibility: 'Author of ' + recordId,
    authors: [],
    institution: '',
    publisher: 'Demo Press',
    publishYear: '2001',
    year: 2001,
    isbn: '',
    isbns: [],
    issn: '',
    abstract: '',
    subjects: [],
    clcClasses: [],
    docCode: 1,
    docType: 'book',
    langCode: 'chi',
    countryCode: 'CN',
    publFreqCode: '',
    ddType: '',
    verifyStatus: '',
    discode1: [],
    discode2: [],
    discode3: [],
    coreIncludes: [],
    priceCents: null,
    pages: '',
    dimensions: '',
    firstInDate: null,
    electronicCount: 0,
    copies: { callNos: [`I24/${recordId}`], physicalCount: 2, onShelfCount: 1, libCodes: ['MAIN'] },
    coverUrl: `/find/book/cover/900001/${recordId}.svg`,
    ...overrides,
  }
}

export type SearchAnswerData = {
  total: number
  records: RecordSummary[]
  /** Highlights by record id. */
  highlights?: Record<number, Highlights>
  facets?: Record<string, Record<string, number>>
  totalApproximate?: boolean
  facetsApproximate?: boolean
  suggestions?: string[]
}

/** A page of results as catalogue.search answers it. */
export function searchAnswer({ total, records, highlights = {}, facets = {}, totalApproximate = false, facetsApproximate = false, suggestions = [] }: SearchAnswerData): SearchPage {
  return { total, totalApproximate, hits: records.map((record) => ({ record, highlights: highlights[record.recordId] ?? {} })), facets, facetsApproximate, suggestions }
}

const DICTIONARIES = {
  docCode: [{ code: '1', name: 'Book' }, { code: '2', name: 'Journal' }, { code: '4', name: 'Thesis' }],
  resourceType: [{ code: '1', name: 'Print' }, { code: '2', name: 'Electronic' }],
  langCode: [{ code: 'chi', name: 'Chinese' }, { code: 'eng', name: 'English' }],
  countryCode: [{ code: 'CN', name: 'China' }],
  discode1: [{ code: '05', name: 'Literature' }],
  classNo: [{ code: 'I', name: 'Literature' }, { code: 'K', name: 'History and geography' }],
  libCode: [{ code: 'MAIN', name: 'Main Library' }],
  locationId: [{ code: '1', name: 'Chinese stacks' }],
  campusCode: [{ campusId: 1, campusName: 'North', code: '1', name: 'North' }],
  coreInclude: [],
  publFreqCode: [],
  ddType: [],
  verifyStatus: [],
  collections: [],
}

type Calls = { path: string; input: unknown }[]

/**
 * The fake server of the search pages: bootstrap, dictionaries, search fields, popular searches and live
 * counts answer as the server would; `search` answers catalogue.search and catalogue.twiceSearch.
 * Every call is recorded in `calls`.
 */
export function searchAnswers(search: (input: Record<string, unknown>, path: string) => { data: unknown } | { error: string }, extra: Record<string, unknown> = {}) {
  const calls: Calls = []
  const answer: FakeAnswer = (path, input) => {
    calls.push({ path, input })
    if (path === 'catalogue.search' || path === 'catalogue.twiceSearch') return search(input as Record<string, unknown>, path)
    if (path in extra) return { data: extra[path] }
    switch (path) {
      case 'tenancy.bootstrap':
        return { data: demoBootstrap() }
      case 'catalogue.dictionaries':
        return { data: DICTIONARIES }
      case 'catalogue.searchFields':
        return { data: [{ searchField: '任意词', searchFieldCode: 'keyWord', searchFieldName: 'All fields', sortOrder: 0 }, { searchField: '题名', searchFieldCode: 'title', searchFieldName: 'Title', sortOrder: 3 }] }
      case 'catalogue.usage.popularSearches':
        return { data: [{ searchValue: '三体', searchCount: 9, sort: 1 }, { searchValue: 'Python', searchCount: 5, sort: 2 }] }
      case 'catalogue.usage.countSearch':
        return { data: { counted: true } }
      case 'catalogue.spell':
        return { data: [] }
      case 'catalogue.liveCounts': {
        const ids = (input as { recordIds: number[] }).recordIds
        return { data: Object.fromEntries(ids.map((id) => [String(id), { pCount: 3, onShelfCount: 2, eCount: 0 }])) }
      }
      case 'home.externalFind':
        return { data: { show: '0', url: '' } }
      default:
        return { error: `no fake for ${path}` }
    }
  }
  return { answer, calls, inputsOf: (p: string) => calls.filter((c) => c.path === p).map((c) => c.input as Record<string, unknown>) }
}
