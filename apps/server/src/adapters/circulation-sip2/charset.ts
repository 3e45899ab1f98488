import iconv from 'iconv-lite'

// The wire's character set. SIP2 names none: most ILSs speak UTF-8 today, Chinese systems often GB18030, older
// 3M-era servers CP850 or Latin-1. iconv-lite does both directions for all of them.

/** The canonical name of a character set the connector can use, or null when iconv-lite does not know it. */
export function knownCharset(name: string): string | null {
  const trimmed = name.trim()
  return trimmed && iconv.encodingExists(trimmed) ? trimmed.toUpperCase() : null
}

export function encodeText(text: string, charset: string): Buffer {
  return /^utf-?8$/i.test(charset) ? Buffer.from(text, 'utf8') : iconv.encode(text, charset)
}

export function decodeText(bytes: Uint8Array, charset: string): string {
  return /^utf-?8$/i.test(charset) ? Buffer.from(bytes).toString('utf8') : iconv.decode(Buffer.from(bytes), charset)
}
