import type { AssociateInput, BindUidInput, UnbindType } from '@portal/contracts'
import type { IdentityProvider } from '@portal/db'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { AttemptLimiter } from '../../kernel/attempt-limiter.ts'
import { consumeCaptcha, type CaptchaPurpose } from '../identity/index.ts'
import { signInAfterPassword, type PasswordSignInContext, type PasswordSignIn } from '../identity/index.ts'
import { openPatronSession, type IssuedSession } from '../identity/index.ts'
import { linkIdentity } from './external-identity.service.ts'
import { readUidTicket, type AccountTicket } from './sso-tickets.ts'
import { verifyPatronCredentials } from './verify-patron-credentials.ts'

// Binding an account a single sign-on vouched for (the `uid` ticket) to a patron: by user name, password and
// image code (/bindUid, /oga/ssoOpac), by name and primaryId (/relevanceUid), or by a signed-in patron. The forms
// name their tenant by `mappingPath`: their doors scope the call to it (data/sso-tenant.ts formTenantScope).

/** Name + primaryId is easier to guess than a password: 5 failures per account ticket, 20 per address in 15 minutes. */
const associationsByTicket = new AttemptLimiter(5, 15 * 60_000)
const associationsByAddress = new AttemptLimiter(20, 15 * 60_000)

async function ticketProvider(ctx: Pick<TenantContext, 'data'>, ticket: AccountTicket): Promise<IdentityProvider> {
  const provider = await ctx.data.identityProvider.findFirst({ where: { id: ticket.providerId, enabled: true, kind: { in: ['CAS', 'OIDC'] } } })
  if (!provider) throw new AppError('SSO_NOT_CONFIGURED')
  return provider
}

/**
 * `/oga/ssoOpac`: the image code, then the patron's credentials; binds the uid ticket's account and signs in.
 * An initial or too old password answers as /oga/login does and binds nothing: the patron changes it and binds
 * again (architecture §Sign-in). LibStar clients draw the image from /oga/verifycode/img (purpose login); the web
 * app asks sso.bindCaptcha.
 */
export async function bindUidWithPassword(ctx: PasswordSignInContext, input: BindUidInput, captchaPurpose: CaptchaPurpose): Promise<PasswordSignIn> {
  const tenant = await ctx.tenant()
  await consumeCaptcha(ctx, { codeKey: input.codeKey, answer: input.verifyCode, purpose: captchaPurpose })
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  const provider = await ticketProvider(ctx, ticket)
  const patron = await verifyPatronCredentials(ctx, tenant, input.username, input.password)
  return signInAfterPassword(ctx, tenant, patron, () => linkIdentity(ctx.data, provider, ticket.subject, patron.id))
}

/**
 * Association (/relevanceUid): the patron whose name and primaryId both match; ASSOCIATION_FAILED otherwise.
 * Signs in whatever the local password's state: no local password is taken here (architecture §Sign-in).
 */
export async function associateUid(ctx: Pick<TenantContext, 'data' | 'tenant' | 'client' | 'jwtSecret' | 'locale'>, input: AssociateInput): Promise<IssuedSession> {
  const tenant = await ctx.tenant()
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  const ticketKey = `${tenant.id}:${ticket.providerId}:${ticket.subject}`
  const minutes = Math.max(associationsByTicket.lockedForMinutes(ticketKey), associationsByAddress.lockedForMinutes(ctx.client.ip))
  if (minutes > 0) throw new AppError('ACCOUNT_LOCKED', { params: { minutes } })
  associationsByTicket.recordFailure(ticketKey)
  associationsByAddress.recordFailure(ctx.client.ip)
  const provider = await ticketProvider(ctx, ticket)
  const patron = await ctx.data.patron.findFirst({ where: { primaryId: input.primaryId, name: input.name, deletedAt: null }, select: { id: true } })
  if (!patron) throw new AppError('ASSOCIATION_FAILED')
  associationsByTicket.reset(ticketKey)
  associationsByAddress.forgive(ctx.client.ip)
  await linkIdentity(ctx.data, provider, ticket.subject, patron.id)
  return openPatronSession(ctx, tenant, patron.id)
}

/** `/find/userInfo/bindCxUidByPrimaryId`: the signed-in patron takes over the account of a uid ticket. */
export async function bindUidToCurrentPatron(ctx: Pick<PatronContext, 'data' | 'tenant' | 'patronId' | 'jwtSecret'>, input: { uid: string }): Promise<{ bound: true }> {
  const tenant = await ctx.tenant()
  const ticket = readUidTicket(ctx, input.uid, tenant.id)
  await linkIdentity(ctx.data, await ticketProvider(ctx, ticket), ticket.subject, ctx.patronId)
  return { bound: true }
}

/**
 * `/find/userUnbind`: wechat removes the WeChat binding; sso the links to the tenant's CAS / OIDC accounts;
 * cx the learning-app uid and those links (the learning app signs on through them). Answers how many went.
 */
export async function unbindAccount(ctx: Pick<PatronContext, 'mine' | 'patronId'>, type: UnbindType): Promise<{ removed: number }> {
  const kinds = type === 'wechat' ? (['WECHAT'] as const) : (['CAS', 'OIDC'] as const)
  const links = await ctx.mine.$transaction(async (tx) => {
    const removed = await tx.externalIdentity.deleteMany({ where: { provider: { kind: { in: [...kinds] } } } })
    await tx.patron.update({
      where: { id: ctx.patronId },
      data: type === 'wechat' ? { wechatOpenId: null } : type === 'cx' ? { chaoxingUid: null } : {},
      select: { id: true },
    })
    return removed
  })
  return { removed: links.count }
}
