import type {
  IssuedTakeCode, Locale, PickupLocation, PlaceRequest, RequestableCopy, RequestAllowance, RequestDetail, RequestListQuery, RequestPage, RequestSummary,
} from '@portal/contracts'
import type { CheckedOut, CirculationPatron } from './circulation.port.ts'

// Requests of a circulation provider (capability 'requests'): reservations, entrustments, online loans, home
// deliveries and re-lending between patrons (spec §4 "Request statuses"), with the take codes that prove at a
// hand-over that the requester is there. Refusals are AppErrors with their codes.

/** The patron a request call is about, and the language names (places, libraries) are given in. */
export type RequestPatron = CirculationPatron & { locale: Locale }

/** A new request as the service hands it over: the input checked, an address-book entry resolved to its text. */
export type NewRequest = PlaceRequest

/** What happened that the requester should be told (mail or SMS): their request waits for them. */
export type ReadyRequest = { requestId: number; patronId: number; title: string; takeLocationName: string; endDate: string | null }

export interface CirculationRequests {
  /** The pickup desks of the library (`getTakeBookLoc`). */
  pickupLocations(tenantId: number, locale: Locale): Promise<PickupLocation[]>
  /** Each copy of a record with the request kinds this patron may make for it. */
  requestableCopies(patron: RequestPatron, recordId: number): Promise<RequestableCopy[]>
  /** How many requests the patron has open and may have. */
  allowance(patron: RequestPatron): Promise<RequestAllowance>
  /** Refuses (throws) what `place` would refuse, changing nothing (`userApplyCheck`). */
  check(patron: RequestPatron, request: NewRequest): Promise<void>
  place(patron: RequestPatron, request: NewRequest): Promise<RequestSummary>
  /** The patron's own requests, newest first. */
  list(patron: RequestPatron, query: RequestListQuery): Promise<RequestPage>
  /** Re-lending requests for copies the patron has on loan ("others' requests"). */
  othersRequests(patron: RequestPatron, query: RequestListQuery): Promise<RequestPage>
  /** One of the patron's requests (or one for a copy they hold) with its timeline; NOT_FOUND otherwise. */
  detail(patron: RequestPatron, requestId: number): Promise<RequestDetail>
  /** Cancels; a copy kept for it goes to the next patron waiting (`ready`, to be told) or back on the shelf. */
  cancel(patron: RequestPatron, requestId: number, reason: string): Promise<{ summary: RequestSummary; ready: ReadyRequest | null }>
  /** A new six-digit take code for the requester, replacing any earlier one. */
  issueTakeCode(patron: RequestPatron, requestId: number): Promise<IssuedTakeCode>
  /** The holder hands their copy to the requester who showed this take code: the loan moves (re-lending). */
  handOver(holder: RequestPatron, requestId: number, takeCode: string): Promise<CheckedOut>
  /** The requester confirms a delivered copy arrived: the loan starts. */
  confirmReceipt(patron: RequestPatron, requestId: number): Promise<CheckedOut>
  /** Staff: the library accepts a request (copy fetched and kept, or sent); a ready request is returned to notify. */
  accept(tenantId: number, request: { staffId: number; requestId: number; note: string; locale: Locale }): Promise<{ summary: RequestSummary; ready: ReadyRequest | null }>
  /** Staff: the requester shows their take code at the desk and gets the kept copy on loan. */
  pickUp(tenantId: number, request: { staffId: number; takeCode: string; deskName: string }): Promise<CheckedOut>
  /** Staff: ends requests whose pickup time ran out; each copy goes to the next patron waiting (`ready`) or back on the shelf. */
  lapse(tenantId: number, request: { staffId: number }): Promise<{ lapsed: number; ready: ReadyRequest[] }>
  /** The newest requests of the library, for the staff list. */
  desk(tenantId: number, query: RequestListQuery, locale: Locale): Promise<RequestPage>
}
