import { describe, expect, it } from 'vitest'
import { decodeText, encodeText } from './charset.ts'
import { checkChecksum, checksumOf, encodeMessage, field, fieldsOf, formatSip2Date, parseMessage, parseSip2Date } from './codec.ts'
import { parsePatronInformation, patronInformationRequest, renewRequest } from './messages.ts'
import { cardRefusal, refusalOf } from './provider.ts'

// The SIP2 codec on messages built here; fixtures.test.ts runs it on published messages of real servers.

const ascii = (s: string) => Buffer.from(s, 'ascii')

describe('checksums', () => {
  it('is the 16-bit two’s complement of the byte sum (the protocol document’s examples)', () => {
    expect(checksumOf(ascii('96AZ'))).toBe('FEF6')
    expect(checksumOf(ascii('9300CNuser_id|COpassw0rd|AY1AZ'))).toBe('F594')
    expect(checksumOf(new Uint8Array(0))).toBe('0000')
  })

  it('encodes a message with AY and a checksum that its parser verifies, and without them when switched off', () => {
    const bytes = encodeMessage('93', '00', [['CN', 'user_id'], ['CO', 'passw0rd']], { delimiter: '|', charset: 'UTF-8', errorDetection: true, sequence: 1 })
    expect(bytes.toString('ascii')).toBe('9300CNuser_id|COpassw0rd|AY1AZF594')
    const plain = encodeMessage('93', '00', [['CN', 'u']], { delimiter: '^', charset: 'UTF-8', errorDetection: false, sequence: 3 })
    expect(plain.toString('ascii')).toBe('9300CNu^')
    const parsed = parseMessage(bytes.toString('ascii'), '|', bytes)
    expect(parsed).toMatchObject({ command: '93', fixed: '00', sequence: 1, checksum: 'F594', checksumStatus: 'valid' })
    expect(parsed.fields).toEqual([['CN', 'user_id'], ['CO', 'passw0rd']])
  })

  it('reports a wrong checksum instead of throwing, and a message without AZ as absent', () => {
    expect(parseMessage('9300CNuser_id|COpassw0rd|AY1AZF595').checksumStatus).toBe('invalid')
    expect(parseMessage('941').checksumStatus).toBe('absent')
    expect(parseMessage('941AY3').sequence).toBe(3)
  })

  it('sums the wire’s bytes, so a GB18030 message checks under GB18030 and not as UTF-8', () => {
    const bytes = encodeMessage('18', '04000120240101    120000', [['AB', 'B001'], ['AJ', '怪物大师']], { delimiter: '|', charset: 'GB18030', errorDetection: true, sequence: 2 })
    const text = decodeText(bytes, 'GB18030')
    expect(field(parseMessage(text, '|', bytes), 'AJ')).toBe('怪物大师')
    expect(parseMessage(text, '|', bytes).checksumStatus).toBe('valid')
    expect(checkChecksum(text.slice(0, -4), text.slice(-4))).not.toBe('valid')
    expect(decodeText(encodeText('星海大学图书馆', 'GB18030'), 'GB18030')).toBe('星海大学图书馆')
  })
})

describe('parsing', () => {
  it('keeps a delimiter inside a value, repeated fields in order, unknown codes, and CR LF or no terminator alike', () => {
    const m = parseMessage('64              00020240101    120000000000000000000000000000AOX|AAP1|BEa|b@c|AUi1|AUi2|ZZodd|AY0AZ0000\r\n')
    expect(field(m, 'BE')).toBe('a|b@c')
    expect(fieldsOf(m, 'AU')).toEqual(['i1', 'i2'])
    expect(field(m, 'ZZ')).toBe('odd')
    expect(parseMessage('941\r').fixed).toBe('1')
    expect(parseMessage('9920102.00|AY1AZFC29').fields).toEqual([])
  })

  it('reads blank counts as unknown and the patron status flags by position', () => {
    const info = parsePatronInformation(parseMessage('64Y   Y            201610050000114734                        AOnypl |AA240|BLN'))
    expect(info.counts.charged).toBeNull()
    expect(info.status).toMatchObject({ chargeDenied: true, renewalDenied: false, recallDenied: false, cardLost: true })
    expect(info.valid).toBe(false)
    expect(cardRefusal(parsePatronInformation(parseMessage('64    Y         00020240101    120000000000000000000000000000AAP|BLY')))).toBe('CARD_LOST')
    expect(cardRefusal(parsePatronInformation(parseMessage('64 Y            00020240101    120000000000000000000000000000AAP|BLY')))).toBe('CARD_FROZEN')
  })

  it('writes the fixed parts at their lengths', () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5))
    const site = { institutionId: 'INST', location: '', terminalPassword: '' }
    const info = patronInformationRequest(site, 'P1', at, 'charged')
    expect(info.fixed).toHaveLength(31)
    expect(info.fixed.charAt(23)).toBe('Y')
    expect(renewRequest(site, 'P1', 'B1', at).fixed).toHaveLength(38)
    expect(formatSip2Date(at, 0)).toBe('20240102    030405')
    expect(formatSip2Date(at, 480)).toBe('20240102    110405')
  })

  it('reads the date forms servers send', () => {
    expect(parseSip2Date('20240102    030405', 0)?.toISOString()).toBe('2024-01-02T03:04:05.000Z')
    expect(parseSip2Date('20240102    110405', 480)?.toISOString()).toBe('2024-01-02T03:04:05.000Z')
    expect(parseSip2Date('20240102UTC 030405', 480)?.toISOString()).toBe('2024-01-02T03:04:05.000Z')
    expect(parseSip2Date('2022-03-26', 0)?.toISOString()).toBe('2022-03-26T00:00:00.000Z')
    expect(parseSip2Date('2023-08-31 23:59:00 CEST', 0)?.toISOString()).toBe('2023-08-31T23:59:00.000Z')
    expect(parseSip2Date('', 0)).toBeNull()
    expect(parseSip2Date('20241302    000000', 0)).toBeNull()
  })
})

describe('refusal reasons from screen messages', () => {
  it('names the reasons it recognises and RENEWAL_REFUSED otherwise', () => {
    expect(refusalOf(['Renewal limit reached'])).toBe('RENEWAL_LIMIT_REACHED')
    expect(refusalOf(['[BEFORE_RENEW_PERIOD]'])).toBe('RENEWAL_TOO_EARLY')
    expect(refusalOf(['Item has holds'])).toBe('RENEWAL_REQUESTED')
    expect(refusalOf(['续借次数已达上限'])).toBe('RENEWAL_LIMIT_REACHED')
    expect(refusalOf(['Card reported lost'])).toBe('CARD_LOST')
    expect(refusalOf(['Patron blocked'])).toBe('CARD_FROZEN')
    expect(refusalOf(['Something else'])).toBe('RENEWAL_REFUSED')
    expect(refusalOf([])).toBe('RENEWAL_REFUSED')
  })
})
