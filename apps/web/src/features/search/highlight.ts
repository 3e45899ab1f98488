// The server marks search terms in `hlResult` as LibStar does: HTML-escaped text with the matches
// wrapped in <font color='#ff9933'>…</font>. That string is never handed to the DOM as HTML: it is read
// into plain-text segments (entities decoded, any other markup left as the text it is) that React
// renders as text, the matches in <mark>.

export type Segment = { text: string; marked: boolean }

const MARKED = /<font color=(?:'|")#ff9933(?:'|")>([\s\S]*?)<\/font>/gi
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the entities an HTML-escaping step produces (named, decimal, hexadecimal). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** The server's highlight as text segments. */
export function parseHighlight(html: string): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const match of html.matchAll(MARKED)) {
    if (match.index > at) segments.push({ text: decodeEntities(html.slice(at, match.index)), marked: false })
    segments.push({ text: decodeEntities(match[1]!), marked: true })
    at = match.index + match[0].length
  }
  if (at < html.length) segments.push({ text: decodeEntities(html.slice(at)), marked: false })
  return segments.filter((s) => s.text)
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u

/** Marks every occurrence of `terms` in `text` (longest first, case-insensitive; Latin words only as whole words). */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const needles = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length)
  if (!needles.length || !text) return text ? [{ text, marked: false }] : []
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
    segments.push({ text: text.slice(i, j), marked: marked[i] === 1 })
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
export function highlightInto(display: string, html: string | undefined, terms: readonly string[] = []): Segment[] {
  const segments = html ? parseHighlight(html) : []
  const words = [...segments.filter((s) => s.marked).map((s) => s.text), ...terms]
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
