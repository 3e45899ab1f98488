import { pinyin } from 'pinyin-pro'
import { normalizeIsbn, normalizeIssn } from './isbn.ts'
import { normalize } from './normalize.ts'

// The one tokenizer of the search index, used at index time and at query time (search-notes.md):
// CJK runs become overlapping bigrams (Intl.Segmenter words missed 国史 in 国史大纲; bigrams had recall 1.0
// and do not depend on the ICU version), other scripts become letter/digit words. Titles and authors also
// get their pinyin, whole and as initials (三体 → santi, st). Change TOKENIZER_VERSION whenever the output
// of this file changes: stored rows carry the version they were built with and are re-tokenized.

export const TOKENIZER_VERSION = 1

/** Longest lexeme kept: PostgreSQL refuses lexemes over 2 KB, and no real word is this long. */
const MAX_TOKEN_LENGTH = 64
/** Query bounds: a 10 KB term answers a bounded search, not an error or a slow query. */
export const MAX_QUERY_CHARS = 200
export const MAX_QUERY_TOKENS = 20

// Han, kana and Hangul have no spaces between words: they are bigrammed. Everything else that is a
// letter, mark or digit forms words.
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const SEGMENT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)|([\p{L}\p{M}\p{N}]+)/gu
const HAN_RUN = /\p{Script=Han}+/gu

export function isCjk(char: string): boolean {
  return CJK_CHAR.test(char)
}

const SURROGATE = /[\uD800-\uDFFF]/

/** Tokens of already-normalized text, in order: one position per token, so bigram phrases match. */
function tokensOfFolded(folded: string): string[] {
  const tokens: string[] = []
  for (const match of folded.matchAll(SEGMENT)) {
    const [, cjk, word] = match
    if (cjk) {
      // Runs index by UTF-16 unit unless they hold characters outside the BMP (the indexer's hot path).
      const chars = SURROGATE.test(cjk) ? Array.from(cjk) : cjk
      if (chars.length === 1) tokens.push(cjk)
      else if (typeof chars === 'string') for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars.slice(i, i + 2))
      else for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!)
    } else if (word) {
      tokens.push(word.length <= MAX_TOKEN_LENGTH ? word : Array.from(word).slice(0, MAX_TOKEN_LENGTH).join(''))
    }
  }
  return tokens
}

/** Index tokens of a text (any field): NFKC, Traditional → Simplified, lowercase, bigrams and words. */
export function tokenize(text: string): string[] {
  return tokensOfFolded(normalize(text))
}

/**
 * Pinyin tokens of the Han runs of a title or name: the full syllables joined (santi) and the initials
 * (st). Run on the Simplified form so both scripts give the same pinyin.
 */
export function pinyinTokens(text: string): string[] {
  const tokens: string[] = []
  for (const [run] of normalize(text).matchAll(HAN_RUN)) {
    const chars = Array.from(run).slice(0, MAX_TOKEN_LENGTH)
    const joined = chars.join('')
    const full = pinyin(joined, { toneType: 'none', type: 'array', v: true }).join('')
    const initials = pinyin(joined, { pattern: 'first', toneType: 'none', type: 'array' }).join('')
    if (/^[a-z]+$/.test(full)) tokens.push(full.slice(0, MAX_TOKEN_LENGTH))
    if (/^[a-z]+$/.test(initials) && initials.length > 1) tokens.push(initials)
  }
  return tokens
}

/**
 * One whitespace-separated chunk of a query. Its tokens form a phrase (adjacent positions), chunks are
 * ANDed by the caller. `code` is set when the chunk reads as an ISBN-10/13 or an ISSN: the normalised
 * lexeme the index stores for it (ISBN-13 digits, ISSN without hyphen), an alternative to the phrase. A trailing lone CJK character has no bigram of its own in the index,
 * so `prefixLast` tells the caller to match it as a prefix ('史':*).
 */
export type QueryChunk = { tokens: string[]; code: string | null; prefixLast: boolean; folded: string }

/** Cuts a user's term to the query bounds (characters first, then tokens). */
export function boundTerm(term: string): string {
  return Array.from(term).slice(0, MAX_QUERY_CHARS).join('')
}

/** Tokenizes a query term with the index tokenizer, bounded to MAX_QUERY_TOKENS tokens in all. */
export function queryChunks(term: string): QueryChunk[] {
  const bounded = boundTerm(term)
  const whole = codeOf(bounded)
  const parts = whole ? [bounded.trim()] : bounded.split(/\s+/u).filter(Boolean)
  const chunks: QueryChunk[] = []
  let budget = MAX_QUERY_TOKENS
  for (const part of parts) {
    if (budget <= 0) break
    const folded = normalize(part)
    const tokens = tokensOfFolded(folded).slice(0, budget)
    const code = codeOf(part)
    if (!tokens.length && !code) continue
    budget -= Math.max(tokens.length, 1)
    const last = tokens.at(-1)
    chunks.push({ tokens, code, prefixLast: last !== undefined && Array.from(last).length === 1 && isCjk(last), folded })
  }
  return chunks
}

/** The index lexeme of an ISBN (as ISBN-13) or ISSN typed in a keyword query, else null. */
function codeOf(text: string): string | null {
  return normalizeIsbn(text) ?? normalizeIssn(text)?.toLowerCase() ?? null
}
