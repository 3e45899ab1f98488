import { expect, it } from 'vitest'
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts'

const SECRET = 'a-test-secret-of-at-least-32-characters!!'

it('reads back the tenant and subscription it names, and nothing from a token altered or signed elsewhere', () => {
  const token = unsubscribeToken(SECRET, { tenantId: 3, subscriptionId: 41 })
  expect(readUnsubscribeToken(SECRET, token)).toEqual({ tenantId: 3, subscriptionId: 41 })
  const [tenant, subscription, signature] = token.split('.')
  expect(readUnsubscribeToken(SECRET, `${tenant}.${Number(subscription) + 1}.${signature}`)).toBeNull()
  expect(readUnsubscribeToken(SECRET, `4.${subscription}.${signature}`)).toBeNull()
  expect(readUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeNull()
  for (const junk of ['', '3.41', `${token}x`, '0.41.' + signature, `3.41.${signature!.slice(1)}`, '3.41.' + '='.repeat(43)]) expect(readUnsubscribeToken(SECRET, junk)).toBeNull()
})
