import { describe, expect, it } from 'vitest'
import { resolveLocale } from './locale.ts'
import { localeToContentLanguage, localeToLanguageHeader } from './values.ts'

describe('request language', () => {
  it('follows content-language first, telling Traditional from Simplified', () => {
    expect(resolveLocale({ contentLanguage: 'zh_HK', language: 'CHI' })).toBe('zh-TW')
    expect(resolveLocale({ contentLanguage: 'en_US', language: 'CHI' })).toBe('en-US')
    expect(resolveLocale({ contentLanguage: 'zh_CN' })).toBe('zh-CN')
  })
  it('falls back to language / x-lang, then Accept-Language, then zh-CN', () => {
    expect(resolveLocale({ language: 'ENG' })).toBe('en-US')
    expect(resolveLocale({ language: 'chi' })).toBe('zh-CN')
    expect(resolveLocale({ acceptLanguage: 'zh-Hant-TW,zh;q=0.8' })).toBe('zh-TW')
    expect(resolveLocale({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en-US')
    expect(resolveLocale({ contentLanguage: 'fr_FR' })).toBe('zh-CN')
    expect(resolveLocale({})).toBe('zh-CN')
  })
  it('maps back to the headers the LibStar client sends', () => {
    expect(['zh-CN', 'zh-TW', 'en-US'].map((l) => localeToContentLanguage(l as 'zh-CN'))).toEqual(['zh_CN', 'zh_HK', 'en_US'])
    expect(localeToLanguageHeader('en-US')).toBe('ENG')
    expect(localeToLanguageHeader('zh-TW')).toBe('CHI')
  })
})
