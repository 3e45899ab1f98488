import { SSO_TICKET_LIFETIME_SECONDS } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { readTicket, signTicket } from './signed-ticket.ts'

// The two hand-overs of an unfinished sign-on (spec §3): `uid` (a CAS/OIDC account nobody is linked to yet)
// and WeChat's `openId`. Both say which tenant and provider vouched for which account.

export type AccountTicket = { tenantId: number; providerId: number; subject: string }

type Keys = Pick<TenantContext, 'jwtSecret'>

const isAccountTicket = (p: Record<string, unknown>): p is AccountTicket & Record<string, unknown> =>
  Number.isInteger(p.tenantId) && Number.isInteger(p.providerId) && typeof p.subject === 'string' && p.subject.length > 0

function read(ctx: Keys, purpose: 'sso-uid' | 'wechat-openid', ticket: string, tenantId: number): AccountTicket {
  const payload = readTicket(ctx.jwtSecret, purpose, ticket)
  // A ticket of another tenant is refused like a forged one: an account vouched for at one library binds nothing at another.
  if (!isAccountTicket(payload) || payload.tenantId !== tenantId) throw new AppError('SSO_FAILED')
  return { tenantId: payload.tenantId, providerId: payload.providerId, subject: payload.subject }
}

export const issueUidTicket = (ctx: Keys, account: AccountTicket) => signTicket(ctx.jwtSecret, 'sso-uid', account, SSO_TICKET_LIFETIME_SECONDS)
export const readUidTicket = (ctx: Keys, ticket: string, tenantId: number) => read(ctx, 'sso-uid', ticket, tenantId)
export const issueOpenIdTicket = (ctx: Keys, account: AccountTicket) => signTicket(ctx.jwtSecret, 'wechat-openid', account, SSO_TICKET_LIFETIME_SECONDS)
export const readOpenIdTicket = (ctx: Keys, ticket: string, tenantId: number) => read(ctx, 'wechat-openid', ticket, tenantId)
