import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALE_TEXTS, type LocaleTexts } from './locale-texts.ts'

const loaded = new Map<Locale, LocaleTexts>()

/** Fetches a language's texts (a chunk of its own) once; createI18n needs them. The app awaits this before it draws. */
export async function loadLocaleTexts(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await LOCALE_TEXTS[locale]())
}

/** Gives texts already at hand (the tests hold every language's). */
export function provideLocaleTexts(locale: Locale, texts: LocaleTexts): void {
  loaded.set(locale, texts)
}

/** The language's texts are loaded already (loadLocaleTexts), so the instance is ready as soon as this returns. */
export function createI18n(locale: Locale): i18n {
  const texts = loaded.get(locale)
  if (!texts) throw new Error(`The ${locale} texts are not loaded: await loadLocaleTexts('${locale}') first`)
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    // Only the language shown: the key check (pnpm i18n:check) keeps every language complete, so nothing falls back.
    resources: { [locale]: texts },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: Object.keys(texts),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes what it renders
    initAsync: false,
    returnNull: false,
  })
  return instance
}
