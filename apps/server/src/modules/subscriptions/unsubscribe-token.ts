import { createHmac, timingSafeEqual } from 'node:crypto'

// The unsubscribe link of an alert mail works without signing in, so the link itself is the proof: it names one
// tenant and one subscription and carries an HMAC under a key derived from the server's secret for this purpose
// alone (a token made for anything else never verifies here). It only turns e-mail alerts off, which the patron can
// undo in their subscriptions, so it does not expire: an old mail's link keeps working.

const keyOf = (secret: string) => createHmac('sha256', secret).update('portal-unsubscribe:v1').digest()
const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')

export type UnsubscribeTarget = { tenantId: number; subscriptionId: number }

/** `<tenantId>.<subscriptionId>.<signature>`: short enough for any mail client, safe in a URL as it is. */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = `${target.tenantId}.${target.subscriptionId}`
  return `${payload}.${signatureOf(secret, payload)}`
}

/** The tenant and subscription a token names, or null when it was altered or signed with another key. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, tenant, subscription, signature] = match
  const expected = Buffer.from(signatureOf(secret, `${tenant}.${subscription}`))
  const given = Buffer.from(signature!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const target = { tenantId: Number(tenant), subscriptionId: Number(subscription) }
  return target.tenantId <= 2_147_483_647 && target.subscriptionId <= 2_147_483_647 ? target : null
}
