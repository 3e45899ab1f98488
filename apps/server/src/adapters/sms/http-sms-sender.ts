import type { SmsSender } from '../../ports/sms.port.ts'

export type HttpSmsSenderOptions = {
  /** The gateway endpoint that takes `POST {to, text}` as JSON (SMS_HTTP_URL). */
  url: string
  /** Sent as `Authorization: Bearer <token>` when set (SMS_HTTP_TOKEN). */
  token?: string
  timeoutMs?: number
}

/**
 * Hands text messages to an HTTP gateway (SMS_PROVIDER=http): a small, provider-neutral contract so any
 * vendor can sit behind a relay. Resolves on a 2xx answer; a refused connection, a timeout or any other
 * status rejects.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsSenderOptions) {}

  async send(to: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    })
    // The body is read either way so the connection can be reused; its content only matters for the error.
    const answer = await response.text().catch(() => '')
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`)
  }
}
