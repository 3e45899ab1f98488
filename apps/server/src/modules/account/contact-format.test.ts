import { describe, expect, it } from 'vitest'
import { maskEmail, maskMobile, normalizeEmail, normalizeMobile } from './contact-format.ts'

describe('contact formats', () => {
  it('normalises e-mail addresses and refuses what is none', () => {
    expect(normalizeEmail('  Reader@Example.ORG ')).toBe('reader@example.org')
    for (const bad of ['', 'reader', 'a@b', 'a b@example.org', 'a@@example.org']) expect(normalizeEmail(bad)).toBeNull()
  })

  it('normalises mobile numbers: mainland with or without +86, others in E.164', () => {
    expect(normalizeMobile('138 0013 8000')).toBe('13800138000')
    expect(normalizeMobile('+86-13800138000')).toBe('13800138000')
    expect(normalizeMobile('+85291234567')).toBe('+85291234567')
    for (const bad of ['', '12345', '2380013800', 'phone']) expect(normalizeMobile(bad)).toBeNull()
  })

  it('masks so the patron recognises the contact without it being shown whole', () => {
    expect(maskEmail('reader@example.org')).toBe('re***@example.org')
    expect(maskEmail('a@example.org')).toBe('a***@example.org')
    expect(maskMobile('13800138000')).toBe('138****8000')
  })
})
