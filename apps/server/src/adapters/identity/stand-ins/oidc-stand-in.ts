import http from 'node:http'
import { listenLocally } from './listen.ts'

// A real OpenID Connect provider (oidc-provider) for contract and browser tests. Its development login form
// accepts any login and password; the login typed becomes the `sub` (tests use patrons' primaryIds).

export type OidcStandIn = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> }

/** The little of oidc-provider the stand-in uses: it ships no type declarations (nor do @types match v9). */
type Account = { accountId: string; claims: () => Record<string, unknown> }
type ProviderClass = new (
  issuer: string,
  configuration: {
    clients: Array<Record<string, unknown>>
    pkce: { required: () => boolean }
    cookies: { keys: string[] }
    claims: Record<string, string[]>
    findAccount: (ctx: unknown, sub: string) => Account
  },
) => { callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void }

// Named through a variable so the type checker does not look for the missing declarations; the type above stands in.
const OIDC_PROVIDER_MODULE = 'oidc-provider'

export async function startOidcStandIn(options: { port?: number; redirectUris: string[]; clientId?: string; clientSecret?: string }): Promise<OidcStandIn> {
  const { default: Provider } = (await import(OIDC_PROVIDER_MODULE)) as { default: ProviderClass }
  const clientId = options.clientId ?? 'portal'
  const clientSecret = options.clientSecret ?? 'portal-test-secret'
  const server = http.createServer()
  const { url, close } = await listenLocally(server, options.port)
  const provider = new Provider(url, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, name: sub }) }),
  })
  server.on('request', provider.callback())
  return { issuer: url, clientId, clientSecret, close }
}
