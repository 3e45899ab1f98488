import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from './values.ts'

// LOCALES, DEFAULT_LOCALE and the header helpers are in values.ts (no zod, for the browser).
export const LocaleSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof LocaleSchema>

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
