import { field, fieldsOf, formatSip2Date, type Field, type Sip2Message } from './codec.ts'

// The SIP2 messages the connector sends (login 93, SC status 99, patron information 63, item information 17,
// renew 29, renew all 65, hold 15, fee paid 37) and what it reads from the answers (94, 98, 64, 18, 30, 66, 16, 38).
// Each request is a command, its fixed part and its fields; the connection adds AY/AZ and the terminator.

export type Sip2Request = { command: string; fixed: string; fields: Field[] }

/** What every request of a tenant carries: AO, and the terminal password (AC) some servers want. */
export type Sip2Site = { institutionId: string; location: string; terminalPassword: string }

const optional = (code: string, value: string | undefined): Field[] => (value ? [[code, value]] : [])

export function loginRequest(user: string, password: string, location: string): Sip2Request {
  return { command: '93', fixed: '00', fields: [['CN', user], ['CO', password], ...optional('CP', location)] }
}

export function scStatusRequest(): Sip2Request {
  return { command: '99', fixed: '0' + '080' + '2.00', fields: [] }
}

/** Patron information asking for one list (summary index 0 holds, 1 overdue, 2 charged, 3 fines), items start..end. */
export function patronInformationRequest(site: Sip2Site, patron: string, now: Date, list: 'holds' | 'overdue' | 'charged' | 'fines' | null, range = { start: 1, end: 500 }, patronPassword = ''): Sip2Request {
  const summary = [' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ']
  const index = { holds: 0, overdue: 1, charged: 2, fines: 3 }
  if (list) summary[index[list]] = 'Y'
  return {
    command: '63',
    fixed: '000' + formatSip2Date(now) + summary.join(''),
    fields: [['AO', site.institutionId], ['AA', patron], ['AC', site.terminalPassword], ...optional('AD', patronPassword), ...(list ? ([['BP', String(range.start)], ['BQ', String(range.end)]] as Field[]) : [])],
  }
}

export function itemInformationRequest(site: Sip2Site, item: string, now: Date): Sip2Request {
  return { command: '17', fixed: formatSip2Date(now), fields: [['AO', site.institutionId], ['AB', item], ['AC', site.terminalPassword]] }
}

export function renewRequest(site: Sip2Site, patron: string, item: string, now: Date): Sip2Request {
  return { command: '29', fixed: 'N' + 'N' + formatSip2Date(now) + ' '.repeat(18), fields: [['AO', site.institutionId], ['AA', patron], ['AC', site.terminalPassword], ['AB', item], ['BO', 'N']] }
}

export function renewAllRequest(site: Sip2Site, patron: string, now: Date): Sip2Request {
  return { command: '65', fixed: formatSip2Date(now), fields: [['AO', site.institutionId], ['AA', patron], ['AC', site.terminalPassword], ['BO', 'N']] }
}

export function holdRequest(site: Sip2Site, mode: '+' | '-' | '*', patron: string, hold: { item?: string; title?: string; pickup?: string; expires?: Date }, now: Date): Sip2Request {
  return {
    command: '15',
    fixed: mode + formatSip2Date(now),
    fields: [
      ...(hold.expires ? ([['BW', formatSip2Date(hold.expires)]] as Field[]) : []), ...optional('BS', hold.pickup),
      ['AO', site.institutionId], ['AA', patron], ['AC', site.terminalPassword], ...optional('AB', hold.item), ...optional('AJ', hold.title), ['BO', 'N'],
    ],
  }
}

/** Fee paid: amount as the ILS writes it (`12.50`), fee type 01 other … 04 overdue, payment type 00 cash. */
export function feePaidRequest(site: Sip2Site, patron: string, fee: { amount: string; currency: string; feeType?: string; paymentType?: string; feeId?: string; transactionId?: string }, now: Date): Sip2Request {
  return {
    command: '37',
    fixed: formatSip2Date(now) + (fee.feeType ?? '01') + (fee.paymentType ?? '00') + fee.currency.padEnd(3).slice(0, 3),
    fields: [['BV', fee.amount], ['AO', site.institutionId], ['AA', patron], ['AC', site.terminalPassword], ...optional('CG', fee.feeId), ...optional('BK', fee.transactionId)],
  }
}

// ── answers ──

const flag = (text: string, index: number) => text.charAt(index) === 'Y'
/** A 4-digit count; Sierra sends blanks, which say "not told". */
const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)

export const PATRON_STATUS_FLAGS = [
  'chargeDenied', 'renewalDenied', 'recallDenied', 'holdDenied', 'cardLost', 'tooManyCharged', 'tooManyOverdue', 'tooManyRenewals',
  'tooManyClaimsReturned', 'tooManyLost', 'excessiveFines', 'excessiveFees', 'recallOverdue', 'tooManyBilled',
] as const
export type PatronStatusFlags = Record<(typeof PATRON_STATUS_FLAGS)[number], boolean>

export function patronStatusFlags(status: string): PatronStatusFlags {
  return Object.fromEntries(PATRON_STATUS_FLAGS.map((name, i) => [name, flag(status, i)])) as PatronStatusFlags
}

export function parseLoginResponse(m: Sip2Message): { ok: boolean } {
  return { ok: m.fixed.charAt(0) === '1' }
}

export function parseAcsStatus(m: Sip2Message) {
  return {
    online: flag(m.fixed, 0), checkinOk: flag(m.fixed, 1), checkoutOk: flag(m.fixed, 2), renewalPolicy: flag(m.fixed, 3),
    protocolVersion: m.fixed.slice(30, 34).trim(), institutionId: field(m, 'AO') ?? '', libraryName: field(m, 'AM') ?? '', supportedMessages: field(m, 'BX') ?? '',
  }
}

export type PatronInformation = ReturnType<typeof parsePatronInformation>

export function parsePatronInformation(m: Sip2Message) {
  const f = m.fixed
  const valid = field(m, 'BL')
  return {
    status: patronStatusFlags(f.slice(0, 14)),
    language: f.slice(14, 17),
    counts: { holds: count(f.slice(35, 39)), overdue: count(f.slice(39, 43)), charged: count(f.slice(43, 47)), fines: count(f.slice(47, 51)), recalls: count(f.slice(51, 55)), unavailableHolds: count(f.slice(55, 59)) },
    /** BL: absent on servers that do not say; N for a card the ILS does not know. */
    valid: valid === undefined ? null : valid.trim() === 'Y',
    passwordValid: field(m, 'CQ') === undefined ? null : field(m, 'CQ')!.trim() === 'Y',
    patron: field(m, 'AA') ?? '',
    name: field(m, 'AE') ?? '',
    holdsLimit: count(field(m, 'BZ') ?? ''), overdueLimit: count(field(m, 'CA') ?? ''), chargedLimit: count(field(m, 'CB') ?? ''),
    holdItems: fieldsOf(m, 'AS'), overdueItems: fieldsOf(m, 'AT'), chargedItems: fieldsOf(m, 'AU'), fineItems: fieldsOf(m, 'AV'), unavailableHoldItems: fieldsOf(m, 'CD'),
    feeAmount: field(m, 'BV') ?? '', currency: field(m, 'BH') ?? '', email: field(m, 'BE') ?? '',
    screenMessages: fieldsOf(m, 'AF'),
  }
}

export function parseItemInformation(m: Sip2Message) {
  return {
    circulationStatus: m.fixed.slice(0, 2), feeType: m.fixed.slice(4, 6),
    item: field(m, 'AB') ?? '', title: field(m, 'AJ') ?? '', dueDate: field(m, 'AH') ?? '',
    holdQueueLength: count(field(m, 'CF') ?? ''), permanentLocation: field(m, 'AQ') ?? '', currentLocation: field(m, 'AP') ?? '',
    owner: field(m, 'BG') ?? '', mediaType: field(m, 'CK') ?? '', properties: field(m, 'CH') ?? '', screenMessages: fieldsOf(m, 'AF'),
  }
}

export function parseRenewResponse(m: Sip2Message) {
  return {
    ok: m.fixed.charAt(0) === '1', renewalOk: flag(m.fixed, 1),
    patron: field(m, 'AA') ?? '', item: field(m, 'AB') ?? '', title: field(m, 'AJ') ?? '', dueDate: field(m, 'AH') ?? '', screenMessages: fieldsOf(m, 'AF'),
  }
}

export function parseRenewAllResponse(m: Sip2Message) {
  return {
    ok: m.fixed.charAt(0) === '1', renewedCount: count(m.fixed.slice(1, 5)), unrenewedCount: count(m.fixed.slice(5, 9)),
    renewed: fieldsOf(m, 'BM'), unrenewed: fieldsOf(m, 'BN'), screenMessages: fieldsOf(m, 'AF'),
  }
}

export function parseHoldResponse(m: Sip2Message) {
  return {
    ok: m.fixed.charAt(0) === '1', available: flag(m.fixed, 1),
    expires: field(m, 'BW') ?? '', queuePosition: count(field(m, 'BR') ?? ''), pickupLocation: field(m, 'BS') ?? '',
    item: field(m, 'AB') ?? '', title: field(m, 'AJ') ?? '', screenMessages: fieldsOf(m, 'AF'),
  }
}

export function parseFeePaidResponse(m: Sip2Message) {
  return { accepted: flag(m.fixed, 0), transactionId: field(m, 'BK') ?? '', screenMessages: fieldsOf(m, 'AF') }
}

/** The answer each request expects. */
export const ANSWER_OF: Readonly<Record<string, string>> = { '93': '94', '99': '98', '63': '64', '17': '18', '29': '30', '65': '66', '15': '16', '37': '38', '23': '24', '35': '36' }
