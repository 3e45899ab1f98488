import {
  ChangePasswordInputSchema, ForceModifyInputSchema, LoginCaptchaSchema, LoginTransportKeySchema, PasswordChangedSchema,
  SignInInputSchema, SignInResultSchema, SignOutResultSchema,
} from '@portal/contracts'
import { revokeCurrentSession } from '../../../data/sessions.ts'
import { issueCaptcha } from '../../../modules/identity/captcha.service.ts'
import { passwordTransportKey, signInWithPassword } from '../../../modules/identity/login.service.ts'
import { logoutTarget } from '../../../modules/identity/logout.service.ts'
import { changeOwnPassword, forceModifyPassword } from '../../../modules/identity/password-change.service.ts'
import { patronProcedure, publicProcedure, tenantProcedure } from '../../init.ts'
import { presentSignIn } from '../../sign-in-result.ts'

/**
 * Local sign-in for the web app; REST twins in rest/routes/identity/login.routes.ts. The token travels back in the answer:
 * the web app keeps it as spec §4 says (session storage and the jwt/jwtHeader cookies).
 */
export const loginProcedures = {
  /** AES key (hex) the web app encrypts passwords with before sending them (spec §5). */
  transportKey: publicProcedure.output(LoginTransportKeySchema).query(({ ctx }) => passwordTransportKey(ctx)),
  /** A new one-time login captcha: image data URL and its key. */
  captcha: tenantProcedure.output(LoginCaptchaSchema).mutation(({ ctx }) => issueCaptcha(ctx, 'login')),
  signIn: tenantProcedure
    .input(SignInInputSchema)
    .output(SignInResultSchema)
    .mutation(async ({ ctx, input }) => presentSignIn(await signInWithPassword(ctx, input))),
  /**
   * Revokes the caller's session, whichever tenant it was opened for (none is no error); logoutUrl: the
   * unified-authentication logout page or null. Needs no tenant.
   */
  signOut: publicProcedure.output(SignOutResultSchema).mutation(async ({ ctx }) => {
    await revokeCurrentSession(ctx)
    return logoutTarget(ctx)
  }),
  /** The change sign-in asked for (mustChangePassword / passwordExpired), proven by user name and current password. */
  forceModify: tenantProcedure.input(ForceModifyInputSchema).output(PasswordChangedSchema).mutation(({ ctx, input }) => forceModifyPassword(ctx, input)),
  /** A signed-in patron changes their password. */
  changePassword: patronProcedure.input(ChangePasswordInputSchema).output(PasswordChangedSchema).mutation(({ ctx, input }) => changeOwnPassword(ctx, input)),
}
