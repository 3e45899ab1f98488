import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.ts'
import { findUnsafeInput, MAX_INPUT_DEPTH, queryIsUtf8, rejectUnsafeInput } from './safe-input.ts'

describe('input the database cannot store, or shaped to break its readers', () => {
  it('finds U+0000 and lone surrogates in values and keys, at any depth', () => {
    expect(findUnsafeInput({ a: 'x\u0000' })).toEqual({ path: 'a', reason: 'NUL_CHARACTER' })
    expect(findUnsafeInput({ a: [{ b: '\ud800x\udfff' }] })).toEqual({ path: 'a.0.b', reason: 'LONE_SURROGATE' })
    expect(findUnsafeInput({ a: { ['k\udc00']: 1 } })).toEqual({ path: 'a.k\\udc00', reason: 'LONE_SURROGATE' })
    expect(findUnsafeInput({ ['\u0000']: 1 })).toEqual({ path: '\\u0000', reason: 'NUL_CHARACTER' })
    expect(findUnsafeInput('a\ud83d')).toEqual({ path: '(body)', reason: 'LONE_SURROGATE' })
  })

  it('passes proper text: pairs, U+FFFD, other control characters, numbers and Buffers', () => {
    expect(findUnsafeInput({ a: '📚 三体 é \uFFFD \t\r\n', b: [1, true, null], c: Buffer.from([0, 0xff]) })).toBeNull()
    expect(findUnsafeInput(undefined)).toBeNull()
  })

  it('refuses keys every object inherits, which would poison prototypes or break String(value)', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])
      expect(findUnsafeInput(JSON.parse(`{"a":{"${key}":1}}`)), key).toEqual({ path: `a.${key}`, reason: 'RESERVED_KEY' })
    expect(findUnsafeInput({ prototype: 1, length: 2, toJSON: 3 })).toBeNull()
  })

  it('refuses nesting deeper than the limit without overflowing itself', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown
    expect(findUnsafeInput(deep)).toMatchObject({ reason: 'TOO_DEEP', params: { max: MAX_INPUT_DEPTH } })
    const fine = JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH)}"x"${']'.repeat(MAX_INPUT_DEPTH)}`) as unknown
    expect(findUnsafeInput(fine)).toBeNull()
  })

  it('throws MALFORMED_REQUEST with the reason as an issue', () => {
    try {
      rejectUnsafeInput({ q: '\u0000' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).code).toBe('MALFORMED_REQUEST')
      expect((error as AppError).details.issues).toEqual([{ path: 'q', reason: 'NUL_CHARACTER' }])
    }
  })
})

describe('query strings', () => {
  it('must decode to UTF-8', () => {
    for (const url of ['/a', '/a?q=%E4%B8%AD', '/a?q=100%', '/a?q=%zz&r=%', '/a?q=%F0%9F%93%9A', '/a?q=%00']) expect(queryIsUtf8(url), url).toBe(true)
    for (const url of ['/a?q=%FF', '/a?q=%ED%A0%80', '/a?q=%C0%AF', '/a?q=%E4%B8', '/a?x=1&q=%E0%A4%A']) expect(queryIsUtf8(url), url).toBe(false)
  })
})
