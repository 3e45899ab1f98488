import { z } from 'zod'

// Password reset without signing in (/resetPassword) and contact binding of a signed-in patron
// (/forceBinding): the inputs of the passwordReset and contact procedures, and the code rules the pages show.

// The code rules (VERIFICATION_CODE_DIGITS, VERIFICATION_CODE_RESEND_SECONDS) are in values.ts (no zod, for the browser).

/** EMAIL: a code by e-mail; SMS: a code by text message. */
export const ContactChannelSchema = z.enum(['EMAIL', 'SMS'])
export type ContactChannel = z.infer<typeof ContactChannelSchema>

const ticket = z.string().min(1).max(1000)
const code = z.string().trim().max(20)
const password = z.string().max(1000)

export const ResetCheckUserInputSchema = z.object({
  username: z.string().trim().min(1).max(128),
  verifyCode: z.string().trim().max(20),
  codeKey: z.string().trim().max(64),
})
export const ResetSendCodeInputSchema = z.object({ resetTicket: ticket, channel: ContactChannelSchema })
export const ResetCheckCodeInputSchema = z.object({ resetTicket: ticket, channel: ContactChannelSchema, code })
/** Passwords as typed or AES-ECB transported (the web app encrypts them, spec §5). */
export const ResetPasswordInputSchema = z.object({ resetTicket: ticket, newPassword: password, confirmPassword: password })

/** `currentPassword` (as typed, or in the login transport's hex) is needed while the patron has a verified contact. */
export const ContactSendCodeInputSchema = z.object({ channel: ContactChannelSchema, target: z.string().trim().min(1).max(254), currentPassword: z.string().max(512).optional() })
export const ContactConfirmInputSchema = z.object({ channel: ContactChannelSchema, target: z.string().trim().max(254).optional(), code })
export const ContactChannelInputSchema = z.object({ channel: ContactChannelSchema })
