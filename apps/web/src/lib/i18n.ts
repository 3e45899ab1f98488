import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts'
import { resources } from '@portal/i18n'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/** All texts are bundled, so the instance is ready as soon as this returns (no async loading). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: Object.keys(resources[DEFAULT_LOCALE]),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes what it renders
    initAsync: false,
    returnNull: false,
  })
  return instance
}
