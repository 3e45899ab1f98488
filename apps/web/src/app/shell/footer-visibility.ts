import type { FindConfig } from '@portal/contracts'

/** Routes drawn without the footer (spec §2): login, external personal pages, pdf preview. */
const ROUTES_WITHOUT_FOOTER = [/^\/login\/?$/i, /^\/personalExternal(\/|$)/i, /^\/previewPdf(\/|$)/i]

/** Whether the footer shows on `routePath` (the hash route's path, e.g. /Home). */
export function isFooterVisible(routePath: string, findConfig: Pick<FindConfig, 'filingNumberHide'>): boolean {
  if (findConfig.filingNumberHide === '1') return false
  return !ROUTES_WITHOUT_FOOTER.some((pattern) => pattern.test(routePath))
}
