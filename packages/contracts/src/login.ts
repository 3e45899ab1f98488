import { z } from 'zod'

// Local sign-in of patrons (spec §4 "Login success", contract §3.9 /oga/*): the web app's tRPC shapes.

/**
 * A password as it travels: AES-ECB hex from our web app or typed text from API clients (the server decodes
 * both). Long enough for the hex of the longest accepted password, short enough to refuse junk cheaply.
 */
const TransportedPassword = z.string().max(1024)
const Username = z.string().trim().max(128)

export const LoginTransportKeySchema = z.object({
  /** AES key, hex, the web app encrypts passwords with (compatibility with LibStar's form, not protection: TLS is). */
  keyHex: z.string(),
})
export type LoginTransportKey = z.infer<typeof LoginTransportKeySchema>

export const LoginCaptchaSchema = z.object({
  /** The image as a data URL usable as <img src>. */
  verifyCode: z.string(),
  /** One-time key of this captcha, sent back with the answer. */
  codeKey: z.string(),
})
export type LoginCaptcha = z.infer<typeof LoginCaptchaSchema>

export const SignInInputSchema = z.object({
  username: Username,
  password: TransportedPassword,
  verifyCode: z.string().max(32),
  codeKey: z.string().max(64),
})
export type SignInInput = z.infer<typeof SignInInputSchema>

/**
 * ok: signed in. mustBindContact: the tenant requires a verified e-mail or phone and the patron has neither
 * (spec §4: the web app then drops the session and opens the binding screen).
 * mustChangePassword: still the initial password; passwordExpired: unchanged for longer than the tenant allows.
 * Neither of those opens a session; the patron changes the password with forceModify first.
 */
const MustChangePasswordSchema = z.object({ status: z.literal('mustChangePassword'), message: z.string() })
const PasswordExpiredSchema = z.object({ status: z.literal('passwordExpired'), message: z.string() })

export const SignInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), jwt: z.string(), jwtHeader: z.string(), mustBindContact: z.boolean() }),
  MustChangePasswordSchema,
  PasswordExpiredSchema,
])
export type SignInResult = z.infer<typeof SignInResultSchema>

/**
 * A form that checks the password and binds without signing in (WeChat's /oga/userBind): bound, or sign-in's
 * "change the password first" (nothing bound then).
 */
export const PasswordBindResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), bound: z.literal(true) }),
  MustChangePasswordSchema,
  PasswordExpiredSchema,
])
export type PasswordBindResult = z.infer<typeof PasswordBindResultSchema>

export const SignOutResultSchema = z.object({
  /** Where the browser goes next when the tenant signs in through unified authentication; else null. */
  logoutUrl: z.string().nullable(),
})
export type SignOutResult = z.infer<typeof SignOutResultSchema>

export const ForceModifyInputSchema = z.object({
  username: Username,
  oldPassword: TransportedPassword,
  newPassword: TransportedPassword,
  confirmPassword: TransportedPassword,
})
export type ForceModifyInput = z.infer<typeof ForceModifyInputSchema>

export const ChangePasswordInputSchema = z.object({
  oldPassword: TransportedPassword,
  newPassword: TransportedPassword,
  confirmPassword: TransportedPassword,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

export const PasswordChangedSchema = z.object({ done: z.literal(true) })
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>
