import type { HighlightSegment } from '@portal/contracts'
import { normalizeWithMap } from './normalize.ts'
import { isCjk, queryChunks } from './tokenizer.ts'

// Highlighting on the ORIGINAL display text (search-notes: ts_headline works on folded tokens and would
// show Simplified, lowercased text). The query is folded like the index; matches are found on the folded
// original and mapped back through the offset map. The result is data (text segments, matched or not),
// never markup: the REST door writes LibStar's `<font>` from it (escaping the text), the web shows it as text.

const MAX_ORIGINAL_CHARS = 20_000
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u

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

/**
 * The original text (its first 20,000 characters) as segments, the query's matches marked; empty segments
 * are left out, so "" gives []. Joined, the segments' texts are the text.
 */
export function highlightSegments(original: string, query: string): HighlightSegment[] {
  const text = original.length > MAX_ORIGINAL_CHARS ? original.slice(0, MAX_ORIGINAL_CHARS) : original
  const segments: HighlightSegment[] = []
  let at = 0
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) segments.push({ text: text.slice(at, start), matched: false })
    segments.push({ text: text.slice(start, end), matched: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), matched: false })
  return segments
}
