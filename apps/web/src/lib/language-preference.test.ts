import { describe, expect, it } from 'vitest'
import { parseStoredLanguage } from './language-preference.ts'

describe('stored language', () => {
  it('reads the codes of spec §9 and their hyphenated forms, defaulting to zh-CN', () => {
    expect(parseStoredLanguage('zh_TW')).toBe('zh-TW')
    expect(parseStoredLanguage('zh-TW')).toBe('zh-TW')
    expect(parseStoredLanguage('en-US')).toBe('en-US')
    expect(parseStoredLanguage('zh-CN')).toBe('zh-CN')
    expect(parseStoredLanguage(null)).toBe('zh-CN')
    expect(parseStoredLanguage('fr-FR')).toBe('zh-CN')
  })
})
