import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts'
import { useTranslation } from 'react-i18next'

/** The page's language (fixed for the page's life: changing it reloads the page). */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return LOCALES.find((locale) => locale === i18n.language) ?? DEFAULT_LOCALE
}
