import { isUtf8 } from 'node:buffer'
import type { ValidationReason } from '@portal/contracts'
import { AppError } from './app-error.ts'

/** No input of this API nests deeper; deeper nesting only overflows recursive code (zod, Array#join, JSON.stringify). */
export const MAX_INPUT_DEPTH = 32

/**
 * Keys naming what every object inherits (`__proto__`, `constructor`, `toString`, `valueOf`…): as data they poison
 * prototypes or make `String(value)` throw, so no client has a reason to send them.
 */
const RESERVED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype))

/** U+0000 and unpaired surrogates: text PostgreSQL cannot store (in `u` mode a proper pair is one code point). */
const UNSTORABLE = /[\0\p{Surrogate}]/u

export type UnsafeInput = { path: string; reason: ValidationReason; params?: Record<string, number> }

const unstorableReason = (text: string): ValidationReason => (text.includes('\0') ? 'NUL_CHARACTER' : 'LONE_SURROGATE')

/** A key as shown in a message: what cannot be printed, escaped. */
const printable = (key: string) => key.replace(/[\0\p{Surrogate}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The first place in the input (keys and values, at any depth) that the database cannot store or that would break
 * the code reading it; null when there is none. Walks with its own stack, so deep input cannot overflow it.
 */
export function findUnsafeInput(input: unknown): UnsafeInput | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }]
  while (stack.length) {
    const { value, path } = stack.pop()!
    const at = () => path.join('.') || '(body)'
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { path: at(), reason: unstorableReason(value) }
      continue
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue
    if (path.length >= MAX_INPUT_DEPTH) return { path: at(), reason: 'TOO_DEEP', params: { max: MAX_INPUT_DEPTH } }
    for (const [key, inner] of Object.entries(value)) {
      const keyPath = [...path, printable(key)]
      if (UNSTORABLE.test(key)) return { path: keyPath.join('.'), reason: unstorableReason(key) }
      if (RESERVED_KEYS.has(key)) return { path: keyPath.join('.'), reason: 'RESERVED_KEY' }
      stack.push({ value: inner, path: keyPath })
    }
  }
  return null
}

export function malformed(path: string, reason: ValidationReason, params?: Record<string, number>): AppError {
  return new AppError('MALFORMED_REQUEST', { issues: [{ path, reason, ...(params ? { params } : {}) }] })
}

/** Refuses input the database cannot store, or nested or keyed to break the code reading it, before any query runs. */
export function rejectUnsafeInput(input: unknown): void {
  const found = findUnsafeInput(input)
  if (found) throw malformed(found.path, found.reason, found.params)
}

/**
 * Whether a URL's query string decodes to UTF-8. The query parser keeps an escape it cannot decode as it came
 * (`%FF` stays "%FF"), so bytes that are not text would otherwise pass as odd text.
 */
export function queryIsUtf8(url: string): boolean {
  const mark = url.indexOf('?')
  if (mark < 0) return true
  const query = url.slice(mark + 1)
  if (!query.includes('%')) return true
  // The HTTP parser lets only ASCII into a URL: each character is one byte, each well-formed escape another.
  const bytes: number[] = []
  for (let i = 0; i < query.length; i++) {
    const escape = query.charCodeAt(i) === 0x25 ? query.slice(i + 1, i + 3) : ''
    if (/^[0-9a-f]{2}$/i.test(escape)) {
      bytes.push(parseInt(escape, 16))
      i += 2
    } else bytes.push(query.charCodeAt(i) & 0xff)
  }
  return isUtf8(Buffer.from(bytes))
}
