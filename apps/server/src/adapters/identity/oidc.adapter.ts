import * as client from 'openid-client'
import { AppError } from '../../kernel/app-error.ts'
import type { OidcSettings } from '../../kernel/provider-settings.ts'
import type { ExternalAccount, IdentityProviderClient, SignOnCallback, SignOnStart } from '../../ports/identity-provider.port.ts'

/** Discovery documents are kept this long per issuer and client; a changed provider is picked up after it. */
const DISCOVERY_TTL_MS = 10 * 60_000
const discovered = new Map<string, { config: Promise<client.Configuration>; at: number }>()

/** Plain http is only allowed for a provider on this machine (tests, a development stand-in), never across a network. */
function isLocalIssuer(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer)
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}

function configurationOf(settings: OidcSettings, timeoutMs: number): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret ?? ''])
  const cached = discovered.get(key)
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config
  const config = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
    timeout: Math.ceil(timeoutMs / 1000),
    ...(isLocalIssuer(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
  })
  // A failed discovery is not remembered: the next sign-in tries again.
  config.catch(() => discovered.delete(key))
  discovered.set(key, { config, at: Date.now() })
  return config
}

function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(claimValues)
  return []
}

/**
 * OpenID Connect client (openid-client 6): discovery, authorization code flow with PKCE (S256), state and
 * nonce; the subject is the ID token's `sub`, the attributes its and userinfo's other claims.
 */
export class OidcIdentityProvider implements IdentityProviderClient {
  constructor(
    private readonly settings: OidcSettings,
    private readonly timeoutMs: number,
  ) {}

  async start(callbackUrl: string): Promise<SignOnStart> {
    const config = await this.configuration()
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: this.settings.scope,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return { url: url.toString(), secrets: { verifier, state, nonce } }
  }

  async complete({ callbackUrl, params, secrets }: SignOnCallback): Promise<ExternalAccount> {
    const config = await this.configuration()
    const { verifier, state, nonce } = secrets
    if (!verifier || !state || !nonce) throw new AppError('SSO_FAILED')
    // openid-client takes the redirect_uri of the token request from this address without its query: the
    // callback address therefore carries no query of its own (sso-login.service.ts).
    const currentUrl = new URL(callbackUrl)
    for (const [name, value] of Object.entries(params)) currentUrl.searchParams.set(name, value)
    try {
      const tokens = await client.authorizationCodeGrant(
        config,
        currentUrl,
        { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true },
      )
      const claims = tokens.claims()
      if (!claims?.sub) throw new Error('ID token without sub')
      // Providers put profile claims in the ID token or only at the userinfo endpoint (oidc-provider by default):
      // both are read, the ID token winning. Userinfo is a bonus; its failure does not fail the sign-on.
      const userinfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}))
        : {}
      const attributes: Record<string, string[]> = {}
      for (const [name, value] of Object.entries({ ...userinfo, ...claims })) attributes[name] = claimValues(value)
      return { subject: claims.sub, attributes }
    } catch (error) {
      throw new AppError('SSO_FAILED', {}, { cause: error })
    }
  }

  private async configuration(): Promise<client.Configuration> {
    try {
      return await configurationOf(this.settings, this.timeoutMs)
    } catch (error) {
      throw new AppError('SSO_FAILED', {}, { cause: error })
    }
  }
}
