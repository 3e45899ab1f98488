import type { QueryChunk } from '../../kernel/search-text/tokenizer.ts'
import type { WeightedTokens } from '../../kernel/search-text/search-document.ts'

// tsvector and tsquery literals built in the application (search-notes: tokenize in the app, load
// ready-made vectors). They travel as bind parameters cast with ::tsvector / ::tsquery; the quoting here
// only keeps the literal syntax valid, it is not what keeps SQL injection out.

const MAX_POSITION = 16_383 // PostgreSQL's limit; later positions are clamped to it
const MAX_POSITIONS_PER_LEXEME = 255

export function quoteLexeme(token: string): string {
  if (!token.includes("'") && !token.includes('\\')) return `'${token}'`
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/**
 * A weighted tsvector literal; values are one position apart from each other so phrases never span two.
 * Built with plain string appends: it runs for every indexed record and was a third of the indexer's time.
 */
export function tsvectorLiteral(weighted: Partial<WeightedTokens>): string {
  const entries = new Map<string, { list: string; count: number }>()
  let position = 1
  for (const weight of ['A', 'B', 'C', 'D'] as const) {
    for (const value of weighted[weight] ?? []) {
      for (const token of value) {
        const label = `${position < MAX_POSITION ? position : MAX_POSITION}${weight}`
        const entry = entries.get(token)
        if (!entry) entries.set(token, { list: label, count: 1 })
        else if (entry.count < MAX_POSITIONS_PER_LEXEME) {
          entry.list += `,${label}`
          entry.count++
        }
        position++
      }
      position++
    }
  }
  let literal = ''
  for (const [token, entry] of entries) literal += `${literal ? ' ' : ''}${quoteLexeme(token)}:${entry.list}`
  return literal
}

/** Weight letters a clause is restricted to ('' = any field). */
export type Weights = '' | 'A' | 'B' | 'C' | 'D' | 'ABCD'

function lexeme(token: string, weights: Weights, prefix: boolean): string {
  const labels = weights === 'ABCD' ? '' : weights
  return `${quoteLexeme(token)}${prefix || labels ? `:${prefix ? '*' : ''}${labels}` : ''}`
}

/**
 * A tsquery literal for a clause: each chunk is a phrase of its tokens (a CJK compound is a phrase of its
 * bigrams), or, where the field holds codes, the ISBN/ISSN lexeme it reads as (its digit groups as a
 * phrase would match the common lexemes 978, 7, 300 in every record and find nothing more); chunks are
 * ANDed (`any` ORs them, the "any word" field). Returns null when no chunk has a token.
 */
export function tsqueryLiteral(chunks: QueryChunk[], weights: Weights, any = false): string | null {
  const parts: string[] = []
  for (const chunk of chunks) {
    const phrase = chunk.tokens
      .map((t, i) => lexeme(t, weights, chunk.prefixLast && i === chunk.tokens.length - 1))
      .join(' <-> ')
    const code = chunk.code && (weights === 'ABCD' || weights.includes('C')) ? lexeme(chunk.code, weights === 'ABCD' ? 'ABCD' : 'C', false) : null
    if (code) parts.push(`(${code})`)
    else if (phrase) parts.push(`((${phrase}))`)
  }
  return parts.length ? parts.join(any ? ' | ' : ' & ') : null
}
