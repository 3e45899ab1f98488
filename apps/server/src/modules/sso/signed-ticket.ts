import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '../../kernel/app-error.ts'

/**
 * What a ticket is for. Each purpose signs with its own key, so a ticket made for one step (the sign-on
 * state cookie) can never be replayed at another (binding a WeChat account).
 */
export type TicketPurpose = 'sso-state' | 'sso-uid' | 'wechat-openid'

const keyOf = (secret: string, purpose: TicketPurpose) => createHmac('sha256', secret).update(`portal-ticket:${purpose}`).digest()

const mac = (secret: string, purpose: TicketPurpose, body: string) => createHmac('sha256', keyOf(secret, purpose)).update(body).digest('base64url')

/**
 * A short-lived, tamper-proof token carrying `payload` (base64url JSON + HMAC-SHA256). It is readable by
 * whoever holds it, so it carries ids the holder may know (their own openid, state), never secrets of others.
 */
export function signTicket(secret: string, purpose: TicketPurpose, payload: Record<string, unknown>, lifetimeSeconds: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + lifetimeSeconds })).toString('base64url')
  return `${body}.${mac(secret, purpose, body)}`
}

/**
 * The payload of a ticket signed for `purpose`. A forged, altered or foreign ticket answers `invalid`, an old
 * one `expired` (BINDING_EXPIRED: the patron signs on again).
 */
export function readTicket(secret: string, purpose: TicketPurpose, ticket: string, now = Date.now()): Record<string, unknown> {
  const [body, signature, extra] = ticket.split('.')
  if (!body || !signature || extra !== undefined) throw new AppError('SSO_FAILED')
  const expected = Buffer.from(mac(secret, purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('SSO_FAILED')
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    throw new AppError('SSO_FAILED')
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new AppError('SSO_FAILED')
  const exp = (payload as { exp?: unknown }).exp
  if (typeof exp !== 'number' || exp * 1000 <= now) throw new AppError('BINDING_EXPIRED')
  return payload as Record<string, unknown>
}
