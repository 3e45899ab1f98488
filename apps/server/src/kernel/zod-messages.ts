import { UNSAFE_LINK_REASON, type Locale, type ValidationReason } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { z, type ZodError } from 'zod'

const LOCALE_ERRORS = { 'zh-CN': z.locales.zhCN().localeError, 'zh-TW': z.locales.zhTW().localeError }

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  // The REST door's lenient objects drop fields that mean "nothing" (contract §2.7) before zod sees them, so zod
  // reports such a field as missing: it is told as missing here too, not as "expected string, received string".
  return value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim())) ? undefined : value
}

/** Rules of our own that name their reason (`params.reason`): their message comes from the i18n `validation` table. */
const OWN_REASONS: ReadonlySet<string> = new Set<ValidationReason>([UNSAFE_LINK_REASON])

function ownReason(issue: ZodError['issues'][number]): ValidationReason | null {
  const reason = issue.code === 'custom' ? (issue.params as { reason?: unknown } | undefined)?.reason : undefined
  return typeof reason === 'string' && OWN_REASONS.has(reason) ? (reason as ValidationReason) : null
}

/**
 * zod's messages in the caller's language. English keeps the schema's own wording (custom messages are
 * written in English); Chinese uses zod's zh-CN / zh-TW locales. zod does not keep the refused value in
 * its issues, so it is looked up in the raw input for messages such as "expected number, received string".
 */
export function localizeZodIssues(error: ZodError, locale: Locale, rawInput?: unknown): { path: string; message: string }[] {
  return error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.') || '(body)'
    const reason = ownReason(issue)
    if (reason) return { path, message: translate(locale, 'validation', reason) }
    if (locale === 'en-US') return { path, message: issue.message }
    const localized = LOCALE_ERRORS[locale]({ ...issue, input: valueAt(rawInput, issue.path) } as never)
    const message = typeof localized === 'string' ? localized : (localized?.message ?? issue.message)
    return { path, message }
  })
}
