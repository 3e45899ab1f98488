import type { Locale, Resources } from '@portal/i18n'

/** One language's texts: every namespace of packages/i18n/locales/<locale>. */
export type LocaleTexts = Resources

/** The files of one language's folder (`…/<locale>/<namespace>.json` → texts), by namespace. */
export function byNamespace(files: Record<string, unknown>): LocaleTexts {
  const entries = Object.entries(files).map(([file, texts]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), texts])
  return Object.fromEntries(entries) as LocaleTexts
}

/** Each language is a chunk of its own: a page fetches the texts of the language it shows, not all three. */
export const LOCALE_TEXTS: Record<Locale, () => Promise<LocaleTexts>> = {
  'zh-CN': () => import('./locale-texts/zh-CN.ts').then((m) => m.texts),
  'zh-TW': () => import('./locale-texts/zh-TW.ts').then((m) => m.texts),
  'en-US': () => import('./locale-texts/en-US.ts').then((m) => m.texts),
}
