import { demoBootstrap } from './demo-bootstrap.ts'
import type { FakeAnswer } from './fake-trpc-client.ts'

/** A record of a search answer with the fields the list reads; override what the test is about. */
export function searchRecord(recordId: number, overrides: Record<string, unknown> = {}) {
  return {
    recordId,
    title: `Record ${recordId}`,
    author: 'Author of ' + recordId,
    publisher: 'Demo Press',
    publishYear: '2001',
    year: '2001',
    docCode: 1,
    docName: '图书',
    callNoOne: `I24/${recordId}`,
    callNo: [`I24/${recordId}`],
    physicalCount: 2,
    onShelfCountI: 1,
    eCount: 0,
    adstract: null,
    pic: `/find/book/cover/900001/${recordId}.svg`,
    ...overrides,
  }
}

export type SearchAnswerData = {
  numFound: number
  searchResult: ReturnType<typeof searchRecord>[]
  facetResult?: Record<string, Record<string, number>>
  hlResult?: Record<string, Record<string, string[]>> | null
  numFoundApproximate?: boolean
  facetApproximate?: boolean
  suggestions?: string[]
}

export function searchAnswer(data: SearchAnswerData) {
  return { facetResult: { customSub: {} }, hlResult: null, levelResultList: [], numFoundApproximate: false, facetApproximate: false, suggestions: [], ...data }
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
      case 'tenant.bootstrap':
        return { data: demoBootstrap() }
      case 'catalogue.dictionaries':
        return { data: DICTIONARIES }
      case 'catalogue.searchFields':
        return { data: [{ searchField: '任意词', searchFieldCode: 'keyWord', searchFieldName: 'All fields', sortOrder: 0 }, { searchField: '题名', searchFieldCode: 'title', searchFieldName: 'Title', sortOrder: 3 }] }
      case 'catalogueExtras.popularSearches':
        return { data: [{ searchValue: '三体', searchCount: 9, sort: 1 }, { searchValue: 'Python', searchCount: 5, sort: 2 }] }
      case 'catalogueExtras.countSearch':
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
