import type { Locale } from '@portal/contracts'
import { z, type ZodError } from 'zod'

const LOCALE_ERRORS = { 'zh-CN': z.locales.zhCN().localeError, 'zh-TW': z.locales.zhTW().localeError }

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * zod's messages in the caller's language. English keeps the schema's own wording (custom messages are
 * written in English); Chinese uses zod's zh-CN / zh-TW locales. zod does not keep the refused value in
 * its issues, so it is looked up in the raw input for messages such as "expected number, received string".
 */
export function localizeZodIssues(error: ZodError, locale: Locale, rawInput?: unknown): { path: string; message: string }[] {
  return error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.') || '(body)'
    if (locale === 'en-US') return { path, message: issue.message }
    const localized = LOCALE_ERRORS[locale]({ ...issue, input: valueAt(rawInput, issue.path) } as never)
    const message = typeof localized === 'string' ? localized : (localized?.message ?? issue.message)
    return { path, message }
  })
}
