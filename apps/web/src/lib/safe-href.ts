import { isSafeLinkUrl } from '@portal/contracts'

/**
 * A tenant-set address (footer, logo, menu) as it may go into `href` or `src`: trimmed when it is an http(s)
 * address or a link within the site, else null. The server refuses and drops unsafe links too; this keeps a
 * stale or tampered answer from ever rendering `javascript:` or `data:`.
 */
export function safeHref(value: string | null | undefined): string | null {
  const link = value?.trim() ?? ''
  return link && isSafeLinkUrl(link) ? link : null
}

/** An address that leaves the portal: a safe http(s) address, else null. */
export function externalHref(value: string | null | undefined): string | null {
  const link = safeHref(value)
  return link && /^https?:\/\//i.test(link) ? link : null
}
