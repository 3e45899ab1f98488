import { DEFAULT_LOCALE, type Locale } from '@portal/contracts'

/** A server text given in each language (e.g. name / complexName / englishName). */
export type LocalizedText = Record<Locale, string>

/** The text for `locale`, falling back to Simplified Chinese when that language's text is blank. */
export function pickLocalized(texts: LocalizedText, locale: Locale): string {
  const text = texts[locale].trim()
  return text || texts[DEFAULT_LOCALE].trim()
}
