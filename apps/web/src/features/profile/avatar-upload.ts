import type { Locale } from '@portal/contracts'
import { fetchWithTimeout } from '../../lib/fetch-with-timeout.ts'
import { buildRequestHeaders } from '../../lib/request-headers.ts'

/**
 * Sends a picture to POST /find/upload/image?purpose=avatar (the server judges it by its bytes, re-encodes and
 * stores it) and answers its address; a refused file throws with the server's message in the page's language.
 */
export async function uploadAvatar(file: File, locale: Locale, fallback: string): Promise<string> {
  const headers = buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage })
  const form = new FormData()
  form.append('file', file)
  const res = await fetchWithTimeout()('/find/upload/image?purpose=avatar', { method: 'POST', headers, body: form, credentials: 'same-origin' })
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: { picUrl?: string } } | null
  if (!res.ok || !body?.success || !body.data?.picUrl) throw new Error(body?.message || fallback)
  return body.data.picUrl
}
