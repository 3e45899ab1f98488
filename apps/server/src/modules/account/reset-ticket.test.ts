import { describe, expect, it } from 'vitest'
import { readResetTicket, RESET_TICKET_LIFETIME_MS, signResetTicket } from './reset-ticket.ts'

const SECRET = 'test-secret-0123456789-0123456789'
const ticket = { tenantId: 1, patronId: 7, stage: 'identified' as const, channel: null, passwordFingerprint: 'abc' }

describe('reset tickets', () => {
  it('reads back what was signed, until it expires', () => {
    const now = 1_000_000
    const value = signResetTicket(SECRET, ticket, now)
    expect(readResetTicket(SECRET, value, now + 1000)).toMatchObject(ticket)
    expect(readResetTicket(SECRET, value, now + RESET_TICKET_LIFETIME_MS.identified + 1)).toBeNull()
  })

  it('refuses a ticket signed with another secret, altered, or cut', () => {
    const value = signResetTicket(SECRET, ticket)
    expect(readResetTicket('another-secret-0123456789-01234567', value)).toBeNull()
    const [payload, signature] = value.split('.')
    const altered = Buffer.from(JSON.stringify({ ...ticket, patronId: 8, expiresAt: Date.now() + 60_000 })).toString('base64url')
    expect(readResetTicket(SECRET, `${altered}.${signature}`)).toBeNull()
    expect(readResetTicket(SECRET, payload!)).toBeNull()
    expect(readResetTicket(SECRET, '')).toBeNull()
  })
})
