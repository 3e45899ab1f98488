import { ContactChannelSchema, ResetCheckCodeInputSchema, ResetCheckUserInputSchema, ResetPasswordInputSchema, ResetSendCodeInputSchema } from '@portal/contracts'
import { z } from 'zod'
import { checkResetCode, checkResetUser, resetCaptcha, resetCodeTimes, resetPassword, sendResetCode } from '../../../modules/account/password-reset.service.ts'
import { tenantProcedure } from '../../init.ts'

/**
 * The forgotten-password flow of /resetPassword, for visitors (nobody is signed in); REST twins in
 * rest/routes/account/password-reset.routes.ts. Each step answers the signed ticket the next step needs.
 */
export const passwordResetProcedures = {
  /** A new image captcha of the reset flow: {verifyCode (data URL), codeKey}. */
  captcha: tenantProcedure.mutation(({ ctx }) => resetCaptcha(ctx)),
  /** Account + captcha → masked contacts, their verified flags and the ticket; CONTACT_NOT_VERIFIED when neither is. */
  checkUser: tenantProcedure.input(ResetCheckUserInputSchema).mutation(({ ctx, input }) => checkResetUser(ctx, input)),
  /** Sends a code to the verified e-mail address or number: {sentTo, expiresInSeconds, resendInSeconds, remaining}. */
  sendCode: tenantProcedure.input(ResetSendCodeInputSchema).mutation(({ ctx, input }) => sendResetCode(ctx, input)),
  /** Codes sent on the channel in the last 24 hours: {used, limit, remaining, resendInSeconds}. */
  codeTimes: tenantProcedure
    .input(z.object({ resetTicket: z.string().min(1).max(1000), channel: ContactChannelSchema }))
    .query(({ ctx, input }) => resetCodeTimes(ctx, input)),
  /** Checks the code: {resetTicket} that may set the password. */
  checkCode: tenantProcedure.input(ResetCheckCodeInputSchema).mutation(({ ctx, input }) => checkResetCode(ctx, input)),
  /** Sets the new password and ends every session of the patron. */
  setPassword: tenantProcedure.input(ResetPasswordInputSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
}
