import { createRequire } from 'node:module'

// MARC-8 → Unicode. No maintained JS library decodes MARC-8 correctly (see docs/import.md), so the
// decoder below is ours, but the character tables — including EACC, the CJK multibyte set — come from
// the `marc8` npm package (a port of pymarc's / LC's MARC-8 mapping tables, 16,000+ code points).

const require = createRequire(import.meta.url)
type CodeSets = Record<number, Record<number, [number, number]>>
const { CODESETS } = require('marc8/lib/marc8_mapping.js') as { CODESETS: CodeSets }

const BASIC_LATIN = 0x42
const ANSEL = 0x45
const EACC = 0x31
const G0_INTRO = new Set([0x28, 0x2c, 0x24]) // ( , $
const G1_INTRO = new Set([0x29, 0x2d]) // ) -

export type Marc8Result = { text: string; invalid: number }

/** Decodes one MARC-8 field (or subfield) value; unknown code points become U+FFFD and are counted. */
export function decodeMarc8(bytes: Uint8Array): Marc8Result {
  let g0 = BASIC_LATIN
  let g1 = ANSEL
  const out: string[] = []
  let combining: string[] = []
  let invalid = 0
  let pos = 0
  const emit = (char: string, isCombining: boolean) => {
    if (isCombining) {
      combining.push(char)
      return
    }
    out.push(char)
    if (combining.length) {
      out.push(...combining)
      combining = []
    }
  }
  while (pos < bytes.length) {
    const byte = bytes[pos]!
    if (byte === 0x1b) {
      const next = bytes[pos + 1]
      if (next === undefined) {
        invalid++
        break
      }
      if (next === 0x24) {
        // ESC $ F (multibyte G0), ESC $ , F, ESC $ ) F / ESC $ - F (multibyte G1)
        const third = bytes[pos + 2]
        if (third === 0x2c || third === 0x28) {
          g0 = bytes[pos + 3] ?? g0
          pos += 4
        } else if (third === 0x29 || third === 0x2d) {
          g1 = bytes[pos + 3] ?? g1
          pos += 4
        } else {
          if (third === undefined) invalid++
          g0 = third ?? g0
          pos += 3
        }
        continue
      }
      if (G0_INTRO.has(next)) {
        const final = bytes[pos + 2]
        if (final === undefined) {
          invalid++
          break
        }
        g0 = final
        pos += 3
        continue
      }
      if (G1_INTRO.has(next)) {
        const final = bytes[pos + 2]
        if (final === undefined) {
          invalid++
          break
        }
        g1 = final
        pos += 3
        continue
      }
      // ESC s (back to ASCII), ESC g / b / p (Greek symbols, subscripts, superscripts) into G0.
      g0 = next === 0x73 ? BASIC_LATIN : next
      pos += 2
      continue
    }
    if (g0 === EACC && byte > 0x20 && byte < 0x7f) {
      if (pos + 3 > bytes.length) {
        invalid++
        break
      }
      const code = byte * 65536 + bytes[pos + 1]! * 256 + bytes[pos + 2]!
      pos += 3
      const pair = CODESETS[EACC]?.[code]
      if (pair) emit(String.fromCodePoint(pair[0]), pair[1] === 1)
      else {
        invalid++
        emit('\uFFFD', false)
      }
      continue
    }
    pos++
    if (byte < 0x20 || (byte > 0x80 && byte < 0xa0)) {
      emit(String.fromCharCode(byte), false)
      continue
    }
    if (byte === 0x20) {
      emit(' ', false)
      continue
    }
    const set = byte > 0x80 ? g1 : g0
    const code = set === BASIC_LATIN && byte < 0x80 ? byte : byte
    const pair = CODESETS[set]?.[code] ?? (byte < 0x80 && set === BASIC_LATIN ? [byte, 0] : undefined)
    if (pair) emit(String.fromCodePoint(pair[0]), pair[1] === 1)
    else {
      invalid++
      emit('\uFFFD', false)
    }
  }
  if (combining.length) out.push(...combining)
  let text = out.join('').normalize('NFC')
  // MARC-8 records may carry characters outside the repertoire as numeric character references.
  text = text.replace(/&#x([0-9a-f]{2,6});/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
  return { text, invalid }
}
