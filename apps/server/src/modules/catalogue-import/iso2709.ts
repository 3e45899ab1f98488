import { decodeMarc8 } from './marc8.ts'
import type { MarcField, MarcRecord, MarcSubfield } from './types.ts'

// ISO 2709 record decoding (MARC 21 and UNIMARC). Records are framed by the record terminator 0x1D
// (robust against wrong leader lengths); each record is then decoded through its directory, by byte
// offsets, and validated: a structural error rejects the record with a reason, never the file. Damage a
// record can be read around (a wrong leader length, undecodable characters, a missing indicator) is
// repaired and each repair is reported, so the import can warn about the record instead of losing it.

const FIELD_END = 0x1e
const SUBFIELD = 0x1f
const utf8Strict = new TextDecoder('utf-8', { fatal: true })
const utf8Lenient = new TextDecoder('utf-8')
const latin1 = new TextDecoder('latin1')

export class MarcDecodeError extends Error {}

type Charset = 'utf8' | 'marc8' | 'unimarc'

function decodeText(bytes: Uint8Array, charset: Charset, where: string, repairs: string[]): string {
  if (charset === 'marc8') {
    // Records coded as MARC-8 (leader/09 blank) that are really UTF-8 are common: prefer UTF-8 when
    // the bytes contain no escape sequence and are valid UTF-8 with multibyte characters.
    if (!bytes.includes(0x1b) && bytes.some((b) => b >= 0xc2)) {
      try {
        return utf8Strict.decode(bytes)
      } catch {
        // fall through to MARC-8
      }
    }
    // Undecodable MARC-8 becomes U+FFFD; the record is still usable.
    const { text, invalid } = decodeMarc8(bytes)
    if (invalid) repairs.push(`${where}: ${invalid} undecodable MARC-8 byte sequence(s) replaced by U+FFFD`)
    return text
  }
  try {
    return utf8Strict.decode(bytes)
  } catch {
    // UNIMARC files of unknown character set fall back to Latin-1; invalid UTF-8 bytes in a UTF-8
    // record become U+FFFD.
    if (charset === 'unimarc') {
      repairs.push(`${where}: not UTF-8, read as Latin-1`)
      return latin1.decode(bytes)
    }
    repairs.push(`${where}: invalid UTF-8 replaced by U+FFFD`)
    return utf8Lenient.decode(bytes)
  }
}

const ascii = (bytes: Uint8Array, from: number, to: number) => latin1.decode(bytes.subarray(from, to))
const digits = (text: string) => /^\d+$/.test(text)

/** Decodes one ISO 2709 record (the bytes between two record terminators, terminator excluded). */
export function decodeIso2709(raw: Uint8Array, options: { unimarc?: boolean } = {}): MarcRecord {
  if (raw.length < 24) throw new MarcDecodeError(`record too short (${raw.length} bytes) for a leader`)
  const leader = ascii(raw, 0, 24)
  const lengthText = leader.slice(0, 5)
  const baseText = leader.slice(12, 17)
  if (!digits(lengthText)) throw new MarcDecodeError(`leader record length "${lengthText}" is not numeric`)
  if (!digits(baseText)) throw new MarcDecodeError(`leader base address "${baseText}" is not numeric`)
  const repairs: string[] = []
  // A leader length that disagrees with the framing (0x1D) is tolerated: the directory decides.
  if (Number(lengthText) !== raw.length + 1) repairs.push(`leader record length ${Number(lengthText)} ≠ ${raw.length + 1} bytes up to the record terminator`)
  const base = Number(baseText)
  if (base <= 24 || base > raw.length) throw new MarcDecodeError(`base address ${base} is outside the record`)
  // The directory ends with a field terminator, normally just before the base address.
  const directoryEnd = raw[base - 1] === FIELD_END ? base - 1 : raw.indexOf(FIELD_END, 24)
  if (directoryEnd === -1) throw new MarcDecodeError('directory has no field terminator')
  const directoryLength = directoryEnd - 24
  if (directoryLength % 12 !== 0) throw new MarcDecodeError(`directory length ${directoryLength} is not a multiple of 12`)
  const charset: Charset = options.unimarc ? 'unimarc' : leader[9] === 'a' ? 'utf8' : 'marc8'
  const fields: MarcField[] = []
  for (let entry = 24; entry < directoryEnd; entry += 12) {
    const tag = ascii(raw, entry, entry + 3)
    const lenText = ascii(raw, entry + 3, entry + 7)
    const startText = ascii(raw, entry + 7, entry + 12)
    if (!digits(lenText) || !digits(startText)) throw new MarcDecodeError(`directory entry ${(entry - 24) / 12 + 1} (${tag}) is not numeric`)
    const start = base + Number(startText)
    const end = start + Number(lenText)
    if (Number(lenText) === 0 || end > raw.length) throw new MarcDecodeError(`field ${tag} (directory entry ${(entry - 24) / 12 + 1}) lies outside the record`)
    // The last byte should be the field terminator; tolerate its absence like other readers do.
    const data = raw.subarray(start, raw[end - 1] === FIELD_END ? end - 1 : end)
    if (/^00[1-9]$/.test(tag)) {
      fields.push({ tag, value: decodeText(data, charset, `field ${tag}`, repairs) })
      continue
    }
    // A missing indicator (delimiter in its place) reads as blank.
    if (data[0] === SUBFIELD || data[1] === SUBFIELD) repairs.push(`field ${tag}: missing indicator read as blank`)
    const ind1 = data[0] === SUBFIELD ? ' ' : String.fromCharCode(data[0]!)
    const ind2 = data[0] === SUBFIELD || data[1] === SUBFIELD ? ' ' : String.fromCharCode(data[1]!)
    const subfields: MarcSubfield[] = []
    // Bytes between the indicators and the first subfield delimiter are dropped (tolerated).
    let i = data.indexOf(SUBFIELD, Math.min(2, data.indexOf(SUBFIELD) === -1 ? 2 : data.indexOf(SUBFIELD)))
    if (i === -1) i = data.length
    while (i < data.length) {
      // data[i] is a subfield delimiter here
      let next = data.indexOf(SUBFIELD, i + 1)
      if (next === -1) next = data.length
      if (next > i + 1) {
        const code = String.fromCharCode(data[i + 1]!)
        subfields.push({ code, value: decodeText(data.subarray(i + 2, next), charset, `field ${tag} $${code}`, repairs) })
      }
      i = next
    }
    fields.push({ tag, ind1, ind2, subfields })
  }
  return repairs.length ? { leader, fields, repairs } : { leader, fields }
}

/** Splits an ISO 2709 byte stream into raw records (async), keeping the byte offset of each. */
export async function* splitIso2709(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<{ offset: number; bytes: Uint8Array }> {
  let pending: Buffer = Buffer.alloc(0)
  let pendingOffset = 0
  for await (const chunk of chunks) {
    const buffer = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    let start = 0
    for (;;) {
      const end = buffer.indexOf(0x1d, start)
      if (end === -1) break
      yield* trimmed(buffer.subarray(start, end), pendingOffset + start)
      start = end + 1
    }
    pendingOffset += start
    pending = Buffer.from(buffer.subarray(start))
  }
  yield* trimmed(pending, pendingOffset)
}

function* trimmed(bytes: Uint8Array, offset: number): Generator<{ offset: number; bytes: Uint8Array }> {
  // Line breaks or padding between records are not part of the next record.
  let skip = 0
  while (skip < bytes.length && (bytes[skip] === 0x0a || bytes[skip] === 0x0d || bytes[skip] === 0x00 || bytes[skip] === 0x20)) skip++
  if (skip < bytes.length) yield { offset: offset + skip, bytes: bytes.subarray(skip) }
}
