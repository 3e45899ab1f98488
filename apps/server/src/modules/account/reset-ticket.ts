import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { VerificationChannel } from '@portal/db'

/**
 * The password-reset flow is stateless between its steps: each step hands the browser a signed ticket naming
 * tenant, patron, how far the flow got and until when. `identified` (the account and captcha were checked) may
 * ask for and check codes; `verified` (a code was checked) may set the password. The ticket carries a
 * fingerprint of the current password hash, so it dies the moment the password changes: it works once.
 */
export type ResetStage = 'identified' | 'verified'
export type ResetTicket = { tenantId: number; patronId: number; stage: ResetStage; channel: VerificationChannel | null; expiresAt: number; passwordFingerprint: string }

export const RESET_TICKET_LIFETIME_MS: Record<ResetStage, number> = { identified: 20 * 60_000, verified: 10 * 60_000 }

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`reset-ticket:${payload}`).digest('base64url')

export const passwordFingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16)

export function signResetTicket(secret: string, ticket: Omit<ResetTicket, 'expiresAt'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...ticket, expiresAt: now + RESET_TICKET_LIFETIME_MS[ticket.stage] })).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The ticket's content when the signature holds and it has not expired; null otherwise (forged, cut, old). */
export function readResetTicket(secret: string, value: string, now = Date.now()): ResetTicket | null {
  const [payload, signature, ...rest] = value.split('.')
  if (!payload || !signature || rest.length || value.length > 1000) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ResetTicket
    return typeof ticket.expiresAt === 'number' && ticket.expiresAt > now ? ticket : null
  } catch {
    return null
  }
}
