import { SSO_TICKET_LIFETIME_SECONDS, type OtherLoginInput, type OtherLoginResult, type UserBindInput } from '@portal/contracts'
import type { IdentityProvider, Tenant } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { passwordStateRefusal, type PasswordStateRefusal } from '../identity/login.service.ts'
import { openPatronSession, type IssuedSession } from '../identity/patron-session.ts'
import { linkedPatronId, linkIdentity } from './external-identity.service.ts'
import { readTicket, signTicket } from './signed-ticket.ts'
import { issueOpenIdTicket, readOpenIdTicket } from './sso-tickets.ts'
import { tenantOfForm } from './sso-tenant.ts'
import { verifyPatronCredentials } from './verify-patron-credentials.ts'

// WeChat website QR login (spec §4 "WeChat login"): the QR page returns to #/wxLogin with a code; a bound
// WeChat account signs in at once, an unbound one is bound to a patron account by /bindAccount.

async function wechatProvider(ctx: RequestContext, tenant: Tenant): Promise<IdentityProvider> {
  const provider = await ctx.db.identityProvider.findFirst({ where: { tenantId: tenant.id, kind: 'WECHAT', enabled: true }, orderBy: { id: 'asc' } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  return provider
}

const wechatClient = (ctx: RequestContext, provider: IdentityProvider, state = '') => ctx.ports.identityProviders.wechatClient(provider, ctx.timeoutMs, state)

/**
 * The QR login page's address. WeChat returns to `redirect_uri` with ?code=&state= inserted before the
 * fragment (`/?code=…&state=…#/wxLogin`), so the /wxLogin page reads both the real query and the route's.
 * `state` is signed for the tenant: otherLogin refuses a code that came back with another tenant's state.
 */
export async function wechatLoginUrl(ctx: RequestContext): Promise<{ url: string }> {
  const tenant = await ctx.tenant()
  const provider = await wechatProvider(ctx, tenant)
  const state = signTicket(ctx.jwtSecret, 'sso-state', { tenantId: tenant.id, providerId: provider.id }, SSO_TICKET_LIFETIME_SECONDS)
  const { url } = await wechatClient(ctx, provider, state).start(`${ctx.origin}/#/wxLogin`)
  return { url }
}

export type OtherLoginOutcome = OtherLoginResult & { session: IssuedSession | null }

/** `/oga/otherLogin`: exchanges the code; bound → tokens (bindFlag '1'), not bound → a signed openId ticket (bindFlag '0'). */
export async function otherLogin(ctx: RequestContext, input: OtherLoginInput & { state?: string | undefined }): Promise<OtherLoginOutcome> {
  const tenant = await tenantOfForm(ctx, input.mappingPath)
  const provider = await wechatProvider(ctx, tenant)
  // Clients in the wild send only the code; when the state comes along, it must be ours and this tenant's.
  if (input.state && readTicket(ctx.jwtSecret, 'sso-state', input.state).tenantId !== tenant.id) throw new AppError('SSO_FAILED')
  const account = await wechatClient(ctx, provider).complete({ callbackUrl: '', params: { code: input.code }, secrets: {} })
  let patronId = await linkedPatronId(ctx.db, provider, account.subject)
  if (patronId === null) {
    // Accounts bound before identity links existed keep their openid on the patron row.
    const legacy = await ctx.db.patron.findFirst({ where: { tenantId: tenant.id, wechatOpenId: account.subject, deletedAt: null }, select: { id: true } })
    if (legacy) await linkIdentity(ctx.db, provider, account.subject, legacy.id)
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
export async function bindWechatAccount(ctx: RequestContext, input: UserBindInput): Promise<{ status: 'ok'; bound: true } | PasswordStateRefusal> {
  const tenant = await tenantOfForm(ctx, input.mappingPath)
  const ticket = readOpenIdTicket(ctx, input.openId, tenant.id)
  const provider = await ctx.db.identityProvider.findFirst({ where: { id: ticket.providerId, tenantId: tenant.id, kind: 'WECHAT', enabled: true } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  const verified = await verifyPatronCredentials(ctx, tenant, input.username, input.password)
  const refusal = await passwordStateRefusal(ctx, tenant, verified)
  if (refusal) return refusal
  const patronId = verified.id
  const patron = await ctx.db.patron.findUniqueOrThrow({ where: { id: patronId }, select: { wechatOpenId: true } })
  const holder = await ctx.db.patron.findFirst({ where: { tenantId: tenant.id, wechatOpenId: ticket.subject, deletedAt: null, id: { not: patronId } }, select: { id: true } })
  if (holder || (patron.wechatOpenId && patron.wechatOpenId !== ticket.subject)) throw new AppError('ALREADY_BOUND')
  // The link and the legacy openid column together or neither.
  await ctx.db.$transaction(async (tx) => {
    await linkIdentity(tx, provider, ticket.subject, patronId)
    await tx.patron.update({ where: { id: patronId }, data: { wechatOpenId: ticket.subject } })
  })
  return { status: 'ok', bound: true }
}
