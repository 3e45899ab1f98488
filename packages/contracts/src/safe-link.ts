import { z } from 'zod'

/** The i18n `validation` key a refused link's zod issue names in `params.reason`, so each door can translate it. */
export const UNSAFE_LINK_REASON = 'UNSAFE_LINK'

/** A URL scheme as browsers read one: a letter, then letters, digits, `+`, `-` or `.`, then a colon. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** Browsers drop tabs and newlines inside a URL (`java\tscript:`) and read `\` as `/` (`/\host` is `//host`). */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u

/**
 * Whether a link staff set (footer, logo, menu) is safe to send to browsers: empty, an http(s) address with a host,
 * or a link within this site (`/path`, `#/route`, `route`, `?query`). Every other scheme (`javascript:`, `data:`,
 * `vbscript:`, `mailto:` …), protocol-relative `//host`, whitespace, control characters and backslashes are refused.
 */
export function isSafeLinkUrl(value: string): boolean {
  if (value === '') return true
  if (UNSAFE_CHARACTER.test(value)) return false
  const scheme = SCHEME.exec(value)?.[1]
  if (scheme) return /^https?:\/\/[^/?#]/i.test(value)
  return !value.startsWith('//')
}

/** A stored link as it may be sent to clients: the trimmed link when safe, else '' (written before the rule, or by hand). */
export function safeLinkOrEmpty(value: unknown): string {
  const link = typeof value === 'string' ? value.trim() : ''
  return isSafeLinkUrl(link) ? link : ''
}

/** The zod rule of every link staff set: at most `max` characters, http(s) or within this site (see isSafeLinkUrl). */
export const safeLinkUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSafeLinkUrl, {
      message: 'must be an http(s) address or a link within this site such as /magazineNav (javascript:, data: and //host are refused)',
      params: { reason: UNSAFE_LINK_REASON },
    })
