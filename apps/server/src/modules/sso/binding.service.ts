import type { AssociateInput, BindUidInput, UnbindType } from '@portal/contracts'
import type { IdentityProvider, Tenant } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { AttemptLimiter } from '../../kernel/attempt-limiter.ts'
import { consumeCaptcha, type CaptchaPurpose } from '../identity/captcha.service.ts'
import { requirePatron } from '../../kernel/guards.ts'
import { signInAfterPassword, type PasswordSignIn } from '../identity/login.service.ts'
import { openPatronSession, type IssuedSession } from '../identity/patron-session.ts'
import { linkIdentity } from './external-identity.service.ts'
import { readUidTicket, type AccountTicket } from './sso-tickets.ts'
import { tenantOfForm } from './sso-tenant.ts'
import { verifyPatronCredentials } from './verify-patron-credentials.ts'

// Binding an account a single sign-on vouched for (the `uid` ticket) to a patron: by user name, password and
// image code (/bindUid, /oga/ssoOpac), by name and primaryId (/relevanceUid), or by a signed-in patron.

/** Name + primaryId is easier to guess than a password: 5 failures per account ticket, 20 per address in 15 minutes. */
const associationsByTicket = new AttemptLimiter(5, 15 * 60_000)
const associationsByAddress = new AttemptLimiter(20, 15 * 60_000)

async function ticketProvider(ctx: RequestContext, tenant: Tenant, ticket: AccountTicket): Promise<IdentityProvider> {
  const provider = await ctx.db.identityProvider.findFirst({ where: { id: ticket.providerId, tenantId: tenant.id, enabled: true, kind: { in: ['CAS', 'OIDC'] } } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  return provider
}

/**
 * `/oga/ssoOpac`: the image code, then the patron's credentials; binds the uid ticket's account and signs in.
 * An initial or too old password answers as /oga/login does and binds nothing: the patron changes it and binds
 * again (architecture §Sign-in). LibStar clients draw the image from /oga/verifycode/img (purpose login); the web
 * app asks sso.bindCaptcha.
 */
export async function bindUidWithPassword(ctx: RequestContext, input: BindUidInput, captchaPurpose: CaptchaPurpose): Promise<PasswordSignIn> {
  const tenant = await tenantOfForm(ctx, input.mappingPath)
  await consumeCaptcha(ctx, { codeKey: input.codeKey, answer: input.verifyCode, purpose: captchaPurpose })
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  const provider = await ticketProvider(ctx, tenant, ticket)
  const patron = await verifyPatronCredentials(ctx, tenant, input.username, input.password)
  return signInAfterPassword(ctx, tenant, patron, () => linkIdentity(ctx.db, provider, ticket.subject, patron.id))
}

/**
 * Association (/relevanceUid): the patron whose name and primaryId both match; ASSOCIATION_FAILED otherwise.
 * Signs in whatever the local password's state: no local password is taken here (architecture §Sign-in).
 */
export async function associateUid(ctx: RequestContext, input: AssociateInput): Promise<IssuedSession> {
  const tenant = await tenantOfForm(ctx, input.mappingPath)
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  const ticketKey = `${tenant.id}:${ticket.providerId}:${ticket.subject}`
  const minutes = Math.max(associationsByTicket.lockedForMinutes(ticketKey), associationsByAddress.lockedForMinutes(ctx.client.ip))
  if (minutes > 0) throw new AppError('ACCOUNT_LOCKED', { params: { minutes } })
  associationsByTicket.recordFailure(ticketKey)
  associationsByAddress.recordFailure(ctx.client.ip)
  const provider = await ticketProvider(ctx, tenant, ticket)
  const patron = await ctx.db.patron.findFirst({ where: { tenantId: tenant.id, primaryId: input.primaryId, name: input.name, deletedAt: null }, select: { id: true } })
  if (!patron) throw new AppError('ASSOCIATION_FAILED')
  associationsByTicket.reset(ticketKey)
  associationsByAddress.forgive(ctx.client.ip)
  await linkIdentity(ctx.db, provider, ticket.subject, patron.id)
  return openPatronSession(ctx, tenant, patron.id)
}

/** `/find/userInfo/bindCxUidByPrimaryId`: the signed-in patron takes over the account of a uid ticket. */
export async function bindUidToCurrentPatron(ctx: RequestContext, input: { uid: string }): Promise<{ bound: true }> {
  const { patronId, tenant } = await requirePatron(ctx)
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  await linkIdentity(ctx.db, await ticketProvider(ctx, tenant, ticket), ticket.subject, patronId)
  return { bound: true }
}

/**
 * `/find/userUnbind`: wechat removes the WeChat binding; sso the links to the tenant's CAS / OIDC accounts;
 * cx the learning-app uid and those links (the learning app signs on through them). Answers how many went.
 */
export async function unbindAccount(ctx: RequestContext, type: UnbindType): Promise<{ removed: number }> {
  const { patronId, tenant } = await requirePatron(ctx)
  const kinds = type === 'wechat' ? (['WECHAT'] as const) : (['CAS', 'OIDC'] as const)
  const [links] = await ctx.db.$transaction([
    ctx.db.externalIdentity.deleteMany({ where: { tenantId: tenant.id, patronId, provider: { kind: { in: [...kinds] } } } }),
    ctx.db.patron.update({
      where: { id: patronId },
      data: type === 'wechat' ? { wechatOpenId: null } : type === 'cx' ? { chaoxingUid: null } : {},
      select: { id: true },
    }),
  ])
  return { removed: links.count }
}
