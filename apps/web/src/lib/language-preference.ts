import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts'

/** localStorage key of the chosen language (spec §4), shared with LibStar clients. */
export const LANGUAGE_STORAGE_KEY = 'language'

/** The stored codes of spec §9: zh-CN, zh_TW, en-US. */
const STORED_CODE: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' }

/** Reads a stored code; accepts `zh_TW` and `zh-TW` alike, in any case. Unknown values give zh-CN. */
export function parseStoredLanguage(value: string | null): Locale {
  const normalised = value?.trim().replace('_', '-').toLowerCase()
  return LOCALES.find((locale) => locale.toLowerCase() === normalised) ?? DEFAULT_LOCALE
}

export function readLanguagePreference(storage: Pick<Storage, 'getItem'>): Locale {
  return parseStoredLanguage(storage.getItem(LANGUAGE_STORAGE_KEY))
}

export function saveLanguagePreference(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, STORED_CODE[locale])
}
