import type { Locale } from '@portal/contracts'
import { fetchWithTimeout } from '../../lib/fetch-with-timeout.ts'
import { buildRequestHeaders } from '../../lib/request-headers.ts'

/** A folder cover's limits (spec §5): JPG or PNG, at most 2 MB; checked here first to spare a refused upload. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024
export const COVER_TYPES = ['image/jpeg', 'image/png']

/**
 * Sends a cover to POST /find/upload/image?purpose=cover (the server judges it by its bytes and re-encodes it) and
 * answers its address, which the folder then names; a refused file throws with the server's message.
 */
export async function uploadCover(file: File, locale: Locale, fallback: string): Promise<string> {
  const headers = buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage })
  const form = new FormData()
  form.append('file', file)
  const res = await fetchWithTimeout()('/find/upload/image?purpose=cover', { method: 'POST', headers, body: form, credentials: 'same-origin' })
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: { picUrl?: string } } | null
  if (!res.ok || !body?.success || !body.data?.picUrl) throw new Error(body?.message || fallback)
  return body.data.picUrl
}
