import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXED_LENGTH, field, fieldsOf, parseMessage } from './codec.ts'
import { parseItemInformation, parsePatronInformation, parseRenewAllResponse, parseRenewResponse } from './messages.ts'

// The codec against 94 messages published by real ILSs and SIP2 libraries (Sierra, Evergreen, Polaris, Alma, FBS,
// dp2, the 3M guide's examples), kept outside the repository in ../shared/fixtures/sip2 (its README describes them).

const FOLDER = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/sip2')
const present = existsSync(path.join(FOLDER, 'messages.jsonl'))
if (!present) console.warn(`SIP2 fixture tests skipped: ${FOLDER} is not there (the shared fixtures sit beside the repository)`)

type Fixture = {
  id: string; command: string; raw: string; checksum_ok: boolean | null
  fields: { variable?: Record<string, string[]>; error_detection?: { AY?: string; AZ?: string } }; notes: string
}
const fixtures: Fixture[] = present ? readFileSync(path.join(FOLDER, 'messages.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Fixture) : []
const byId = (id: string) => fixtures.find((f) => f.id === id)!
const delimiterOf = (f: Fixture) => (f.id === 'folio-93-login-caret-delim' ? '^' : '|')

describe.skipIf(!present)('SIP2 fixtures of real servers', () => {
  it('has the 94 messages', () => {
    expect(fixtures).toHaveLength(94)
  })

  it('reads the command, AY and AZ of every message', () => {
    for (const f of fixtures) {
      const m = parseMessage(f.raw, delimiterOf(f))
      expect(m.command, f.id).toBe(f.command)
      expect(FIXED_LENGTH[m.command], f.id).toBeDefined()
      expect(m.checksum ?? undefined, f.id).toBe(f.fields.error_detection?.AZ)
      expect(m.sequence === null ? undefined : String(m.sequence), f.id).toBe(f.fields.error_detection?.AY)
    }
  })

  it('agrees with the README on every checksum: valid ones verify, wrong ones are reported, dp2’s verify under its own rule', () => {
    for (const f of fixtures) {
      const status = parseMessage(f.raw, delimiterOf(f)).checksumStatus
      if (f.checksum_ok === null) expect(status, f.id).toBe('absent')
      else if (f.checksum_ok) expect(status, f.id).toBe('valid')
      else if (f.id.startsWith('dp2-')) expect(status, f.id).toBe('valid-dp2')
      else expect(status, f.id).toBe('invalid')
    }
  })

  it('reads the variable fields as the README decodes them, repeated codes in order', () => {
    for (const f of fixtures) {
      const m = parseMessage(f.raw, delimiterOf(f))
      for (const [code, values] of Object.entries(f.fields.variable ?? {})) expect(fieldsOf(m, code), `${f.id} ${code}`).toEqual(values)
    }
  })

  it('finds invalid patrons (BL N) in Sierra, Polaris, TLC and Evergreen answers, and a valid one in Polaris’s', () => {
    for (const id of ['nypl-64-polaris-no-such-patron', 'nypl-64-tlc-no-such-patron', 'nypl-64-sierra-invalid-card', 'nypl-64-evergreen-inactive']) {
      expect(parsePatronInformation(parseMessage(byId(id).raw)).valid, id).toBe(false)
    }
    const polaris = parsePatronInformation(parseMessage(byId('nypl-64-polaris-valid').raw))
    expect(polaris).toMatchObject({ valid: true, name: 'Falk, Jen', chargedLimit: 75 })
  })

  it('reads Sierra’s blank counts and hold items, the guide’s charged items, and a Danish renewal refusal', () => {
    const sierra = parsePatronInformation(parseMessage(byId('nypl-64-sierra-hold-items').raw))
    expect(sierra.holdItems).toEqual(['123', '456', '789'])
    expect(parsePatronInformation(parseMessage(byId('nypl-64-sierra-invalid-card').raw)).counts.holds).toBeNull()
    expect(parsePatronInformation(parseMessage(byId('g-64-patron-info').raw)).chargedItems).toEqual(['ChargeItem1', 'ChargeItem2'])
    const refused = parseRenewResponse(parseMessage(byId('fbs-30-renew-refused').raw))
    expect(refused.ok).toBe(false)
    expect(refused.screenMessages.join(' ')).toContain('BEFORE_RENEW_PERIOD')
    expect(parseRenewResponse(parseMessage(byId('lordelph-30-renew-ok').raw)).ok).toBe(true)
    expect(parseRenewAllResponse(parseMessage(byId('lordelph-66-renew-all').raw))).toMatchObject({ renewed: ['book 1', 'book 2'], renewedCount: 2, unrenewedCount: 3 })
  })

  it('keeps Chinese and accented text, and the Alma-style human date of an item', () => {
    expect(field(parseMessage(byId('dp2-12-checkout-ok').raw), 'AJ')).toBe('怪物大师')
    expect(field(parseMessage(byId('nypl-64-sierra-unicode-name').raw), 'AE')).toBe('LE CARRÉ, JOHN')
    expect(parseItemInformation(parseMessage(byId('ub-18-item-info').raw)).dueDate).toBe('2023-08-31 23:59:00 CEST')
  })
})
