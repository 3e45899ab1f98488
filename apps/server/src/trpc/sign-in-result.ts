import type { SignInResult } from '@portal/contracts'
import type { PasswordSignIn } from '../modules/identity/login.service.ts'

/**
 * A password sign-in as the web app gets it, from identity.signIn and sso.bindUid alike: the token travels in the
 * answer (the web app keeps it, spec §4), the session id stays on the server; or "change the password first".
 */
export function presentSignIn(result: PasswordSignIn): SignInResult {
  if (result.status !== 'ok') return result
  return { status: 'ok', jwt: result.session.jwt, jwtHeader: result.session.jwtHeader, mustBindContact: result.mustBindContact }
}
