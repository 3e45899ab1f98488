import {
  AssociateInputSchema, BindUidInputSchema, BindUidTicketInputSchema, OtherLoginInputSchema, PasswordBindResultSchema, SignInResultSchema,
  UnbindInputSchema, UserBindInputSchema,
} from '@portal/contracts'
import { z } from 'zod'
import { formTenantScope } from '../../../data/sso-tenant.ts'
import { issueCaptcha } from '../../../modules/identity/captcha.service.ts'
import type { IssuedSession } from '../../../modules/identity/patron-session.ts'
import { associateUid, bindUidToCurrentPatron, bindUidWithPassword, unbindAccount } from '../../../modules/sso/binding.service.ts'
import { loginProviders } from '../../../modules/sso/login-providers.service.ts'
import { bindWechatAccount, otherLogin, wechatLoginUrl } from '../../../modules/sso/wechat-login.service.ts'
import { patronProcedure, publicProcedure, tenantProcedure } from '../../init.ts'
import { presentSignIn } from '../../sign-in-result.ts'

/** The web app keeps the token itself (sessionStorage and cookies, spec §4): the session id stays on the server. */
const token = (session: IssuedSession) => ({ jwt: session.jwt, jwtHeader: session.jwtHeader })

/**
 * Single sign-on, WeChat login and the binding screens for the web app; REST twins in
 * rest/routes/sso/binding.routes.ts, the CAS / OIDC redirects in rest/raw/sso/sso-login.raw-routes.ts. The forms name their tenant by
 * `mappingPath` (else the request's hints do): their calls are scoped to it (data/sso-tenant.ts).
 */
export const bindingProcedures = {
  /** Enabled providers of the tenant for the login modal: {code, kind, displayName, loginUrl}. */
  providers: tenantProcedure.query(({ ctx }) => loginProviders(ctx)),
  /** The WeChat QR login page's address (returns to #/wxLogin); SSO_NOT_CONFIGURED without a WeChat provider. */
  wechatLoginUrl: tenantProcedure.query(({ ctx }) => wechatLoginUrl(ctx)),
  /** The /wxLogin page's code: bound → {bindFlag '1', jwt}; not bound → {bindFlag '0', openId ticket}. */
  otherLogin: publicProcedure
    .input(OtherLoginInputSchema.extend({ state: z.string().max(2000).optional() }))
    .mutation(async ({ ctx, input }) => {
      const { session: _session, ...result } = await otherLogin(await formTenantScope(ctx, input.mappingPath), input)
      return result
    }),
  /**
   * /bindAccount: binds the openId ticket's WeChat account to the patron ({status 'ok', bound}); the patron then
   * signs in. An initial or too old password binds nothing: identity.signIn's mustChangePassword / passwordExpired.
   */
  userBind: publicProcedure
    .input(UserBindInputSchema)
    .output(PasswordBindResultSchema)
    .mutation(async ({ ctx, input }) => bindWechatAccount(await formTenantScope(ctx, input.mappingPath), input)),
  /** The image code of the /bindUid form: {verifyCode (data URL), codeKey}. */
  bindCaptcha: tenantProcedure.mutation(({ ctx }) => issueCaptcha(ctx, 'bind')),
  /**
   * /bindUid (REST /oga/ssoOpac): binds the uid ticket's account by user name, password and image code and signs
   * in, answering as identity.signIn does (an initial or too old password binds nothing).
   */
  bindUid: publicProcedure
    .input(BindUidInputSchema)
    .output(SignInResultSchema)
    .mutation(async ({ ctx, input }) => presentSignIn(await bindUidWithPassword(await formTenantScope(ctx, input.mappingPath), input, 'bind'))),
  /** /relevanceUid: binds the uid ticket's account to the patron with this name and primaryId; signs in. */
  associate: publicProcedure
    .input(AssociateInputSchema)
    .mutation(async ({ ctx, input }) => token(await associateUid(await formTenantScope(ctx, input.mappingPath), input))),
  /** The signed-in patron takes over a uid ticket's account (REST /find/userInfo/bindCxUidByPrimaryId). */
  bindUidTicket: patronProcedure.input(BindUidTicketInputSchema).mutation(({ ctx, input }) => bindUidToCurrentPatron(ctx, input)),
  /** Removes a binding of the signed-in patron (REST /find/userUnbind). */
  unbind: patronProcedure.input(UnbindInputSchema).mutation(({ ctx, input }) => unbindAccount(ctx, input.type)),
}
