// The single sign-on providers of the browser tests, started by stand-ins.ts on their fixed ports: a real
// OpenID Connect provider (oidc-provider; its development login form takes any login, which becomes the
// `sub`) and the test CAS server (/cas/login asks for a user name). Both are registered for the e2e portal's
// callback addresses, /find/sso/login/<tenant>/<0|1> of the default tenant (group code 900001).
import { startCasStandIn } from '../../../server/src/adapters/identity/stand-ins/cas-stand-in.ts'
import { startOidcStandIn } from '../../../server/src/adapters/identity/stand-ins/oidc-stand-in.ts'
import { STAND_IN_PORTS } from './stand-in-ports.ts'

const portalPort = Number(process.env.E2E_PORT ?? 4173)
const portal = `http://127.0.0.1:${portalPort}`

/** The default tenant of the e2e portal, as it appears in the sign-on address. */
export const SSO_TENANT_SEGMENT = '900001'

export const OIDC_STAND_IN = {
  issuer: `http://127.0.0.1:${STAND_IN_PORTS.oidc}`,
  clientId: 'portal-e2e',
  clientSecret: 'portal-e2e-secret',
} as const

export const CAS_STAND_IN = { serverUrl: `http://127.0.0.1:${STAND_IN_PORTS.cas}/cas` } as const

export async function startOidcProvider(): Promise<() => Promise<void>> {
  const redirectUris = ['0', '1'].map((type) => `${portal}/find/sso/login/${SSO_TENANT_SEGMENT}/${type}`)
  const op = await startOidcStandIn({ port: STAND_IN_PORTS.oidc, redirectUris, clientId: OIDC_STAND_IN.clientId, clientSecret: OIDC_STAND_IN.clientSecret })
  return op.close
}

export async function startCasServer(): Promise<() => Promise<void>> {
  const cas = await startCasStandIn({ port: STAND_IN_PORTS.cas })
  return cas.close
}
