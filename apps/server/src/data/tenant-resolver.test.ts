import { describe, expect, it } from 'vitest'
import { normaliseGroupCode, normaliseMappingPath } from './tenant-resolver.ts'

describe('tenant hints (contract §2.2)', () => {
  it('treat "", "undefined" and "null" group codes as absent', () => {
    expect(['', ' ', 'undefined', 'null', undefined, 42].map(normaliseGroupCode)).toEqual([null, null, null, null, null, null])
    expect(normaliseGroupCode(' 200755 ')).toBe('200755')
  })
  it('read a mapping path as the page path without slashes', () => {
    expect(normaliseMappingPath('/hniit/')).toBe('hniit')
    expect(normaliseMappingPath('')).toBe('')
    expect(normaliseMappingPath('undefined')).toBeNull()
  })
})
