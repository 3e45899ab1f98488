// ISBN and ISSN folding: hyphens, spaces and case never matter, and an ISBN-10 is the same book as its
// ISBN-13 (978 prefix), so both are reduced to the 13-digit form at index and at query time.

const SEPARATORS = /[\s\-‐‑‒–—.]/g

/** The ISBN-13 (digits only) of an ISBN-10 or ISBN-13 in any usual spelling; null when it is neither. */
export function normalizeIsbn(raw: string): string | null {
  const compact = raw.normalize('NFKC').replace(SEPARATORS, '').toUpperCase().replace(/^ISBN:?/, '')
  if (/^97[89]\d{10}$/.test(compact)) return compact
  if (/^\d{9}[\dX]$/.test(compact)) return isbn10To13(compact)
  return null
}

/** Converts the first nine digits of an ISBN-10 to ISBN-13; the old check digit is dropped, not trusted. */
function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3)
  return body + String((10 - (sum % 10)) % 10)
}

/** Digits (and X) of a partial ISBN typed for a prefix lookup, e.g. "978-7-5366" → "97875366". */
export function isbnDigits(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(/[^0-9X]/g, '')
}

/** ISSN as 8 characters without the hyphen, e.g. "0254-4164" → "02544164"; null when it is not one. */
export function normalizeIssn(raw: string): string | null {
  const compact = raw.normalize('NFKC').replace(SEPARATORS, '').toUpperCase().replace(/^ISSN:?/, '')
  return /^\d{7}[\dX]$/.test(compact) ? compact : null
}
