import type { HighlightSegment } from '@portal/contracts'

// The server says where a search matched as data: text segments, matched or not (catalogue.search's
// `highlights`). They are rendered as text, the matches in <mark>; nothing here is ever HTML.

export type Segment = HighlightSegment

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u

/** Marks every occurrence of `terms` in `text` (longest first, case-insensitive; Latin words only as whole words). */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const needles = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length)
  if (!needles.length || !text) return text ? [{ text, matched: false }] : []
  const lower = text.toLowerCase()
  const marked = new Uint8Array(text.length)
  // toLowerCase keeps the length for the scripts of the catalogue; where it does not, nothing is marked.
  if (lower.length === text.length)
    for (const needle of needles) {
      const whole = !CJK.test(needle)
      for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + 1)) {
        const end = i + needle.length
        if (whole && (WORD_CHAR.test(lower.charAt(i - 1)) || WORD_CHAR.test(lower.charAt(end)))) continue
        marked.fill(1, i, end)
      }
    }
  const segments: Segment[] = []
  for (let i = 0; i < text.length; ) {
    let j = i
    while (j < text.length && marked[j] === marked[i]) j++
    segments.push({ text: text.slice(i, j), matched: marked[i] === 1 })
    i = j
  }
  return segments
}

/**
 * `display` (the record's text as the list shows it) with the server's marks: where the highlighted text
 * is part of `display` (a title without its subtitle) it is spliced in; the rest of `display` gets the
 * words the server marked and the words searched (`terms`) marked wherever they occur, so a match in a
 * subtitle or parallel title shows too.
 */
export function highlightInto(display: string, highlighted: readonly Segment[] | undefined, terms: readonly string[] = []): Segment[] {
  const segments = (highlighted ?? []).filter((s) => s.text)
  const words = [...segments.filter((s) => s.matched).map((s) => s.text), ...terms]
  const plain = segments.map((s) => s.text).join('')
  const at = plain ? display.indexOf(plain) : -1
  if (at === -1) return markTerms(display, words)
  return [...markTerms(display.slice(0, at), words), ...segments, ...markTerms(display.slice(at + plain.length), words)]
}

/** The words of a search worth marking in the list: those of text fields, two characters or more. */
export function searchedWords(clauses: readonly { field: string; term: string }[]): string[] {
  const TEXT = new Set(['keyWord', 'anyWord', 'title', 'author', 'subject', 'publisher', 'abstract', 'periName', 'institution'])
  return clauses
    .filter((c) => TEXT.has(c.field))
    .flatMap((c) => c.term.split(/\s+/))
    .map((w) => w.replace(/^["'“”‘’(（]+|["'“”‘’)）]+$/g, ''))
    .filter((w) => [...w].length >= 2 && w !== '*')
}
