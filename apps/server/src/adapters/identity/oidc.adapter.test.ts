import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OidcIdentityProvider } from './oidc.adapter.ts'
import { signInAtOidcProvider } from './stand-ins/oidc-login-driver.ts'
import { startOidcStandIn, type OidcStandIn } from './stand-ins/oidc-stand-in.ts'

const callbackUrl = 'http://portal.test/find/sso/login/900001/0'
let op: OidcStandIn
let client: OidcIdentityProvider
beforeAll(async () => {
  op = await startOidcStandIn({ redirectUris: [callbackUrl] })
  client = new OidcIdentityProvider({ issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret, scope: 'openid profile', matchBy: 'primaryId' }, 5000)
})
afterAll(() => op.close())

const paramsOf = (address: string) => Object.fromEntries(new URL(address).searchParams)

describe('the OpenID Connect adapter against oidc-provider', () => {
  it('runs the authorization code flow with PKCE, state and nonce and reads the ID token', async () => {
    const { url, secrets } = await client.start(callbackUrl)
    const asked = new URL(url)
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256')
    expect(asked.searchParams.get('redirect_uri')).toBe(callbackUrl)
    expect(secrets.state && secrets.nonce && secrets.verifier).toBeTruthy()
    const back = await signInAtOidcProvider(url, '2024010001', op.issuer)
    expect(back.startsWith(`${callbackUrl}?`)).toBe(true)
    const account = await client.complete({ callbackUrl, params: paramsOf(back), secrets })
    expect(account.subject).toBe('2024010001')
    expect(account.attributes.name).toEqual(['2024010001'])
  })

  it('refuses a callback whose state, verifier or code does not match', async () => {
    const { url, secrets } = await client.start(callbackUrl)
    const back = paramsOf(await signInAtOidcProvider(url, 'someone', op.issuer))
    await expect(client.complete({ callbackUrl, params: { ...back, state: 'forged' }, secrets })).rejects.toMatchObject({ code: 'SSO_FAILED' })
    await expect(client.complete({ callbackUrl, params: back, secrets: { ...secrets, verifier: 'x'.repeat(43) } })).rejects.toMatchObject({ code: 'SSO_FAILED' })
    await expect(client.complete({ callbackUrl, params: back, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
  })

  it('an unreachable issuer is SSO_FAILED', async () => {
    const nowhere = new OidcIdentityProvider({ issuer: 'http://127.0.0.1:9', clientId: 'x', scope: 'openid', matchBy: 'primaryId' }, 2000)
    await expect(nowhere.start(callbackUrl)).rejects.toMatchObject({ code: 'SSO_FAILED' })
  })
})
