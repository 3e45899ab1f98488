// Reads a raw RFC 5322 message as a local SMTP stand-in received it (smtp-server hands over bytes): the
// headers with RFC 2047 words decoded, and the text/plain body with its transfer encoding undone. Test
// tooling for the mail contract test and the browser tests' mailbox; it reads what nodemailer writes
// (single part or multipart, base64 / quoted-printable / 7bit / 8bit, UTF-8), not every message in the wild.

export type ReceivedMail = { headers: Record<string, string>; subject: string; from: string; to: string; text: string; raw: string }

const decodeQuotedPrintable = (text: string): Buffer => {
  const bytes: number[] = []
  const soft = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3)
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i]!, 'latin1'))
  }
  return Buffer.from(bytes)
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words, with the blanks between adjacent words dropped as RFC 2047 says. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    )
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end < 0 ? raw : raw.slice(0, end)
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8')
    default:
      return Buffer.from(body, 'latin1').toString('utf8')
  }
}

/** The first text/plain part of a (possibly multipart) entity, decoded. */
function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const text = plainText(part.replace(/^\r?\n/, ''))
      if (text) return text
    }
    return ''
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n').trimEnd() : ''
}

/** `raw` as sent over SMTP (latin1 view of the bytes, so 8bit bodies survive until they are decoded). */
export function readReceivedMail(rawBytes: Buffer): ReceivedMail {
  const raw = rawBytes.toString('latin1')
  const { headers } = splitHeaders(raw)
  const decoded = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, decodeHeaderWords(value)]))
  return { headers: decoded, subject: decoded.subject ?? '', from: decoded.from ?? '', to: decoded.to ?? '', text: plainText(raw), raw: rawBytes.toString('utf8') }
}
