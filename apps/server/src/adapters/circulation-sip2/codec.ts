import { encodeText } from './charset.ts'

// SIP2 (3M Standard Interchange Protocol 2.00) messages: a two-digit command, a fixed-length part, variable fields
// (a two-letter code, the value, the delimiter) and, with error detection on, `AY<seq>AZ<checksum>`. The checksum
// is the 16-bit two's complement of the byte sum from the first byte to the `Z` of AZ. The parser is lenient
// the way real servers need: blank counts, CR, CR LF or no terminator, a trailing delimiter, the delimiter inside a
// value, AZ without AY, unknown codes, and the checksum dialects of Alma (summed as ASCII) and dp2 (UTF-16 code
// units without the final `|AY<n>AZ`). A wrong checksum is reported on the message, never thrown here.

/** Length of each command's fixed part (2.00 layouts). */
export const FIXED_LENGTH: Readonly<Record<string, number>> = {
  '93': 2, '94': 1, '99': 8, '98': 34, '23': 21, '24': 35, '25': 18, '26': 35, '17': 18, '35': 18, '65': 18,
  '01': 19, '63': 31, '64': 59, '11': 38, '29': 38, '12': 22, '30': 22, '09': 37, '10': 22, '18': 24, '66': 27,
  '15': 19, '16': 20, '36': 19, '37': 25, '38': 19, '96': 0, '97': 0,
}

export type Field = readonly [code: string, value: string]

/** valid: the standard rule over the bytes; alma: over the text with non-ASCII as "?"; dp2: dp2library's variant. */
export type ChecksumStatus = 'valid' | 'valid-alma' | 'valid-dp2' | 'invalid' | 'absent'

export type Sip2Message = {
  command: string
  fixed: string
  fields: Field[]
  sequence: number | null
  checksum: string | null
  checksumStatus: ChecksumStatus
}

export type EncodeOptions = { delimiter: string; charset: string; errorDetection: boolean; sequence: number }

/** The 4-hex-digit two's complement of the byte sum. */
export function checksumOf(bytes: Uint8Array): string {
  let sum = 0
  for (const b of bytes) sum = (sum + b) & 0xffff
  return ((-sum) & 0xffff).toString(16).toUpperCase().padStart(4, '0')
}

function unitSum(text: string): number {
  let sum = 0
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) & 0xffff
  return sum
}

/** The message's text (no terminator) in the wire's bytes, with AY/AZ when error detection is on. */
export function encodeMessage(command: string, fixed: string, fields: readonly Field[], options: EncodeOptions): Buffer {
  const body = command + fixed + fields.map(([code, value]) => code + value.replaceAll(options.delimiter, ' ') + options.delimiter).join('')
  if (!options.errorDetection) return encodeText(body, options.charset)
  const head = encodeText(`${body}AY${options.sequence % 10}AZ`, options.charset)
  return Buffer.concat([head, Buffer.from(checksumOf(head), 'ascii')])
}

const TRAILER = /(?:AY(\d))?AZ([0-9A-Fa-f]{1,4})$/
const SEQUENCE_ONLY = /AY(\d)$/

/** Which checksum rule, if any, the AZ value satisfies. `head` is the text up to and including AZ. */
export function checkChecksum(head: string, checksum: string, bytes?: Uint8Array): ChecksumStatus {
  const value = Number.parseInt(checksum, 16)
  const zero = (sum: number) => ((sum + value) & 0xffff) === 0
  const headBytes = bytes ?? Buffer.from(head, 'utf8')
  if (zero(unitSumBytes(headBytes))) return 'valid'
  if (zero(unitSum(head.replace(/[^ -~\t]/gu, '?')))) return 'valid-alma'
  const dp2Body = head.replace(/\|?AY\dAZ$/, '')
  if (dp2Body !== head && zero(unitSum(dp2Body))) return 'valid-dp2'
  return 'invalid'
}

function unitSumBytes(bytes: Uint8Array): number {
  let sum = 0
  for (const b of bytes) sum = (sum + b) & 0xffff
  return sum
}

/** Strips CR, LF and a trailing NUL the way servers end their messages. */
export function stripTerminator(text: string): string {
  return text.replace(/[\r\n\0]+$/, '')
}

/**
 * Parses one message. `raw` is its text (decoded from the wire's character set); `bytes` its bytes without the
 * terminator when known, for the checksum (without them the text's UTF-8 bytes are summed).
 */
export function parseMessage(raw: string, delimiter = '|', bytes?: Uint8Array): Sip2Message {
  const text = stripTerminator(raw).replace(/^[\r\n]+/, '')
  const command = text.slice(0, 2)
  const fixedLength = FIXED_LENGTH[command] ?? 0
  const variableStart = Math.min(2 + fixedLength, text.length)
  let end = text.length
  let sequence: number | null = null
  let checksum: string | null = null
  let checksumStatus: ChecksumStatus = 'absent'
  const trailer = TRAILER.exec(text)
  if (trailer && trailer.index >= variableStart) {
    end = trailer.index
    sequence = trailer[1] === undefined ? null : Number(trailer[1])
    checksum = trailer[2]!.toUpperCase()
    const head = text.slice(0, text.length - trailer[2]!.length)
    const headBytes = bytes ? bytes.subarray(0, bytes.length - trailer[2]!.length) : undefined
    checksumStatus = checksum.length === 4 ? checkChecksum(head, checksum, headBytes) : 'invalid'
  } else {
    const onlySequence = SEQUENCE_ONLY.exec(text)
    if (onlySequence && onlySequence.index >= variableStart) {
      end = onlySequence.index
      sequence = Number(onlySequence[1])
    }
  }
  return { command, fixed: text.slice(2, variableStart), fields: parseFields(text.slice(variableStart, end), delimiter), sequence, checksum, checksumStatus }
}

const CODE = /^[A-Z][A-Z0-9]$/

/** Variable fields: a piece that does not start with a field code belongs to the value before it (`leona|rdr@`). */
export function parseFields(variable: string, delimiter = '|'): Field[] {
  const fields: [string, string][] = []
  for (const piece of variable.split(delimiter)) {
    const last = fields.at(-1)
    if (CODE.test(piece.slice(0, 2))) fields.push([piece.slice(0, 2), piece.slice(2)])
    else if (last && piece !== '') last[1] += delimiter + piece
  }
  // A trailing delimiter split off an empty piece; a value that ended in the delimiter keeps nothing extra.
  return fields
}

/** The first value of a field code, or undefined. */
export function field(message: Pick<Sip2Message, 'fields'>, code: string): string | undefined {
  return message.fields.find(([c]) => c === code)?.[1]
}

/** Every value of a repeatable field code, in order. */
export function fieldsOf(message: Pick<Sip2Message, 'fields'>, code: string): string[] {
  return message.fields.filter(([c]) => c === code).map(([, value]) => value)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `YYYYMMDD    HHMMSS` in the given time zone offset (minutes east of UTC; the blanks say "local time"). */
export function formatSip2Date(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000)
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}    ${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
}

/**
 * Reads the dates servers send: `YYYYMMDDZZZZHHMMSS` (zone blanks or 0000 = local, `UTC`/`Z` = UTC), ISO days
 * (dp2: `2022-03-26`), `2023-08-31 23:59:00 CEST` (the zone name is ignored: local). Local means the offset given.
 */
export function parseSip2Date(value: string | undefined, offsetMinutes = -new Date().getTimezoneOffset()): Date | null {
  const text = (value ?? '').trim()
  const fromLocal = (y: string, mo: string, d: string, h = '0', mi = '0', s = '0', utc = false) => {
    const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
    const date = new Date(utc ? at : at - offsetMinutes * 60_000)
    return Number.isNaN(date.getTime()) || Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 ? null : date
  }
  const standard = /^(\d{4})(\d{2})(\d{2})(.{4})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '')
  if (standard) {
    const zone = standard[4]!.trim().toUpperCase()
    return fromLocal(standard[1]!, standard[2]!, standard[3]!, standard[5], standard[6], standard[7], zone === 'UTC' || zone === 'Z' || zone === 'GMT')
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text)
  if (iso) return fromLocal(iso[1]!, iso[2]!, iso[3]!, iso[4], iso[5], iso[6])
  const dayOnly = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  return dayOnly ? fromLocal(dayOnly[1]!, dayOnly[2]!, dayOnly[3]!) : null
}
