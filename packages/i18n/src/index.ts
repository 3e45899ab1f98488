import { resources } from './resources.ts'

export { resources }
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts'

export { LOCALES, DEFAULT_LOCALE, type Locale } from '@portal/contracts'

/** Namespaces are typed from the default locale; the key check keeps the others in step. */
export type Resources = (typeof resources)['zh-CN']
export type Namespace = keyof Resources
export type KeyOf<NS extends Namespace> = keyof Resources[NS] & string

/** Replaces `{{name}}` placeholders the way i18next does, so server and web texts agree. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  )
}

/** Server-side translation of a key (used for error messages at the edges). */
export function translate<NS extends Namespace>(
  locale: Locale,
  ns: NS,
  key: KeyOf<NS>,
  params?: Record<string, string | number>,
): string {
  const table = resources[locale][ns] as Record<string, string>
  const fallback = resources[DEFAULT_LOCALE][ns] as Record<string, string>
  return interpolate(table[key] ?? fallback[key] ?? key, params)
}
