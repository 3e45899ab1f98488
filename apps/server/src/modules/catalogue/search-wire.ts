import type { HighlightField, HighlightSegment, SearchPage } from '@portal/contracts'
import { highlightSegments } from '../../kernel/search-text/highlight.ts'
import { escapeHtml } from './bean2list.ts'
import { presentSearchRecord } from './search-record-presenter.ts'

// The LibStar answer of the search calls (contract §3.2, `unify/search` and its siblings), rendered from the
// domain's search page: `searchResult` in the captures' shape, `hlResult` as escaped text with LibStar's
// `<font>` marks, `facetResult` with its `customSub`, the empty shapes of contract §2.6.

const OPEN = "<font color='#ff9933'>"
const CLOSE = '</font>'

/** Highlight segments as LibStar markup: every text HTML-escaped, the matches wrapped in `<font>`. */
export function highlightHtml(segments: readonly HighlightSegment[]): string {
  return segments.map((s) => (s.matched ? OPEN + escapeHtml(s.text) + CLOSE : escapeHtml(s.text))).join('')
}

/** `original` with the matches of `query` in LibStar markup, as `hlResult` carries it. */
export const highlight = (original: string, query: string) => highlightHtml(highlightSegments(original, query))

/** The answer without a usable group code (contract §2.6). */
export const EMPTY_WITHOUT_TENANT = { numFound: 0, searchResult: [], facetResult: { customSub: {} }, hlResult: null }

/** `hlResult` keys (LibStar's spellings) of the highlighted fields, in LibStar's order. */
const HL_KEYS: [HighlightField, string][] = [['title', 'title'], ['abstract', 'adstract'], ['subjects', 'subjectWord'], ['publisher', 'publisher']]

function hlResult(page: SearchPage) {
  const out: Record<string, Record<string, string[]>> = {}
  for (const { record, highlights } of page.hits) {
    const marked: Record<string, string[]> = {}
    for (const [field, key] of HL_KEYS) {
      const segments = highlights[field]
      if (segments) marked[key] = [highlightHtml(segments)]
    }
    if (Object.keys(marked).length) out[String(record.recordId)] = marked
  }
  return Object.keys(out).length ? out : null
}

/** A search page as `unify/search` answers it; `null` (no tenant) is the empty success of contract §2.6. */
export function presentSearchPage(page: SearchPage | null) {
  if (!page) return EMPTY_WITHOUT_TENANT
  if (!page.hits.length && page.total === 0)
    return { ...EMPTY_WITHOUT_TENANT, levelResultList: [], suggestions: page.suggestions, numFoundApproximate: false, facetApproximate: false }
  return {
    numFound: page.total,
    searchResult: page.hits.map((hit) => presentSearchRecord(hit.record)),
    facetResult: { ...page.facets, customSub: {} },
    hlResult: hlResult(page),
    levelResultList: [],
    numFoundApproximate: page.totalApproximate,
    facetApproximate: page.facetsApproximate,
    suggestions: page.suggestions,
  }
}
