// Types and helpers shared by the request tables of the recorded-wire test (wire-requests.ts and its areas).

/** Who sends a request: nobody, a seeded patron (token header, or cookies alone), or a staff member (bearer token). */
export type WireCaller =
  | { patron: 'reader' | 'scholar' | 'newcomer' | 'citizen'; cookies?: true; fresh?: true }
  | { staff: 'admin' | 'librarian' | 'cityAdmin'; fresh?: true }

/** The demo data's ids, found by stable keys when the test starts. */
export type WireIds = {
  /** BibRecord ids of the default tenant (900001) by sourceId, and of the city library (900002). */
  record: (sourceId: string) => number
  cityRecord: (sourceId: string) => number
  /** Digitised items (ElectronicItem) by their record's sourceId. */
  digitalItem: (groupCode: string, sourceId: string) => number
  /** The record with the most approved comments, and the first comment waiting for review. */
  commentedRecordId: number
  pendingCommentId: number
  secondPendingCommentId: number
  mainLibraryId: number
}

export type WireAnswer = { status: number; body: unknown }

export type WireContext = {
  ids: WireIds
  /** The answer (unnormalised) of an earlier request of the table, by its name. */
  answer: (name: string) => WireAnswer
  /** The 6-digit code of the latest mail or text message sent to `to`. */
  latestCode: (to: string) => string
}

export type WireRequest = {
  /** Unique and stable: the key of the request's entry in wire-recording.json. */
  name: string
  /** The route key, `METHOD /path` as in the REST table (or a route outside it, see EXTRA_ROUTE_KEYS). */
  key: string
  /** The path sent, when the route has parameters. */
  path?: (ctx: WireContext) => string
  /** groupCode header: the default tenant unless given; null sends none. */
  group?: string | null
  as?: WireCaller
  headers?: Record<string, string>
  /** Query (GET, DELETE) or JSON body (other methods). */
  input?: (ctx: WireContext) => unknown
  /** A body sent as it is (with content-type application/json), instead of `input`. */
  rawBody?: string
}

export const CITY = '900002'
export const EN = { 'content-language': 'en_US' }
/** An id no table holds, inside the range the inputs accept. */
export const UNKNOWN_ID = 2_147_483_000

/** The body real clients send to unify/search (contract §3.2), with `extra` over it. */
export function searchBody(searchFieldContent: string, extra: Record<string, unknown> = {}) {
  return {
    searchFieldContent, searchField: 'keyWord', matchMode: '2', docCode: [null], litCode: [], resourceType: [], subject: [], discode1: [],
    publisher: [], libCode: [], locationId: [], eCollectionIds: [], neweCollectionIds: [], curLocationId: [], campusId: [], kindNo: [],
    collectionName: [], author: [], langCode: [], countryCode: [], publishBegin: null, publishEnd: null, coreInclude: [], newCoreInclude: [],
    ddType: [], verifyStatus: [], group: [], sortField: 'relevance', sortClause: 'asc', page: 1, rows: 10, onlyOnShelf: null,
    searchItems: null, indexSearch: 1, ...extra,
  }
}

/** Routes outside the REST table whose answers are wire too (files and images the record page links to). */
export const EXTRA_ROUTE_KEYS = [
  'GET /find/book/cover/:groupCode/:recordId.svg', 'GET /find/book/cover.svg', 'GET /find/dItem/file/:groupCode/:itemId',
  'GET /find/searchResultDetail/exportCitation',
]

type Options = Omit<WireRequest, 'name' | 'key' | 'input'>
type Input = WireRequest['input']
const request = (method: string) => (name: string, path: string, input?: Input, options: Options = {}): WireRequest =>
  ({ name, key: `${method} ${path}`, ...(input ? { input } : {}), ...options })

export const get = request('GET')
export const post = request('POST')
export const put = request('PUT')
export const patch = request('PATCH')
export const del = request('DELETE')
/** The same call as GET (query) and POST (JSON body), for the routes that answer both: names `<name>.get`, `<name>.post`. */
export const both = (name: string, path: string, input?: Input, options: Options = {}): WireRequest[] => [get(`${name}.get`, path, input, options), post(`${name}.post`, path, input, options)]

export const reader: WireCaller = { patron: 'reader' }
export const admin: WireCaller = { staff: 'admin' }
