import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { localLoginTenant, requiredText } from './login.service.ts'
import { decodeTransportedPassword } from './password-transport.ts'
import { authenticatePatron } from './patron-authentication.ts'
import { setPatronPassword } from './patron-password.ts'

type NewPassword = { newPassword?: string; confirmPassword?: string }

const decode = (ctx: Pick<TenantContext, 'security'>, value: string) => decodeTransportedPassword(value, ctx.security.passwordTransportKey)

/**
 * `POST /oga/forceModify` and identity.forceModify: the change sign-in asked for (initial or too old password), made
 * before any session exists, so the patron proves who they are with user name and current password. That check
 * goes through the same throttle as sign-in: without a captcha this door must not become a guessing oracle.
 */
export async function forceModifyPassword(ctx: Pick<TenantContext, 'data' | 'tenant' | 'client' | 'security' | 'actor'>, input: NewPassword & { username?: string; oldPassword?: string }) {
  const username = requiredText(input.username, 'username').trim()
  const oldPassword = decode(ctx, requiredText(input.oldPassword, 'oldPassword'))
  const newPassword = decode(ctx, requiredText(input.newPassword, 'newPassword'))
  const confirmPassword = decode(ctx, requiredText(input.confirmPassword, 'confirmPassword'))
  const { tenant } = await localLoginTenant(ctx)
  const patron = await authenticatePatron(ctx, tenant, { username }, oldPassword)
  await setPatronPassword(ctx, { tenant, patronId: patron.id, newPassword, confirmPassword })
  return { done: true as const }
}

/** `POST /find/userInfo/updatePassword` and identity.changePassword: a signed-in patron (checked by the door) changes their password. */
export async function changeOwnPassword(ctx: Pick<PatronContext, 'data' | 'tenant' | 'patronId' | 'client' | 'security' | 'actor'>, input: NewPassword & { oldPassword?: string }) {
  const { patronId } = ctx
  const tenant = await ctx.tenant()
  const oldPassword = decode(ctx, requiredText(input.oldPassword, 'oldPassword'))
  const newPassword = decode(ctx, requiredText(input.newPassword, 'newPassword'))
  const confirmPassword = decode(ctx, requiredText(input.confirmPassword, 'confirmPassword'))
  await authenticatePatron(ctx, tenant, { patronId }, oldPassword, 'WRONG_OLD_PASSWORD')
  await setPatronPassword(ctx, { tenant, patronId, newPassword, confirmPassword })
  return { done: true as const }
}
