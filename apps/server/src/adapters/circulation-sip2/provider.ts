import type { Loan, LoanPage, LoanQuery, RenewalOutcome, RenewalRefusal } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import { bindPatron } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationCapability, CirculationPatron, CirculationProvider } from '../../ports/circulation.port.ts'
import type { Sip2Client } from './client.ts'
import { parseSip2Date } from './codec.ts'
import { Sip2Error } from './connection.ts'
import type { PatronInformation } from './messages.ts'

// The circulation port on a library's ILS over SIP2. The ILS knows a loan by the copy's barcode; our API by an
// integer loanId, so each (patron, barcode) gets a row of ExternalLoanRef whose id is the loanId, read through the
// patron-bound client: another patron's ids are not found and answer LOAN_NOT_ACTIVE, like unknown ones. SIP2
// has no loan history and no desk for patrons' calls: those answer CIRCULATION_UNSUPPORTED.

const DAY_MS = 86_400_000
/**
 * What the port can ask of SIP2 today. The client also speaks hold (15) and fee paid (37), and patron information
 * lists holds and fines, but the port's requests and fines interfaces (take codes, staff settlement) go beyond
 * SIP2: those capabilities are declared once their port objects exist for this provider.
 */
const CAPABILITIES: readonly CirculationCapability[] = ['loans', 'renew', 'patronStatus']

/** A refusal's screen message (AF) read for the reason; what matches nothing is RENEWAL_REFUSED. */
const REASONS: readonly [RegExp, RenewalRefusal][] = [
  [/card.*lost|lost.*card|挂失|掛失/i, 'CARD_LOST'],
  [/blocked|barred|frozen|suspend|privileges? denied|冻结|凍結|停借/i, 'CARD_FROZEN'],
  [/too early|before.?renew|not yet|BEFORE_RENEW_PERIOD|未到|未达到允许/i, 'RENEWAL_TOO_EARLY'],
  [/renewal limit|max(imum)? renew|too many renew|renewal.*(limit|max)|limit.*renew|次数|上限/i, 'RENEWAL_LIMIT_REACHED'],
  [/hold|recall|reserv|request|预约|預約|召回/i, 'RENEWAL_REQUESTED'],
  [/overdue|逾期|超期/i, 'RENEWAL_OVERDUE'],
]

export function refusalOf(screenMessages: readonly string[]): RenewalRefusal {
  const text = screenMessages.join(' ')
  return REASONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'RENEWAL_REFUSED'
}

/** The card's flags refuse every renewal before an item is asked about. */
export function cardRefusal(info: PatronInformation): RenewalRefusal | null {
  if (info.status.cardLost) return 'CARD_LOST'
  if (info.status.chargeDenied || info.status.renewalDenied) return 'CARD_FROZEN'
  return null
}

/** A failure to talk to the ILS is the service's CIRCULATION_UNAVAILABLE; the cause keeps the detail for the log. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Sip2Error) throw new AppError('CIRCULATION_UNAVAILABLE', {}, { cause: error })
    throw error
  }
}

type ChargedLoan = { ref: number; barcode: string; title: string; author: string; due: Date | null; location: string; requested: boolean }

function toLoan(loan: ChargedLoan, now: Date): Loan {
  const due = loan.due ?? now
  return {
    loanId: loan.ref, recordId: null, itemId: null, title: loan.title, author: loan.author, publisher: '', isbn: '', publishYear: '', docCode: '1',
    barcode: loan.barcode, callNo: '', volume: '', loanType: '', locationId: null, locationName: loan.location, libraryCode: '', libraryName: '',
    campusName: '', loanDeskName: '', loanDate: '', dueDate: due.toISOString(), returnDate: null, renewDate: null, renewCount: 0, recallCount: 0,
    requested: loan.requested, overdueDays: due.getTime() < now.getTime() ? Math.floor((now.getTime() - due.getTime()) / DAY_MS) : 0,
    isUnion: false, unionLibraryName: '',
  }
}

function matches(loan: ChargedLoan, query: LoanQuery): boolean {
  const text = query.searchContent.trim().toLowerCase()
  if (!text) return true
  const value = query.searchType === 2 ? loan.author : query.searchType === 3 ? loan.barcode : query.searchType === 4 ? '' : loan.title
  return value.toLowerCase().includes(text)
}

const dueTime = (loan: ChargedLoan) => loan.due?.getTime() ?? Number.POSITIVE_INFINITY

export type Sip2ProviderOptions = { now?: () => Date; timeZoneOffsetMinutes?: number }

export type Sip2Circulation = CirculationProvider & {
  /** The card's state as the ILS tells it (capability 'patronStatus'). */
  patronStatus(patron: CirculationPatron): Promise<{ refusal: RenewalRefusal | null; holds: number | null; overdue: number | null; charged: number | null; fines: number | null }>
  close(): void
}

export function createSip2Circulation(prisma: PrismaClient, client: Sip2Client, options: Sip2ProviderOptions = {}): Sip2Circulation {
  const now = options.now ?? (() => new Date())
  const dateOf = (value: string) => parseSip2Date(value, options.timeZoneOffsetMinutes)

  async function patronInfo(patron: CirculationPatron): Promise<PatronInformation> {
    const info = await client.patronInformation(patron.barcode, 'charged')
    if (info.valid === false) throw new AppError('CIRCULATION_PATRON_UNKNOWN')
    return info
  }

  /** The patron's loan ids of these barcodes, made on first sight. */
  async function refsOf(patron: CirculationPatron, barcodes: readonly string[]): Promise<Map<string, number>> {
    const mine = bindPatron(prisma, patron.tenantId, patron.patronId)
    if (barcodes.length) await mine.externalLoanRef.createMany({ data: barcodes.map((itemBarcode) => ({ tenantId: patron.tenantId, patronId: patron.patronId, itemBarcode })), skipDuplicates: true })
    const rows = await mine.externalLoanRef.findMany({ where: { itemBarcode: { in: [...barcodes] } }, select: { id: true, itemBarcode: true } })
    return new Map(rows.map((r) => [r.itemBarcode, r.id]))
  }

  async function chargedLoans(patron: CirculationPatron, info: PatronInformation): Promise<ChargedLoan[]> {
    const barcodes = [...new Set(info.chargedItems.map((b) => b.trim()).filter(Boolean))]
    const [refs, items] = await Promise.all([refsOf(patron, barcodes), Promise.all(barcodes.map((b) => client.itemInformation(b)))])
    return barcodes.map((barcode, i) => {
      const item = items[i]!
      return {
        ref: refs.get(barcode)!, barcode, title: item.title, author: '', due: dateOf(item.dueDate),
        location: item.currentLocation || item.permanentLocation, requested: (item.holdQueueLength ?? 0) > 0 || item.circulationStatus === '07',
      }
    })
  }

  async function renewOne(patron: CirculationPatron, loanId: number, barcode: string): Promise<RenewalOutcome> {
    const answer = await client.renew(patron.barcode, barcode)
    const title = answer.title
    if (!answer.ok) return { loanId, title, renewed: false, reason: refusalOf(answer.screenMessages) }
    const due = dateOf(answer.dueDate) ?? dateOf((await client.itemInformation(barcode)).dueDate)
    return due ? { loanId, title, renewed: true, dueDate: due.toISOString() } : { loanId, title, renewed: false, reason: 'RENEWAL_REFUSED' }
  }

  return {
    name: 'sip2',
    capabilities: new Set(CAPABILITIES),
    currentLoans: (patron, query) =>
      reaching(async (): Promise<LoanPage> => {
        const info = await patronInfo(patron)
        const at = now()
        const loans = (await chargedLoans(patron, info)).filter((l) => matches(l, query))
        loans.sort((a, b) => dueTime(a) - dueTime(b) || a.ref - b.ref)
        const page = loans.slice((query.page - 1) * query.rows, query.page * query.rows)
        const charged = info.counts.charged ?? info.chargedItems.length
        return { loans: page.map((l) => toLoan(l, at)), total: loans.length, loansLeft: info.chargedLimit === null ? null : Math.max(info.chargedLimit - charged, 0) }
      }),
    loanHistory: () => Promise.reject(new AppError('CIRCULATION_UNSUPPORTED')),
    renew: (patron, loanIds) =>
      reaching(async () => {
        const ids = [...new Set(loanIds)]
        const mine = bindPatron(prisma, patron.tenantId, patron.patronId)
        const [refs, info] = await Promise.all([mine.externalLoanRef.findMany({ where: { id: { in: ids } }, select: { id: true, itemBarcode: true } }), patronInfo(patron)])
        const charged = new Set(info.chargedItems.map((b) => b.trim()))
        const barcodeOf = new Map(refs.filter((r) => charged.has(r.itemBarcode)).map((r) => [r.id, r.itemBarcode]))
        const card = cardRefusal(info)
        const outcomes: RenewalOutcome[] = []
        for (const id of ids) {
          const barcode = barcodeOf.get(id)
          if (barcode === undefined) outcomes.push({ loanId: id, title: '', renewed: false, reason: 'LOAN_NOT_ACTIVE' })
          else if (card) outcomes.push({ loanId: id, title: (await client.itemInformation(barcode)).title, renewed: false, reason: card })
          else outcomes.push(await renewOne(patron, id, barcode))
        }
        return outcomes
      }),
    patronStatus: (patron) =>
      reaching(async () => {
        const info = await patronInfo(patron)
        return { refusal: cardRefusal(info), holds: info.counts.holds, overdue: info.counts.overdue, charged: info.counts.charged, fines: info.counts.fines }
      }),
    close: () => client.close(),
  }
}
