import { REQUEST_STATUSES, REQUEST_TYPES, type IssuedTakeCode, type Locale, type RequestableCopy, type RequestAllowance, type RequestDetail, type RequestPage, type RequestSummary } from '@portal/contracts'
import { DEFAULT_LOCALE, resources } from '@portal/i18n'
import type { CheckedOut } from '../../ports/circulation.port.ts'

// The LibStar wire of the request calls (spec §7 "Requests and lending"; the contract has no captures of them):
// LibStar's naming (`requestType`, `takeBookAddress`, `searchResult` / `numFound`), numeric codes with their names
// in the caller's language, days and minutes as the loan calls write them.

type Vocabulary = 'type' | 'status' | 'step'
/** The name of a code in the caller's language (the `requests` namespace groups them: type.*, status.*, step.*). */
function nameOf(locale: Locale, group: Vocabulary, code: string): string {
  const table = (l: Locale) => (resources[l].requests as unknown as Record<Vocabulary, Record<string, string>>)[group]
  return table(locale)[code] ?? table(DEFAULT_LOCALE)[code] ?? code
}

const minute = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : null)
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

export function requestToWire(request: RequestSummary, locale: Locale) {
  return {
    requestId: request.requestId,
    requestNo: request.requestNo,
    requestType: REQUEST_TYPES[request.type],
    requestTypeName: nameOf(locale, 'type', request.type),
    status: REQUEST_STATUSES[request.status],
    statusName: nameOf(locale, 'status', request.status),
    step: request.step,
    stepName: nameOf(locale, 'step', request.step),
    recordId: request.recordId,
    itemId: request.itemId,
    title: request.title,
    barcode: request.barcode,
    callNo: request.callNo,
    takeBookAddress: request.takeLocationName,
    deliveryAddress: request.deliveryAddress,
    requestDate: minute(request.createdAt),
    endDate: day(request.endDate),
    closeDate: minute(request.closedAt),
    cancelFlag: request.cancellable ? 1 : 0,
    takeCodeFlag: request.takeCodeAvailable ? 1 : 0,
    reciveFlag: request.receivable ? 1 : 0,
  }
}

export const requestPageToWire = (page: RequestPage, locale: Locale) => ({ searchResult: page.requests.map((r) => requestToWire(r, locale)), numFound: page.total })

export function requestDetailToWire(detail: RequestDetail, locale: Locale) {
  return {
    ...requestToWire(detail, locale),
    contactName: detail.contactName,
    contactPhone: detail.contactPhone,
    contactEmail: detail.contactEmail,
    remark: detail.note,
    cancelReason: detail.cancelReason,
    workflow: detail.events.map((e) => ({
      step: e.step, stepName: nameOf(locale, 'step', e.step), status: REQUEST_STATUSES[e.status],
      statusName: nameOf(locale, 'status', e.status), createDate: minute(e.at), operator: e.byStaff ? 'library' : 'reader', remark: e.note,
    })),
  }
}

export const takeCodeToWire = (code: IssuedTakeCode) => ({ requestId: code.requestId, takeCode: code.takeCode, expireTime: code.expiresAt })

export const allowanceToWire = (allowance: RequestAllowance) => ({ requestNum: allowance.open, maxRequestNum: allowance.allowed, leftNum: allowance.left })

export const copiesToWire = (copies: RequestableCopy[]) =>
  copies.map((c) => ({
    itemId: c.itemId, barcode: c.barcode, callNo: c.callNo, vol: c.volume, locationName: c.locationName, libName: c.libraryName, status: c.status,
    normReturnDate: day(c.dueDate), requestTypes: c.types.map((t) => REQUEST_TYPES[t]),
    canRequest: c.types.includes('RESERVATION') ? 1 : 0, canEntrust: c.types.includes('ENTRUSTMENT') ? 1 : 0, canRelend: c.types.includes('RELENDING') ? 1 : 0,
  }))

export const lentToWire = (loan: CheckedOut) => ({ loanId: loan.loanId, title: loan.title, barcode: loan.barcode, normReturnDate: day(loan.dueDate) })
