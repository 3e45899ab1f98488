import { createCipheriv, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeTransportedPassword } from './password-transport.ts'

const key = Buffer.from('0123456789abcdef')
const encrypt = (text: string, k = key) => {
  const cipher = createCipheriv(`aes-${k.length * 8}-ecb`, k, null)
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex')
}

describe('login password transport (spec §5)', () => {
  it('decrypts what the web app sends, in either hex case, with 128, 192 and 256-bit keys', () => {
    expect(decodeTransportedPassword(encrypt('Reader@2026'), key)).toBe('Reader@2026')
    expect(decodeTransportedPassword(encrypt('密码Pass1').toUpperCase(), key)).toBe('密码Pass1')
    for (const size of [24, 32]) {
      const k = randomBytes(size)
      expect(decodeTransportedPassword(encrypt('x'.repeat(40), k), k)).toBe('x'.repeat(40))
    }
  })

  it('takes anything else as typed: plain text, other keys, odd hex', () => {
    expect(decodeTransportedPassword('Reader@2026', key)).toBe('Reader@2026')
    expect(decodeTransportedPassword('abcdef', key)).toBe('abcdef')
    const other = encrypt('Reader@2026', Buffer.from('fedcba9876543210'))
    // Under the wrong key the padding check fails (or, rarely, yields control bytes): the value stays as sent.
    expect(decodeTransportedPassword(other, key)).toBe(other)
  })
})
