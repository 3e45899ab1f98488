import { SSO_TICKET_LIFETIME_SECONDS } from '@portal/contracts'
import type { IdentityProvider, Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { AppPorts } from '../../ports/index.ts'
import { AppError } from '../../kernel/app-error.ts'
import { openPatronSession, type IssuedSession } from '../identity/index.ts'
import { linkedPatronId, linkIdentity, matchingPatronId } from './external-identity.service.ts'
import { associationLanding, inAppPath, signedInLanding, tenantSegment } from './landing.ts'
import { readTicket, signTicket } from './signed-ticket.ts'
import { issueUidTicket } from './sso-tickets.ts'

// GET /find/sso/login/{tenant}/{type} (contract §4.2): the first visit sends the browser to the tenant's CAS
// or OpenID Connect provider; the provider sends it back here with ?ticket= or ?code=&state=, and the
// patron is signed in (or asked to associate their account) and landed on the web app. The address names the
// tenant: the door (rest/raw/sso/sso-login.raw-routes.ts) scopes the call to it (data/sso-tenant.ts).

/** What a sign-on reads of the call: the tenant's data, the portal's address, the keys and the provider clients. */
type SignOnContext = Pick<TenantContext, 'data' | 'origin' | 'jwtSecret' | 'timeoutMs' | 'client' | 'locale'> & { ports: Pick<AppPorts, 'identityProviders'> }

/** The enabled CAS or OIDC provider named by `?idp=`, else the tenant's first one; SSO_NOT_CONFIGURED when none. */
export async function redirectProvider(ctx: Pick<TenantContext, 'data'>, code: string | undefined): Promise<IdentityProvider> {
  const provider = await ctx.data.identityProvider.findFirst({
    where: { enabled: true, kind: { in: ['CAS', 'OIDC'] }, ...(code ? { code } : {}) },
    orderBy: { id: 'asc' },
  })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  return provider
}

/**
 * The address the provider returns to (CAS `service`, OIDC `redirect_uri`; register it at the provider): this
 * same path without a query. Which provider was asked is in the signed state cookie.
 */
const callbackUrl = (ctx: Pick<TenantContext, 'origin'>, tenant: Tenant, type: string) => `${ctx.origin}/find/sso/login/${encodeURIComponent(tenantSegment(tenant))}/${type}`

/** What the signed state cookie carries between the start and the callback. */
type FlowState = { tenantId: number; providerId: number; secrets: Record<string, string>; page: string | null }

function readFlowState(ctx: Pick<TenantContext, 'jwtSecret'>, cookie: string | undefined): FlowState {
  if (!cookie) throw new AppError('SSO_FAILED')
  const p = readTicket(ctx.jwtSecret, 'sso-state', cookie)
  const secrets = p.secrets as Record<string, unknown> | undefined
  if (!Number.isInteger(p.tenantId) || !Number.isInteger(p.providerId) || typeof secrets !== 'object' || secrets === null) throw new AppError('SSO_FAILED')
  const stringSecrets = Object.fromEntries(Object.entries(secrets).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  return { tenantId: p.tenantId as number, providerId: p.providerId as number, secrets: stringSecrets, page: typeof p.page === 'string' ? inAppPath(p.page) : null }
}

export type SignOnStartResult = { redirectUrl: string; stateCookie: string }

/** The provider's sign-in address and the signed state (PKCE verifier, state, nonce, landing page) to keep in a cookie. */
export async function startSignOn(ctx: SignOnContext, input: { tenant: Tenant; type: string; idp?: string | undefined; page?: string | undefined }): Promise<SignOnStartResult> {
  const provider = await redirectProvider(ctx, input.idp)
  const started = await ctx.ports.identityProviders.redirectClient(provider, ctx.timeoutMs).start(callbackUrl(ctx, input.tenant, input.type))
  const state: FlowState = { tenantId: input.tenant.id, providerId: provider.id, secrets: started.secrets, page: inAppPath(input.page) }
  return { redirectUrl: started.url, stateCookie: signTicket(ctx.jwtSecret, 'sso-state', state, SSO_TICKET_LIFETIME_SECONDS) }
}

export type SignOnOutcome = { session: IssuedSession | null; landingUrl: string }

/**
 * Completes a sign-on: the provider vouches for an account, which is mapped to a patron (a remembered link,
 * else the configured attribute) and signed in; an account nobody matches gets a uid ticket for /relevanceUid.
 */
export async function finishSignOn(ctx: SignOnContext, input: { tenant: Tenant; type: string; params: Record<string, string>; stateCookie: string | undefined }): Promise<SignOnOutcome> {
  const state = readFlowState(ctx, input.stateCookie)
  // The state was made for one tenant and provider; a callback at another tenant's address is refused.
  if (state.tenantId !== input.tenant.id) throw new AppError('SSO_FAILED')
  const provider = await ctx.data.identityProvider.findFirst({ where: { id: state.providerId, enabled: true } })
  if (!provider || provider.kind === 'WECHAT') throw new AppError('SSO_FAILED')
  const account = await ctx.ports.identityProviders.redirectClient(provider, ctx.timeoutMs).complete({
    callbackUrl: callbackUrl(ctx, input.tenant, input.type),
    params: input.params,
    secrets: state.secrets,
  })
  let patronId = await linkedPatronId(ctx.data, provider, account.subject)
  if (patronId === null) {
    patronId = await matchingPatronId(ctx.data, provider, account)
    if (patronId !== null) await linkIdentity(ctx.data, provider, account.subject, patronId)
  }
  if (patronId === null) {
    const uid = issueUidTicket(ctx, { tenantId: input.tenant.id, providerId: provider.id, subject: account.subject })
    return { session: null, landingUrl: associationLanding(ctx.origin, uid) }
  }
  const session = await openPatronSession(ctx, input.tenant, patronId)
  return { session, landingUrl: signedInLanding(ctx.origin, session, state.page) }
}
