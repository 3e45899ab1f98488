import { createHmac } from 'node:crypto'
import type { Env } from '../env.ts'
import type { SecuritySettings } from './request-context.ts'

/**
 * The sign-in settings services read from the request context. Without PASSWORD_TRANSPORT_KEY the transport
 * key is derived from the JWT secret, so every deployment has its own without one more setting to keep.
 */
export function securitySettings(env: Pick<Env, 'JWT_SECRET' | 'CAPTCHA_FIXED_CODE' | 'PASSWORD_TRANSPORT_KEY'>): SecuritySettings {
  const passwordTransportKey = env.PASSWORD_TRANSPORT_KEY
    ? Buffer.from(env.PASSWORD_TRANSPORT_KEY, 'utf8')
    : createHmac('sha256', env.JWT_SECRET).update('login-password-transport').digest().subarray(0, 16)
  return { captchaFixedCode: env.CAPTCHA_FIXED_CODE ?? null, passwordTransportKey }
}
