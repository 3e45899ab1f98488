import net from 'node:net'
import { decodeText, encodeText } from '../../adapters/circulation-sip2/charset.ts'
import { checksumOf, field, formatSip2Date, parseMessage, type Sip2Message } from '../../adapters/circulation-sip2/codec.ts'
import type { Sip2TestItem, Sip2TestPatron, Sip2TestState } from './state.ts'

// A SIP2 server for tests, run as its own process (`node --import tsx server.ts`, the state as JSON on stdin; it
// prints `listening <port>`). It follows the 2.00 document: it checks the AZ checksum of each request (a wrong or
// missing one is answered 96, "please resend"), echoes AY and signs its answers, writes the fixed-length fields, says
// BL N for a card it does not know, and refuses a renewal with ok 0 and the reason as an AF screen message. Dates
// are UTC with the zone left blank.

const state = JSON.parse(await readStdin()) as Sip2TestState
const delimiter = state.delimiter ?? '|'
const charset = state.charset ?? 'UTF-8'
const errorDetection = state.errorDetection ?? true
const DAY_MS = 86_400_000

const patronOf = (barcode: string | undefined) => state.patrons.find((p) => p.barcode === barcode)
const itemOf = (barcode: string | undefined) => state.items.find((i) => i.barcode === barcode)
const date = (d: Date) => formatSip2Date(d, 0)
const now = () => date(new Date())
const yn = (b: boolean | undefined) => (b ? 'Y' : ' ')
const count = (n: number) => String(n).padStart(4, '0')
const fields = (pairs: [string, string | undefined][]) => pairs.filter(([, v]) => v !== undefined).map(([c, v]) => `${c}${v}${delimiter}`).join('')

function patronStatus(p: Sip2TestPatron): string {
  return yn(p.chargeDenied) + yn(p.renewalDenied) + '  ' + yn(p.cardLost) + ' '.repeat(9)
}

function charged(p: Sip2TestPatron): Sip2TestItem[] {
  return state.items.filter((i) => i.patron === p.barcode)
}

function renewRefusal(p: Sip2TestPatron | undefined, item: Sip2TestItem | undefined): string | null {
  if (!p) return 'Patron not found'
  if (!item || item.patron !== p.barcode) return 'Item not charged to this patron'
  if (p.cardLost) return 'Card reported lost'
  if (p.chargeDenied || p.renewalDenied) return 'Patron blocked'
  if ((item.renewals ?? 0) >= (item.maxRenewals ?? 1)) return 'Renewal limit reached'
  if ((item.holdQueue ?? 0) > 0) return 'Item has holds'
  return null
}

function renew(item: Sip2TestItem): void {
  item.renewals = (item.renewals ?? 0) + 1
  item.dueDate = new Date(Math.max(Date.parse(item.dueDate ?? '') || 0, Date.now() + (state.renewalDays ?? 30) * DAY_MS)).toISOString()
}

/** The answer's text without AY/AZ, or null to close the connection. */
function answer(m: Sip2Message, session: { loggedIn: boolean }): string | null {
  const ao = field(m, 'AO') ?? state.institutionId
  if (m.command === '93') {
    session.loggedIn = !state.login || (field(m, 'CN') === state.login.user && field(m, 'CO') === state.login.password)
    return session.loggedIn ? '941' : '940'
  }
  if (!session.loggedIn) return null
  switch (m.command) {
    case '99': return `98YYYYNN010003${now()}2.00` + fields([['AO', state.institutionId], ['AM', 'Test Library'], ['BX', 'YYYYYYYYYYYYYYYY']])
    case '63': {
      const p = patronOf(field(m, 'AA'))
      if (!p) return `64YYYY          000${now()}${count(0).repeat(6)}` + fields([['AO', ao], ['AA', field(m, 'AA')], ['AE', ''], ['BL', 'N'], ['AF', 'Patron not found']])
      const items = charged(p)
      const wantCharged = m.fixed.charAt(23) === 'Y'
      const overdue = items.filter((i) => Date.parse(i.dueDate ?? '') < Date.now())
      return `64${patronStatus(p)}000${now()}${count(0)}${count(overdue.length)}${count(items.length)}${count(p.fee ? 1 : 0)}${count(0)}${count(0)}`
        + fields([['AO', ao], ['AA', p.barcode], ['AE', p.name], ['CB', p.chargedLimit === undefined ? undefined : count(p.chargedLimit)], ['BL', 'Y'], ['BV', p.fee], ...(wantCharged ? items.map((i): [string, string] => ['AU', i.barcode]) : [])])
    }
    case '17': {
      const item = itemOf(field(m, 'AB'))
      if (!item) return `18010001${now()}` + fields([['AB', field(m, 'AB')], ['AJ', ''], ['AF', 'Item not found']])
      return `18${item.patron ? '04' : '03'}0001${now()}` + fields([['CF', count(item.holdQueue ?? 0)], ['AB', item.barcode], ['AJ', item.title], ['AH', item.dueDate ? date(new Date(item.dueDate)) : undefined], ['AQ', item.location ?? 'Main']])
    }
    case '29': {
      const p = patronOf(field(m, 'AA'))
      const item = itemOf(field(m, 'AB'))
      const refusal = renewRefusal(p, item)
      if (!refusal) renew(item!)
      return `30${refusal ? '0N' : '1Y'}NN${now()}` + fields([['AO', ao], ['AA', field(m, 'AA')], ['AB', field(m, 'AB')], ['AJ', item?.title ?? ''], ['AH', refusal ? '' : date(new Date(item!.dueDate!))], ['AF', refusal ?? undefined]])
    }
    case '65': {
      const p = patronOf(field(m, 'AA'))
      const items = p ? charged(p) : []
      const renewed = items.filter((i) => !renewRefusal(p, i))
      renewed.forEach(renew)
      const unrenewed = items.filter((i) => !renewed.includes(i))
      return `66${p ? '1' : '0'}${count(renewed.length)}${count(unrenewed.length)}${now()}` + fields([['AO', ao], ...renewed.map((i): [string, string] => ['BM', i.barcode]), ...unrenewed.map((i): [string, string] => ['BN', i.barcode])])
    }
    case '15': {
      const item = itemOf(field(m, 'AB'))
      if (!patronOf(field(m, 'AA')) || !item) return `1600${now()}` + fields([['AO', ao], ['AA', field(m, 'AA')], ['AF', 'Hold not placed']])
      item.holdQueue = (item.holdQueue ?? 0) + (m.fixed.charAt(0) === '-' ? -1 : 1)
      return `161N${now()}` + fields([['BR', String(item.holdQueue)], ['AO', ao], ['AA', field(m, 'AA')], ['AB', item.barcode], ['AJ', item.title]])
    }
    case '37': return `38Y${now()}` + fields([['AO', ao], ['AA', field(m, 'AA')], ['BK', field(m, 'BK')]])
    default: return `96`
  }
}

function sign(text: string, sequence: number | null): Buffer {
  if (!errorDetection) return encodeText(text, charset)
  const head = encodeText(`${text}${sequence === null ? '' : `AY${sequence}`}AZ`, charset)
  return Buffer.concat([head, Buffer.from(checksumOf(head), 'ascii')])
}

const server = net.createServer((socket) => {
  const session = { loggedIn: !state.login }
  let buffer = Buffer.alloc(0)
  let last: Buffer | null = null
  let answers = 0
  socket.on('error', () => socket.destroy())
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (let end = buffer.indexOf(0x0d); end >= 0; end = buffer.indexOf(0x0d)) {
      const bytes = buffer.subarray(0, end).toString('latin1').startsWith('\n') ? buffer.subarray(1, end) : buffer.subarray(0, end)
      buffer = buffer.subarray(end + 1)
      if (state.silent || bytes.length === 0) continue
      const m = parseMessage(decodeText(bytes, charset), delimiter, bytes)
      let reply: Buffer | null
      if (errorDetection && m.checksumStatus !== 'valid') reply = sign('96', null)
      else if (m.command === '97') reply = last ?? sign('96', null)
      else {
        const text = answer(m, session)
        if (text === null) { socket.destroy(); return }
        reply = last = sign(text, m.sequence)
      }
      socket.write(Buffer.concat([reply, Buffer.from('\r')]))
      if (state.dropAfterAnswers && ++answers >= state.dropAfterAnswers) { socket.end(); socket.destroy(); return }
    }
  })
})

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as net.AddressInfo).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
