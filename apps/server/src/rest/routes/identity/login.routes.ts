import { z } from 'zod'
import { revokeCurrentSession } from '../../../data/sessions.ts'
import type { RequestContext } from '../../../kernel/request-context.ts'
import { issueCaptcha } from '../../../modules/identity/captcha.service.ts'
import { passwordTransportKey, signInWithPassword } from '../../../modules/identity/login.service.ts'
import { logoutTarget } from '../../../modules/identity/logout.service.ts'
import { changeOwnPassword, forceModifyPassword } from '../../../modules/identity/password-change.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'
import { passwordSignInReply } from '../../password-sign-in-reply.ts'
import { clearSessionCookies } from '../../session-cookies.ts'

const tag = 'Login'

/** A password exactly as sent (never trimmed: spaces may be part of it); digits-only ones may come as JSON numbers. */
const password = z.preprocess((v) => {
  if (v === null || v === undefined) return undefined
  return typeof v === 'number' ? String(v) : v
}, z.string().max(1024).optional())
const text = (max: number) => lenientString(max).optional()

const newPasswordFields = {
  newPassword: password,
  newPwd: password,
  confirmPassword: password,
  confirmPwd: password,
  rePassword: password,
}

/** Signing out: the caller's session ends (whichever tenant it was opened for), then where the browser goes next. */
async function signOut(ctx: RequestContext) {
  await revokeCurrentSession(ctx)
  return logoutTarget(ctx)
}

/** The new password under its usual name or the short names some clients use. */
const newPasswordOf = (input: { newPassword?: string; newPwd?: string; confirmPassword?: string; confirmPwd?: string; rePassword?: string }) => ({
  newPassword: input.newPassword ?? input.newPwd,
  confirmPassword: input.confirmPassword ?? input.confirmPwd ?? input.rePassword,
})

export const loginRoutes = [
  defineRoute({
    method: 'GET', path: '/oga/verifycode/img', tag, access: 'public', changesState: true,
    // Also answers U3's GET /oga/verifycode/img? : an empty query string is no part of the path.
    summary: 'A one-time login captcha: verifyCode (image data URL) and codeKey (5 minutes, one answer)',
    input: lenientObject({}), operation: (ctx) => issueCaptcha(ctx, 'login'),
  }),
  defineRoute({
    method: 'GET', path: '/oga/login/transportKey', tag, access: 'public',
    summary: 'keyHex: the AES key (hex) a client may encrypt passwords with (AES-ECB, PKCS#7, hex); plain passwords over TLS are accepted too',
    input: lenientObject({}), operation: (ctx) => passwordTransportKey(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/login', tag, access: 'public',
    summary: 'Local sign-in with captcha: data {jwt, jwtHeader} and session cookies; success false with errCode 200 and data false (initial password) or 10000 (password too old) asks for /oga/forceModify',
    input: lenientObject({
      username: text(128), password, verifyCode: text(32), codeKey: text(64), mappingPath: text(200), nextpath: text(2000), uid: text(200),
    }),
    operation: (ctx, input) => signInWithPassword(ctx, input),
    ...passwordSignInReply,
  }),
  defineRoute({
    // A patron who must still bind a contact may sign out too.
    method: 'POST', path: '/oga/logout', tag, access: 'patron-binding',
    summary: 'Signs out: revokes the session behind the token or SESSION cookie and clears the cookies; data.logoutUrl is the unified-authentication logout page or null',
    input: lenientObject({}), operation: (ctx) => signOut(ctx),
    onReply: (reply, _result, ctx) => clearSessionCookies(reply, ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/logoutForExternal', tag, access: 'public',
    summary: 'Like /oga/logout, and also answers success for a caller who is already signed out',
    input: lenientObject({}), operation: (ctx) => signOut(ctx),
    onReply: (reply, _result, ctx) => clearSessionCookies(reply, ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/forceModify', tag, access: 'public',
    summary: 'The password change sign-in asked for: username, oldPassword (or password), newPassword, confirmPassword; then sign in again',
    input: lenientObject({ username: text(128), oldPassword: password, password, ...newPasswordFields }),
    operation: (ctx, input) => forceModifyPassword(ctx, { username: input.username, oldPassword: input.oldPassword ?? input.password, ...newPasswordOf(input) }),
    message: '修改密码成功',
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updatePassword', tag, access: 'patron',
    summary: 'A signed-in patron changes the password: oldPassword, newPassword, confirmPassword',
    input: lenientObject({ oldPassword: password, oldPwd: password, ...newPasswordFields }),
    operation: (ctx, input) => changeOwnPassword(ctx, { oldPassword: input.oldPassword ?? input.oldPwd, ...newPasswordOf(input) }),
    message: '修改密码成功',
  }),
]

