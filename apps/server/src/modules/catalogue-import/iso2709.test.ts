import { describe, expect, it } from 'vitest'
import { decodeIso2709, MarcDecodeError } from './iso2709.ts'
import type { MarcDataField } from './types.ts'

// Builds an ISO 2709 record (without its record terminator, as the splitter hands it over).
function record(fields: [tag: string, body: number[]][], options: { leader09?: string; lengthDelta?: number } = {}): Uint8Array {
  const FT = 0x1e
  const bodies = fields.map(([, body]) => [...body, FT])
  const base = 24 + fields.length * 12 + 1
  const length = base + bodies.reduce((n, b) => n + b.length, 0) + 1 + (options.lengthDelta ?? 0)
  let offset = 0
  const directory = fields.map(([tag], i) => {
    const entry = `${tag}${String(bodies[i]!.length).padStart(4, '0')}${String(offset).padStart(5, '0')}`
    offset += bodies[i]!.length
    return entry
  })
  const leader = `${String(length).padStart(5, '0')}nam ${options.leader09 ?? 'a'}22${String(base).padStart(5, '0')} a 4500`
  return Uint8Array.from([...Buffer.from(leader + directory.join(''), 'latin1'), FT, ...bodies.flat()])
}
const text = (s: string) => [...Buffer.from(s, 'utf8')]
const sub = (code: string, value: number[]) => [0x1f, code.charCodeAt(0), ...value]

describe('ISO 2709 decoding', () => {
  it('reads a sound record without repairs', () => {
    const decoded = decodeIso2709(record([['001', text('x1')], ['245', [0x31, 0x30, ...sub('a', text('三体'))]]]))
    expect(decoded.repairs).toBeUndefined()
    expect((decoded.fields[1] as MarcDataField).subfields[0]!.value).toBe('三体')
  })

  it('reads around damage and says what it repaired', () => {
    const decoded = decodeIso2709(record([
      ['001', text('x2')],
      // MARC-8: an escape to a G0 set, cut short at the end of the subfield.
      ['245', [0x31, 0x30, ...sub('a', [0x41, 0x1b, 0x28])]],
      // Missing indicators: the subfield delimiter comes first.
      ['650', sub('a', text('History'))],
    ], { leader09: ' ', lengthDelta: 7 }))
    expect(decoded.repairs).toEqual([
      expect.stringMatching(/^leader record length \d+ ≠ \d+ bytes/),
      expect.stringMatching(/^field 245 \$a: 1 undecodable MARC-8/),
      'field 650: missing indicator read as blank',
    ])
    expect((decoded.fields[2] as MarcDataField).ind1).toBe(' ')
  })

  it('replaces invalid UTF-8 and says so', () => {
    const decoded = decodeIso2709(record([['245', [0x31, 0x30, ...sub('a', [0x61, 0xff, 0x62])]]]))
    expect((decoded.fields[0] as MarcDataField).subfields[0]!.value).toBe('a\uFFFDb')
    expect(decoded.repairs).toEqual(['field 245 $a: invalid UTF-8 replaced by U+FFFD'])
  })

  it('still rejects records whose structure cannot be read', () => {
    expect(() => decodeIso2709(Uint8Array.from(Buffer.from('00010nam  2200000 a 4500')))).toThrow(MarcDecodeError)
  })
})
