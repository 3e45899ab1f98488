import { AppError } from '../../kernel/app-error.ts'
import type { CasSettings } from '../../kernel/provider-settings.ts'
import type { ExternalAccount, IdentityProviderClient, SignOnCallback, SignOnStart } from '../../ports/identity-provider.port.ts'
import { parseCasValidation } from './cas-response.ts'

/**
 * CAS 2.0 / 3.0 client: the browser goes to {serverUrl}/login?service=…, comes back with ?ticket=, and the
 * ticket is validated server to server at /serviceValidate (2.0) or /p3/serviceValidate (3.0, with attributes).
 */
export class CasIdentityProvider implements IdentityProviderClient {
  constructor(
    private readonly settings: CasSettings,
    private readonly timeoutMs: number,
  ) {}

  async start(callbackUrl: string): Promise<SignOnStart> {
    const url = new URL(`${this.settings.serverUrl}/login`)
    url.searchParams.set('service', callbackUrl)
    return { url: url.toString(), secrets: {} }
  }

  async complete({ callbackUrl, params }: SignOnCallback): Promise<ExternalAccount> {
    const ticket = params.ticket
    if (!ticket) throw new AppError('SSO_FAILED')
    const path = this.settings.version === '2.0' ? '/serviceValidate' : '/p3/serviceValidate'
    const url = new URL(`${this.settings.serverUrl}${path}`)
    url.searchParams.set('service', callbackUrl)
    url.searchParams.set('ticket', ticket)
    let xml: string
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' })
      if (!res.ok) throw new Error(`CAS answered HTTP ${res.status}`)
      xml = await res.text()
    } catch (error) {
      throw new AppError('SSO_FAILED', {}, { cause: error })
    }
    let result
    try {
      result = parseCasValidation(xml)
    } catch (error) {
      throw new AppError('SSO_FAILED', {}, { cause: error })
    }
    if (!result.ok) throw new AppError('SSO_FAILED', {}, { cause: new Error(`CAS refused the ticket: ${result.code}`) })
    return result.account
  }
}
