import { describe, expect, it } from 'vitest'
import { sampleBucket, SAMPLE_BUCKETS } from './sample-bucket.ts'
import { quoteLexeme, tsqueryLiteral, tsvectorLiteral } from './tsvector.ts'

describe('tsvector literals', () => {
  it('numbers positions across weights and leaves a gap between values', () => {
    expect(tsvectorLiteral({ A: [['三体', '体三']], B: [['liu'], ['liu']] })).toBe("'三体':1A '体三':2A 'liu':4B,6B")
  })

  it('quotes apostrophes and backslashes, and passes plain tokens through', () => {
    expect(quoteLexeme("o'brien")).toBe("'o''brien'")
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'")
    expect(quoteLexeme('数据')).toBe("'数据'")
  })

  it('keeps at most 255 positions of a lexeme and clamps positions to 16,383', () => {
    const literal = tsvectorLiteral({ D: [Array.from({ length: 20_000 }, () => 'x')] })
    const positions = literal.split(':')[1]!.split(',')
    expect(positions).toHaveLength(255)
    expect(tsvectorLiteral({ D: [[...Array.from({ length: 16_500 }, (_, i) => `w${i}`)]] })).toContain("'w16499':16383D")
  })

  it('builds phrase queries per chunk and ANDs chunks', () => {
    const chunk = (tokens: string[]) => ({ tokens, code: null, prefixLast: false, folded: tokens.join('') })
    expect(tsqueryLiteral([chunk(['数据', '据结', '结构'])], 'A')).toBe("(('数据':A <-> '据结':A <-> '结构':A))")
    expect(tsqueryLiteral([chunk(['red']), chunk(['mansion'])], 'ABCD')).toBe("(('red')) & (('mansion'))")
  })

  it('searches an ISBN as its code lexeme where codes are indexed, as its digits elsewhere', () => {
    const isbn = { tokens: ['978', '7', '5366', '9293', '0'], code: '9787536692930', prefixLast: false, folded: '978-7-5366-9293-0' }
    expect(tsqueryLiteral([isbn], 'ABCD')).toBe("('9787536692930')")
    expect(tsqueryLiteral([isbn], 'C')).toBe("('9787536692930':C)")
    expect(tsqueryLiteral([isbn], 'A')).toBe("(('978':A <-> '7':A <-> '5366':A <-> '9293':A <-> '0':A))")
  })
})

describe('sample buckets', () => {
  it('spreads consecutive ids evenly over the 64 buckets', () => {
    const counts = new Array<number>(SAMPLE_BUCKETS).fill(0)
    for (let id = 1; id <= 64_000; id++) counts[sampleBucket(id)]!++
    expect(Math.min(...counts)).toBeGreaterThan(950)
    expect(Math.max(...counts)).toBeLessThan(1050)
  })

  it('spreads ids of one residue class (round-robin loads) too', () => {
    const counts = new Array<number>(SAMPLE_BUCKETS).fill(0)
    for (let id = 4; id <= 256_000; id += 4) counts[sampleBucket(id)]!++
    expect(Math.min(...counts)).toBeGreaterThan(900)
  })

  it('matches the SQL of the migration for large ids', () => {
    // ((id * 2654435761) & 4294967295) >> 26, computed in BigInt as PostgreSQL computes it in bigint.
    for (const id of [1, 123_456_789, 2_147_483_647]) {
      expect(sampleBucket(id)).toBe(Number(((BigInt(id) * 2654435761n) & 4294967295n) >> 26n))
    }
  })
})
