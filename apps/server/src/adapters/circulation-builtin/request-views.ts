import { randomInt } from 'node:crypto'
import type { Locale, RequestDetail, RequestStatusName, RequestSummary, RequestTypeName } from '@portal/contracts'
import type { Prisma } from '@portal/db'
import { placeName } from '../../kernel/localized-name.ts'

// How the built-in circulation reads a request row and what the patron may do with it in its state.

export const REQUEST_SUMMARY_SELECT = {
  id: true, requestNo: true, type: true, status: true, step: true, recordId: true, itemId: true, title: true, deliveryAddress: true,
  createdAt: true, endDate: true, closedAt: true, takeCode: true, takeCodeExpiresAt: true,
  item: { select: { barcode: true, callNo: true } },
  takeLocation: { select: { locationName: true, englishName: true, complexName: true } },
} satisfies Prisma.CirculationRequestSelect

export const REQUEST_DETAIL_SELECT = {
  ...REQUEST_SUMMARY_SELECT, contactName: true, contactPhone: true, contactEmail: true, note: true, cancelReason: true,
  events: { select: { step: true, status: true, note: true, createdAt: true, staffId: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.CirculationRequestSelect

type SummaryRow = Prisma.CirculationRequestGetPayload<{ select: typeof REQUEST_SUMMARY_SELECT }>
type DetailRow = Prisma.CirculationRequestGetPayload<{ select: typeof REQUEST_DETAIL_SELECT }>

const DELIVERIES: readonly string[] = ['ONLINE_LOAN', 'HOME_DELIVERY']
type State = { status: RequestStatusName; type: string }

/** A request can be cancelled while nothing has left the library: started, or kept at the desk. */
export function isCancellable(row: State): boolean {
  return row.status === 'START' || (row.status === 'ACCEPT' && !DELIVERIES.includes(row.type))
}

/** The requester has something to prove presence for: a kept copy, or a holder to meet (re-lending). */
export function takesCode(row: State & { itemId: number | null }): boolean {
  if (row.type === 'RELENDING') return row.status === 'START'
  return row.status === 'ACCEPT' && row.itemId !== null && (row.type === 'RESERVATION' || row.type === 'ENTRUSTMENT')
}

/** A delivered copy is on its way: the requester confirms it arrived. */
export function isReceivable(row: State): boolean {
  return row.status === 'ACCEPT' && DELIVERIES.includes(row.type)
}

export function toSummary(row: SummaryRow, locale: Locale): RequestSummary {
  return {
    requestId: row.id, requestNo: row.requestNo, type: row.type as RequestTypeName, status: row.status, step: row.step, recordId: row.recordId, itemId: row.itemId,
    title: row.title, barcode: row.item?.barcode ?? '', callNo: row.item?.callNo ?? '', takeLocationName: row.takeLocation ? placeName(row.takeLocation, locale) : '',
    deliveryAddress: row.deliveryAddress, createdAt: row.createdAt.toISOString(), endDate: row.endDate?.toISOString() ?? null, closedAt: row.closedAt?.toISOString() ?? null,
    cancellable: isCancellable(row), takeCodeAvailable: takesCode(row), receivable: isReceivable(row),
  }
}

export function toDetail(row: DetailRow, locale: Locale): RequestDetail {
  return {
    ...toSummary(row, locale), contactName: row.contactName, contactPhone: row.contactPhone, contactEmail: row.contactEmail, note: row.note, cancelReason: row.cancelReason,
    events: row.events.map((e) => ({ step: e.step, status: e.status, note: e.note, at: e.createdAt.toISOString(), byStaff: e.staffId !== null })),
  }
}

/** A request number patrons can read out at the desk: the date and six random digits (unique per tenant by index). */
export function newRequestNo(at: Date): string {
  return `R${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

export function newTakeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
