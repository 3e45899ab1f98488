import { AssociateInputSchema, BindUidInputSchema, BindUidTicketInputSchema, OtherLoginInputSchema, UnbindInputSchema, UserBindInputSchema } from '@portal/contracts'
import { z } from 'zod'
import { formTenantScope } from '../../../data/sso-tenant.ts'
import type { IssuedSession } from '../../../modules/identity/patron-session.ts'
import { associateUid, bindUidToCurrentPatron, bindUidWithPassword, unbindAccount } from '../../../modules/sso/binding.service.ts'
import { unifiedLoginUrl } from '../../../modules/sso/login-providers.service.ts'
import { bindWechatAccount, otherLogin } from '../../../modules/sso/wechat-login.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { passwordSignInReply, passwordStateEnvelope } from '../../password-sign-in-reply.ts'
import { defineRoute } from '../../route-table.ts'
import { setSessionCookies } from '../../session-cookies.ts'

const tag = 'Single sign-on'

/** Association signs the patron in: {jwt, jwtHeader} (spec §3) and the session cookies. */
const presentToken = (session: IssuedSession) => ({ jwt: session.jwt, jwtHeader: session.jwtHeader })
const setCookies = (reply: Parameters<typeof setSessionCookies>[0], session: IssuedSession | null, ctx: Parameters<typeof setSessionCookies>[2]) => {
  if (session) setSessionCookies(reply, session, ctx)
}


/**
 * Single sign-on, WeChat login and binding (spec §4, §7 "Login (/oga)"); tRPC twins in trpc/procedures/sso/binding.procedures.ts. The forms
 * name their tenant by `mappingPath` (else the request's hints do): their calls are scoped to it.
 */
export const bindingRoutes = [
  defineRoute({
    method: 'GET', path: '/find/ssoCalis/getLoginUrl', tag, access: 'public',
    summary: 'Where unified authentication starts: the configured URL or the first CAS / OIDC provider’s sign-on', input: lenientObject({}),
    operation: (ctx) => unifiedLoginUrl(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/otherLogin', tag, access: 'public',
    summary: 'WeChat QR login: bound → bindFlag 1 and tokens; not bound → bindFlag 0 and a signed openId ticket',
    input: lenientObject({ ...OtherLoginInputSchema.shape, state: lenientString(2000).optional() }),
    operation: async (ctx, input) => otherLogin(await formTenantScope(ctx, input.mappingPath), input),
    present: ({ session: _session, ...result }) => result,
    onReply: (reply, result, ctx) => setCookies(reply, result.session, ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/userBind', tag, access: 'public', message: '账号绑定成功，请重新登录',
    summary: 'Binds the WeChat account of an openId ticket to the patron with this user name and password; an initial or too old password binds nothing and answers as /oga/login',
    input: lenientObject(UserBindInputSchema.shape), operation: async (ctx, input) => bindWechatAccount(await formTenantScope(ctx, input.mappingPath), input),
    unsuccessful: passwordStateEnvelope, present: () => true,
  }),
  defineRoute({
    method: 'POST', path: '/oga/ssoOpac', tag, access: 'public',
    summary: 'Binds the single sign-on account of a uid ticket to the patron (user name, password, code of /oga/verifycode/img) and signs in; an initial or too old password binds nothing and answers as /oga/login',
    input: lenientObject(BindUidInputSchema.shape), operation: async (ctx, input) => bindUidWithPassword(await formTenantScope(ctx, input.mappingPath), input, 'login'),
    ...passwordSignInReply,
  }),
  defineRoute({
    method: 'POST', path: '/oga/relevanceUid', tag, access: 'public',
    summary: 'Account association: binds the uid ticket’s account to the patron with this name and primaryId and signs in',
    input: lenientObject(AssociateInputSchema.shape), operation: async (ctx, input) => associateUid(await formTenantScope(ctx, input.mappingPath), input), present: presentToken,
    onReply: (reply, session, ctx) => setCookies(reply, session, ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/bindCxUidByPrimaryId', tag, access: 'patron',
    summary: 'The signed-in patron takes over the single sign-on account of a uid ticket',
    input: lenientObject(BindUidTicketInputSchema.shape), operation: (ctx, input) => bindUidToCurrentPatron(ctx, input), present: () => true,
  }),
  defineRoute({
    method: 'POST', path: '/find/userUnbind', tag, access: 'patron',
    summary: 'Removes a binding of the signed-in patron: type wechat, sso or cx',
    input: lenientObject({ type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), UnbindInputSchema.shape.type) }),
    operation: (ctx, input) => unbindAccount(ctx, input.type),
  }),
]
