import { SSO_TICKET_LIFETIME_SECONDS, type OtherLoginInput, type OtherLoginResult, type UserBindInput } from '@portal/contracts'
import type { IdentityProvider } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { AppPorts } from '../../ports/index.ts'
import { AppError } from '../../kernel/app-error.ts'
import { passwordStateRefusal, type PasswordStateRefusal } from '../identity/index.ts'
import { openPatronSession, type IssuedSession } from '../identity/index.ts'
import { linkedPatronId, linkIdentity } from './external-identity.service.ts'
import { readTicket, signTicket } from './signed-ticket.ts'
import { issueOpenIdTicket, readOpenIdTicket } from './sso-tickets.ts'
import { verifyPatronCredentials } from './verify-patron-credentials.ts'

// WeChat website QR login (spec §4 "WeChat login"): the QR page returns to #/wxLogin with a code; a bound
// WeChat account signs in at once, an unbound one is bound to a patron account by /bindAccount. The forms name
// their tenant by `mappingPath`: their doors scope the call to it (data/sso-tenant.ts formTenantScope).

/** The WeChat client of the call: the ports and the request's time limit. */
type WechatCall = Pick<TenantContext, 'timeoutMs'> & { ports: Pick<AppPorts, 'identityProviders'> }

async function wechatProvider(ctx: Pick<TenantContext, 'data'>): Promise<IdentityProvider> {
  const provider = await ctx.data.identityProvider.findFirst({ where: { kind: 'WECHAT', enabled: true }, orderBy: { id: 'asc' } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  return provider
}

const wechatClient = (ctx: WechatCall, provider: IdentityProvider, state = '') => ctx.ports.identityProviders.wechatClient(provider, ctx.timeoutMs, state)

/**
 * The QR login page's address. WeChat returns to `redirect_uri` with ?code=&state= inserted before the
 * fragment (`/?code=…&state=…#/wxLogin`), so the /wxLogin page reads both the real query and the route's.
 * `state` is signed for the tenant: otherLogin refuses a code that came back with another tenant's state.
 */
export async function wechatLoginUrl(ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret' | 'origin'> & WechatCall): Promise<{ url: string }> {
  const tenant = await ctx.tenant()
  const provider = await wechatProvider(ctx)
  const state = signTicket(ctx.jwtSecret, 'sso-state', { tenantId: tenant.id, providerId: provider.id }, SSO_TICKET_LIFETIME_SECONDS)
  const { url } = await wechatClient(ctx, provider, state).start(`${ctx.origin}/#/wxLogin`)
  return { url }
}

export type OtherLoginOutcome = OtherLoginResult & { session: IssuedSession | null }

/** `/oga/otherLogin`: exchanges the code; bound → tokens (bindFlag '1'), not bound → a signed openId ticket (bindFlag '0'). */
export async function otherLogin(
  ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret' | 'client' | 'locale'> & WechatCall,
  input: OtherLoginInput & { state?: string | undefined },
): Promise<OtherLoginOutcome> {
  const tenant = await ctx.tenant()
  const provider = await wechatProvider(ctx)
  // Clients in the wild send only the code; when the state comes along, it must be ours and this tenant's.
  if (input.state && readTicket(ctx.jwtSecret, 'sso-state', input.state).tenantId !== tenant.id) throw new AppError('SSO_FAILED')
  const account = await wechatClient(ctx, provider).complete({ callbackUrl: '', params: { code: input.code }, secrets: {} })
  let patronId = await linkedPatronId(ctx.data, provider, account.subject)
  if (patronId === null) {
    // Accounts bound before identity links existed keep their openid on the patron row.
    const legacy = await ctx.data.patron.findFirst({ where: { wechatOpenId: account.subject, deletedAt: null }, select: { id: true } })
    if (legacy) await linkIdentity(ctx.data, provider, account.subject, legacy.id)
    patronId = legacy?.id ?? null
  }
  if (patronId === null) {
    const openId = issueOpenIdTicket(ctx, { tenantId: tenant.id, providerId: provider.id, subject: account.subject })
    return { bindFlag: '0', jwt: null, openId, session: null }
  }
  const session = await openPatronSession(ctx, tenant, patronId)
  return { bindFlag: '1', jwt: { jwt: session.jwt, jwtHeader: session.jwtHeader }, openId: null, session }
}

/**
 * `/oga/userBind`: binds the WeChat account of the openId ticket to the patron whose user name and password
 * these are. ALREADY_BOUND when the WeChat account or the patron is bound elsewhere. The patron then signs in,
 * by WeChat too, so an initial or too old password binds nothing and answers as /oga/login does.
 */
export async function bindWechatAccount(
  ctx: Pick<TenantContext, 'data' | 'tenant' | 'jwtSecret' | 'client' | 'security' | 'locale'>,
  input: UserBindInput,
): Promise<{ status: 'ok'; bound: true } | PasswordStateRefusal> {
  const tenant = await ctx.tenant()
  const ticket = readOpenIdTicket(ctx, input.openId, tenant.id)
  const provider = await ctx.data.identityProvider.findFirst({ where: { id: ticket.providerId, kind: 'WECHAT', enabled: true } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  const verified = await verifyPatronCredentials(ctx, tenant, input.username, input.password)
  const refusal = await passwordStateRefusal(ctx, verified)
  if (refusal) return refusal
  const patronId = verified.id
  const patron = await ctx.data.patron.findUniqueOrThrow({ where: { id: patronId }, select: { wechatOpenId: true } })
  const holder = await ctx.data.patron.findFirst({ where: { wechatOpenId: ticket.subject, deletedAt: null, id: { not: patronId } }, select: { id: true } })
  if (holder || (patron.wechatOpenId && patron.wechatOpenId !== ticket.subject)) throw new AppError('ALREADY_BOUND')
  // The link and the legacy openid column together or neither.
  await ctx.data.$transaction(async (tx) => {
    await linkIdentity(tx, provider, ticket.subject, patronId)
    await tx.patron.update({ where: { id: patronId }, data: { wechatOpenId: ticket.subject } })
  })
  return { status: 'ok', bound: true }
}
