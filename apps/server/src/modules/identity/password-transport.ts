import { createDecipheriv } from 'node:crypto'

const HEX_BLOCKS = /^(?:[0-9a-fA-F]{32})+$/

/**
 * The password as the patron typed it. Our web app sends it AES-ECB encrypted (PKCS#7, hex; spec §5) with the
 * deployment's transport key; API clients in the wild send it as typed (contract §4.1). A value that is whole
 * hex blocks and decrypts to valid padding and UTF-8 is the encrypted form; anything else is taken as typed.
 * A typed password that happens to be such a value (whole 16-byte hex blocks that decrypt to valid padding and
 * text under this key) is astronomically unlikely. This is compatibility, not protection: TLS is.
 */
export function decodeTransportedPassword(value: string, key: Buffer): string {
  if (!HEX_BLOCKS.test(value)) return value
  try {
    const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null)
    const plain = Buffer.concat([decipher.update(Buffer.from(value, 'hex')), decipher.final()])
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain)
    return text.length > 0 && ![...text].some((c) => c.charCodeAt(0) < 0x20) ? text : value
  } catch {
    return value
  }
}
