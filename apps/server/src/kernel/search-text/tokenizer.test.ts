import { describe, expect, it } from 'vitest'
import { normalizeIsbn, normalizeIssn } from './isbn.ts'
import { normalize } from './normalize.ts'
import { MAX_QUERY_TOKENS, pinyinTokens, queryChunks, tokenize, TOKENIZER_VERSION } from './tokenizer.ts'

describe('tokenizer', () => {
  it('folds width, script and case the same way for index and query', () => {
    expect(normalize('圖書館 ＡＢＣ Ⅱ')).toBe('图书馆 abc ii')
    expect(tokenize('圖書館')).toEqual(tokenize('图书馆'))
    expect(tokenize('活著')).toEqual(tokenize('活着'))
  })

  it('turns CJK runs into overlapping bigrams, keeps a lone character, and splits Latin words', () => {
    expect(tokenize('国史大纲')).toEqual(['国史', '史大', '大纲'])
    expect(tokenize('史')).toEqual(['史'])
    expect(tokenize('三体. Ⅱ, 黑暗森林')).toEqual(['三体', 'ii', '黑暗', '暗森', '森林'])
    expect(tokenize('Pride and Prejudice (2003)')).toEqual(['pride', 'and', 'prejudice', '2003'])
    expect(tokenize('C++编程')).toEqual(['c', '编程'])
  })

  it('adds pinyin of titles and names, whole and as initials, from either script', () => {
    expect(pinyinTokens('三体')).toEqual(['santi', 'st'])
    expect(pinyinTokens('三體')).toEqual(['santi', 'st'])
    expect(pinyinTokens('刘慈欣')).toEqual(['liucixin', 'lcx'])
    expect(pinyinTokens('Pride')).toEqual([])
  })

  it('builds query chunks: phrases, ISBN codes, prefix for a trailing lone character, bounded', () => {
    expect(queryChunks('国史 大纲')).toEqual([
      { tokens: ['国史'], code: null, prefixLast: false, folded: '国史' },
      { tokens: ['大纲'], code: null, prefixLast: false, folded: '大纲' },
    ])
    expect(queryChunks('史')[0]).toMatchObject({ tokens: ['史'], prefixLast: true })
    expect(queryChunks('978-7-5366-9293-0')[0]!.code).toBe('9787536692930')
    expect(queryChunks('7 5366 9293 5')).toHaveLength(1)
    expect(queryChunks('!!! ...')).toEqual([])
    const huge = queryChunks('三体'.repeat(5_000))
    expect(huge.flatMap((c) => c.tokens).length).toBeLessThanOrEqual(MAX_QUERY_TOKENS)
    expect(queryChunks('x'.repeat(10_240))[0]!.tokens[0]!.length).toBeLessThanOrEqual(64)
    expect(TOKENIZER_VERSION).toBeGreaterThan(0)
  })
})

describe('ISBN and ISSN', () => {
  it('normalises ISBN-10 and ISBN-13 in any spelling to the same ISBN-13', () => {
    expect(normalizeIsbn('978-7-5366-9293-0')).toBe('9787536692930')
    expect(normalizeIsbn('7-5366-9293-5')).toBe('9787536692930')
    expect(normalizeIsbn('0 14 143951 3')).toBe('9780141439518')
    expect(normalizeIsbn('ISBN 080442957X')).toBe('9780804429573')
    expect(normalizeIsbn('12345')).toBeNull()
    expect(normalizeIssn('0254-416x')).toBe('0254416X')
  })
})
