import { createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encryptPassword } from './password-cipher.ts'

const decrypt = (hex: string, keyHex: string) => {
  const key = Buffer.from(keyHex, 'hex')
  const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null)
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8')
}

describe('password transport cipher', () => {
  it('produces what the server decrypts (AES-ECB, PKCS#7, hex)', () => {
    const key = '30313233343536373839616263646566'
    const sent = encryptPassword('Reader@2026', key)
    expect(sent).toMatch(/^[0-9a-f]{32}$/)
    expect(decrypt(sent, key)).toBe('Reader@2026')
    expect(decrypt(encryptPassword('中文密码Pass1234567', key), key)).toBe('中文密码Pass1234567')
  })
})
