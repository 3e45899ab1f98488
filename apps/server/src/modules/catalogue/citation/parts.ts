import type { CitationRecord } from './types.ts'

// Pieces every citation style shares: names, years, editions and end punctuation.

const CJK = /[\u2e80-\u2fdf\u3040-\u30ff\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]|[\u{20000}-\u{3134f}]/u

export const hasCjk = (text: string) => CJK.test(text)

/** Chinese-language records follow Chinese conventions where a style has them (GB/T 7714: 等, 译, 3版). */
export function isChinese(record: Pick<CitationRecord, 'langCode' | 'title'>): boolean {
  if (record.langCode === 'chi' || record.langCode === 'zho') return true
  return ['', '999', 'und', 'mul'].includes(record.langCode) && hasCjk(record.title)
}

/**
 * A name as styles cite it: `whole` names (in CJK script, or organisations) are written as catalogued;
 * a person's name in Latin script is split into family name, given names and suffix.
 */
export type Name = { kind: 'whole'; text: string } | { kind: 'person'; family: string; given: string[]; suffix: string }

const NATIONALITY = /^\s*[〔(（[【][^〕)）\]】]{1,12}[〕)）\]】]\s*/u
const LIFE_DATES = /[,\s]*\(?(?:b\.\s*)?\d{3,4}\??\s*-\s*(?:\d{3,4}\??)?\)?\.?\s*$/
const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i
const PARTICLES = new Set(['de', 'del', 'della', 'der', 'di', 'da', 'du', 'des', 'la', 'le', 'van', 'von', 'den', 'ter', 'ten', 'dos', 'das', 'do', 'zu'])
const ORGANISATION =
  /\b(universit(y|ies)|institut(e|ion)|association|society|committee|council|department|ministry|commission|organi[sz]ation|foundation|academy|agency|bureau|office|press|library|laborator(y|ies)|company|corporation|inc|ltd|group|cent(er|re)|school|college|museum|board|government|federation|union|conference)\b/i

function suffixOf(text: string): string {
  const bare = text.replace(/\.$/, '')
  return /^(jr|sr)$/i.test(bare) ? `${bare[0]!.toUpperCase()}${bare.slice(1).toLowerCase()}.` : bare.toUpperCase()
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

/**
 * Splits a catalogued name. "Family, Given[, Jr.]" (MARC order) is taken as written; "Given Family" takes the
 * last word, with the particles before it (de, van, von …), as the family name. Nationality marks
 * ("〔美〕") and MARC life dates ("1916-2001") are dropped.
 */
export function parseName(raw: string): Name {
  const text = raw.replace(NATIONALITY, '').replace(LIFE_DATES, '').replace(/\s+/g, ' ').replace(/[\s,;:/]+$/, '').replace(/(\p{L}{2,})\.$/u, '$1').trim()
  if (hasCjk(text) || ORGANISATION.test(text)) return { kind: 'whole', text }
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean)
  let suffix = ''
  if (parts.length > 1 && SUFFIX.test(parts.at(-1)!)) suffix = suffixOf(parts.pop()!)
  if (parts.length > 1) return { kind: 'person', family: parts[0]!, given: words(parts.slice(1).join(' ')), suffix }
  const tokens = words(parts[0] ?? '')
  if (tokens.length <= 1) return { kind: 'person', family: tokens[0] ?? text, given: [], suffix }
  let start = tokens.length - 1
  while (start > 1 && PARTICLES.has(tokens[start - 1]!.toLowerCase())) start--
  return { kind: 'person', family: tokens.slice(start).join(' '), given: tokens.slice(0, start), suffix }
}

/** Initials of given names: "Claude Elwood" → "C. E." (dotted) or "C E"; "Jean-Paul" → "J.-P." or "J P". */
export function initials(given: string[], dotted: boolean): string {
  return given
    .map((name) => name.split('-').filter(Boolean).map((part) => `${[...part][0]!.toUpperCase()}${dotted ? '.' : ''}`).join(dotted ? '-' : ' '))
    .join(' ')
}

/** "Given Family[, Jr.]", as names read in running text. */
export function naturalName(name: Name): string {
  if (name.kind === 'whole') return name.text
  return [[...name.given, name.family].join(' '), name.suffix].filter(Boolean).join(', ')
}

/** "Family, Given[, Jr.]", as reference lists and reference managers sort them. */
export function invertedName(name: Name): string {
  if (name.kind === 'whole') return name.text
  return [name.family, name.given.join(' '), name.suffix].filter(Boolean).join(', ')
}

/** The first four-digit year of a publication date ("2016.6" → "2016"), "" when none. */
export const yearOf = (raw: string) => raw.match(/\d{4}/)?.[0] ?? ''

/** A serial's run: "1957-1990" → 1957 … 1990; a single year is the start of a run still going (end ""). */
export function serialYears(raw: string): { start: string; end: string } {
  const range = raw.match(/(\d{4})\s*[-–—]\s*(\d{4})?/)
  return range ? { start: range[1]!, end: range[2] ?? '' } : { start: yearOf(raw), end: '' }
}

const CHINESE_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

function chineseNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text)
  const match = text.match(/^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/)
  if (!match || !text) return null
  const [, tens, ten, ones] = match
  if (!ten) return tens && !ones ? CHINESE_DIGITS[tens]! : null
  return (tens ? CHINESE_DIGITS[tens]! : 1) * 10 + (ones ? CHINESE_DIGITS[ones]! : 0)
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']

/** The number of an edition statement ("第2版", "第四版", "3版", "2nd ed.", "Second edition"), null when it has none. */
export function editionNumber(edition: string): number | null {
  const text = edition.trim().replace(/\.$/, '')
  const chinese = text.match(/^第?\s*([\d一二三四五六七八九十]+)\s*版$/)
  if (chinese) return chineseNumber(chinese[1]!)
  const numeric = text.match(/^(\d+)\s*(?:st|nd|rd|th)?\.?\s*(?:ed|edn|edition)$/i)
  if (numeric) return Number(numeric[1])
  const word = text.match(/^([a-z]+)\s+(?:ed|edn|edition)$/i)
  const index = word ? ORDINAL_WORDS.indexOf(word[1]!.toLowerCase()) : -1
  return index >= 0 ? index + 1 : null
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  return `${n}${teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`
}

/**
 * An edition as English styles cite it: "2nd ed." from a numbered statement, the statement itself
 * otherwise; "" for a first edition, which is not cited.
 */
export function englishEdition(edition: string): string {
  const n = editionNumber(edition)
  if (n === 1) return ''
  return n ? `${ordinal(n)} ed.` : edition.trim()
}

/** Ends a bibliographic element with a full stop, unless it already ends with one (or with ? or !). */
export const withPeriod = (text: string) => (/[.?!。？！]$/.test(text) ? text : `${text}.`)

/** Title and subtitle, "Title: Subtitle". */
export const fullTitle = (record: Pick<CitationRecord, 'title' | 'subtitle'>) => [record.title.trim(), record.subtitle.trim()].filter(Boolean).join(': ')
