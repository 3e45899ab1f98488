import { normalizeWithMap } from './normalize.ts'
import { isCjk, queryChunks } from './tokenizer.ts'

// Highlighting on the ORIGINAL display text (search-notes: ts_headline works on folded tokens and would
// show Simplified, lowercased text). The query is folded like the index; matches are found on the folded
// original and mapped back through the offset map. The original is HTML-escaped piece by piece, so
// nothing from catalogue data reaches the output unescaped; only our own markup is added.

const OPEN = "<font color='#ff9933'>"
const CLOSE = '</font>'
const MAX_ORIGINAL_CHARS = 20_000
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

/** Original-text ranges [start, end) (UTF-16 offsets) that match a token of the query. */
export function matchRanges(original: string, query: string): [number, number][] {
  const needles = new Set<string>()
  for (const chunk of queryChunks(query)) for (const token of chunk.tokens) needles.add(token)
  if (!needles.size) return []
  const { folded, origin } = normalizeWithMap(original)
  const marked = new Uint8Array(folded.length)
  for (const needle of needles) {
    // Words match whole words (query "a" must not light up every letter a); CJK tokens match anywhere.
    const word = !isCjk(needle.charAt(0))
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      const end = at + needle.length
      if (word && (WORD_CHAR.test(folded.charAt(at - 1)) || WORD_CHAR.test(folded.charAt(end)))) continue
      marked.fill(1, at, end)
    }
  }
  const ranges: [number, number][] = []
  for (let i = 0; i < folded.length; ) {
    if (!marked[i]) {
      i++
      continue
    }
    let j = i
    while (j < folded.length && marked[j]) j++
    // Map the folded run back to whole original characters (a surrogate pair or an NFKC expansion is
    // never cut in half).
    const start = origin[i]!
    const lastOrigin = origin[j - 1]!
    const end = lastOrigin + (original.codePointAt(lastOrigin)! > 0xffff ? 2 : 1)
    const previous = ranges.at(-1)
    if (previous && previous[1] >= start) previous[1] = Math.max(previous[1], end)
    else ranges.push([start, end])
    i = j
  }
  return ranges
}

/** The original text, HTML-escaped, with the query's matches wrapped in the contract's markup. */
export function highlight(original: string, query: string): string {
  const text = original.length > MAX_ORIGINAL_CHARS ? original.slice(0, MAX_ORIGINAL_CHARS) : original
  let out = ''
  let at = 0
  for (const [start, end] of matchRanges(text, query)) {
    out += escapeHtml(text.slice(at, start)) + OPEN + escapeHtml(text.slice(start, end)) + CLOSE
    at = end
  }
  return out + escapeHtml(text.slice(at))
}
