import { z } from 'zod'

/** The portal's languages; zh-CN is the default (spec §9). */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const
export const LocaleSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof LocaleSchema>
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** `content-language` header values of the LibStar client (spec §7); zh_HK stands for Traditional Chinese. */
const CONTENT_LANGUAGE: Record<string, Locale> = {
  zh_cn: 'zh-CN',
  'zh-cn': 'zh-CN',
  zh_hk: 'zh-TW',
  'zh-hk': 'zh-TW',
  zh_tw: 'zh-TW',
  'zh-tw': 'zh-TW',
  en_us: 'en-US',
  'en-us': 'en-US',
  en: 'en-US',
  zh: 'zh-CN',
}

export function localeToContentLanguage(locale: Locale): 'zh_CN' | 'zh_HK' | 'en_US' {
  return locale === 'en-US' ? 'en_US' : locale === 'zh-TW' ? 'zh_HK' : 'zh_CN'
}

/** `language` / `x-lang` header: ENG or CHI. */
export function localeToLanguageHeader(locale: Locale): 'ENG' | 'CHI' {
  return locale === 'en-US' ? 'ENG' : 'CHI'
}

/**
 * Picks the request's language from the LibStar headers: `content-language` is the most precise
 * (it tells Traditional from Simplified), then `language`/`x-lang` (ENG|CHI), then Accept-Language.
 */
export function resolveLocale(headers: {
  contentLanguage?: string | undefined
  language?: string | undefined
  acceptLanguage?: string | undefined
}): Locale {
  const fromContent = headers.contentLanguage?.trim().toLowerCase()
  if (fromContent && CONTENT_LANGUAGE[fromContent]) return CONTENT_LANGUAGE[fromContent]
  const lang = headers.language?.trim().toUpperCase()
  if (lang === 'ENG') return 'en-US'
  if (lang === 'CHI') return 'zh-CN'
  const accept = headers.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase()
  if (accept) {
    if (CONTENT_LANGUAGE[accept]) return CONTENT_LANGUAGE[accept]
    if (accept.startsWith('zh-hant')) return 'zh-TW'
    if (accept.startsWith('en')) return 'en-US'
  }
  return DEFAULT_LOCALE
}
