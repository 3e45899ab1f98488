import type { Locale } from '@portal/contracts'
import { fetchWithTimeout } from './fetch-with-timeout.ts'
import { buildRequestHeaders } from './request-headers.ts'

// Files the server makes for the signed-in patron (a loan spreadsheet, the data export): fetched with the patron's
// token header like every call, then saved under the name the server gives them. A refusal arrives as the usual
// envelope, whose message is thrown.

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

/** Fetches `path` and saves it when its content type contains `expectedType`; throws with the server's message otherwise. */
export async function downloadFile(path: string, { locale, expectedType, fallbackName }: { locale: Locale; expectedType: string; fallbackName: string }): Promise<void> {
  const headers = buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage })
  const res = await fetchWithTimeout()(path, { headers, credentials: 'same-origin' })
  if (!res.ok || !res.headers.get('content-type')?.includes(expectedType)) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || res.statusText)
  }
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
