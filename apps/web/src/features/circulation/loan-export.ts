import type { Locale } from '@portal/contracts'
import { fetchWithTimeout } from '../../lib/fetch-with-timeout.ts'
import { buildRequestHeaders } from '../../lib/request-headers.ts'

// The spreadsheet export of a loan list (GET /find/loanInfo/exportLoanList | exportLoanHistoryList): fetched with
// the patron's token header like every call, then saved under the name the server gives it.

export type ExportedList = 'current' | 'history'
const PATHS: Record<ExportedList, string> = { current: '/find/loanInfo/exportLoanList', history: '/find/loanInfo/exportLoanHistoryList' }

/** The file name of a Content-Disposition header: the UTF-8 `filename*` (RFC 5987) when there is one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

/** Downloads the chosen loans of the list as an .xlsx; throws with the server's message when it refuses. */
export async function downloadLoanExport(list: ExportedList, loanIds: readonly number[], search: Record<string, string | number>, locale: Locale): Promise<void> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])), loanIds: loanIds.join(',') })
  const headers = buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage })
  const res = await fetchWithTimeout()(`${PATHS[list]}?${query}`, { headers, credentials: 'same-origin' })
  if (!res.ok || !res.headers.get('content-type')?.includes('spreadsheetml')) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || res.statusText)
  }
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(res.headers.get('content-disposition'), `${list}.xlsx`)
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
