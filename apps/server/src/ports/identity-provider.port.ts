/**
 * A single sign-on or social login provider (CAS, OpenID Connect, WeChat) as the sign-on flow sees it:
 * where to send the browser, and who came back. Adapters live in adapters/identity/.
 */

/** The person the provider vouched for: its stable id and what else it said about them. */
export type ExternalAccount = {
  subject: string
  /** Attribute name → values (CAS attributes, OIDC claims, WeChat unionid). */
  attributes: Record<string, string[]>
}

/** Where to send the browser, and the values the callback must be checked against (kept in the signed state). */
export type SignOnStart = { url: string; secrets: Record<string, string> }

export type SignOnCallback = {
  /** The address the provider was told to return to, exactly (CAS `service`, OIDC `redirect_uri`). */
  callbackUrl: string
  /** Query parameters the provider returned with (ticket; code and state). */
  params: Record<string, string>
  /** What `start` asked to keep. */
  secrets: Record<string, string>
}

export interface IdentityProviderClient {
  start(callbackUrl: string): Promise<SignOnStart>
  /** Throws AppError SSO_FAILED when the provider refuses or cannot be reached. */
  complete(callback: SignOnCallback): Promise<ExternalAccount>
}

/** A configured IdentityProvider row, as far as making its client needs it. */
export type ConfiguredProvider = { kind: 'CAS' | 'OIDC' | 'WECHAT'; settings: unknown }

/**
 * Makes the client of a tenant's provider row (wired in app.ts; tests may replace it). Throws AppError
 * SSO_NOT_CONFIGURED when the row's settings are incomplete or wrong.
 */
export interface IdentityProviderClients {
  /** CAS or OpenID Connect: the browser is redirected to the provider and back. */
  redirectClient(provider: ConfiguredProvider, timeoutMs: number): IdentityProviderClient
  /** WeChat website QR login; `state` travels through WeChat and back to /wxLogin. */
  wechatClient(provider: ConfiguredProvider, timeoutMs: number, state: string): IdentityProviderClient
}
