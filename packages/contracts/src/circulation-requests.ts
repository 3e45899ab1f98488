import { z } from 'zod'

// Circulation requests (LibStar "subtenancy", spec §4 and §7 "Requests and lending"): a patron asks for a copy to
// be kept, fetched, delivered or handed over by the patron who has it; the library (or that patron) moves the
// request on; a six-digit take code proves at the hand-over that the requester is there.

/** The request kinds a patron can make here, with their wire codes (`requestType`). */
export const REQUEST_TYPES = { RESERVATION: 1, ENTRUSTMENT: 2, ONLINE_LOAN: 3, RELENDING: 4, HOME_DELIVERY: 5 } as const
export type RequestTypeName = keyof typeof REQUEST_TYPES
export const REQUEST_TYPE_NAMES = Object.keys(REQUEST_TYPES) as RequestTypeName[]

/** Request statuses in the spec's order (start, cancel, end, accept, complete), with their wire codes (`status`). */
export const REQUEST_STATUSES = { START: 1, CANCEL: 2, END: 3, ACCEPT: 4, COMPLETE: 5 } as const
export type RequestStatusName = keyof typeof REQUEST_STATUSES
export const REQUEST_STATUS_NAMES = Object.keys(REQUEST_STATUSES) as RequestStatusName[]
/** Statuses of a request still under way (it counts against the patron's request limit and can be cancelled). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatusName[] = ['START', 'ACCEPT']

/**
 * Workflow steps (spec §4: "2–16 and A–D"); the i18n `requests` namespace names them (`step.<code>`). A request's
 * timeline is the list of steps it went through.
 */
export const REQUEST_STEPS = [
  '2', // reserving: waiting for a copy on loan to come back
  '3', // reservation arrived: the copy waits at the pickup desk
  '4', // entrusting: staff are to fetch the copy from the shelf
  '5', // entrusted copy picked up from the shelf, waiting at the pickup desk
  '6', // in logistics: sent to the patron
  '7', // on the shelf again (the copy went back)
  '8', // borrowed: the patron has the copy on loan
  '9', // awaiting return
  '10', // accepted (by the patron who holds the copy, for re-lending)
  '11', // request initiated
  '12', // picked from the shelf
  '13', // single-volume transfer
  '14', // logistics received
  '15', // to return
  '16', // kept on the shelf
  'A', // cancelled by the patron
  'B', // cancelled by the library
  'C', // lapsed: not collected in time
  'D', // handed over from one patron to another
] as const
export type RequestStep = (typeof REQUEST_STEPS)[number]

/** Take codes: six digits, valid five minutes, used once; a few wrong entries void the code. */
export const TAKE_CODE_TTL_MS = 5 * 60_000
export const TAKE_CODE_MAX_ATTEMPTS = 5
export const TakeCodeSchema = z.string().trim().regex(/^\d{6}$/, 'six digits')

export const MAX_REQUEST_ROWS = 50

export const RequestListQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_REQUEST_ROWS).default(10),
  status: z.enum(REQUEST_STATUS_NAMES as [RequestStatusName, ...RequestStatusName[]]).nullable().default(null),
  type: z.enum(REQUEST_TYPE_NAMES as [RequestTypeName, ...RequestTypeName[]]).nullable().default(null),
})
export type RequestListQuery = z.output<typeof RequestListQuerySchema>

const contact = {
  contactName: z.string().trim().max(50).default(''),
  contactPhone: z.string().trim().max(30).regex(/^[0-9+\- ]*$/, 'phone').default(''),
  contactEmail: z.union([z.literal(''), z.string().trim().max(200).email()]).default(''),
  note: z.string().trim().max(300).default(''),
}

/** A new request for one copy (`itemId`) or, for a reservation, for any copy of a record. */
export const PlaceRequestSchema = z.object({
  type: z.enum(REQUEST_TYPE_NAMES as [RequestTypeName, ...RequestTypeName[]]),
  itemId: z.number().int().min(1).nullable().default(null),
  recordId: z.number().int().min(1).nullable().default(null),
  /** Pickup location (`takeBookAddress`); required for reservation and entrustment. */
  takeLocationId: z.number().int().min(1).nullable().default(null),
  /** Delivery address from the patron's address book (online loan, home delivery). */
  addressId: z.number().int().min(1).nullable().default(null),
  /** Or the delivery address written out (recipient, phone, street, city, postcode). */
  deliveryAddress: z.string().trim().max(300).default(''),
  ...contact,
})
export type PlaceRequest = z.output<typeof PlaceRequestSchema>

export const RequestEventSchema = z.object({ step: z.string(), status: z.enum(REQUEST_STATUS_NAMES as [RequestStatusName, ...RequestStatusName[]]), note: z.string(), at: z.string(), byStaff: z.boolean() })

export const RequestSummarySchema = z.object({
  requestId: z.number().int(),
  requestNo: z.string(),
  type: z.enum(REQUEST_TYPE_NAMES as [RequestTypeName, ...RequestTypeName[]]),
  status: z.enum(REQUEST_STATUS_NAMES as [RequestStatusName, ...RequestStatusName[]]),
  step: z.string(),
  recordId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  title: z.string(),
  barcode: z.string(),
  callNo: z.string(),
  takeLocationName: z.string(),
  deliveryAddress: z.string(),
  createdAt: z.string(),
  endDate: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** What the patron can do now. */
  cancellable: z.boolean(),
  /** A take code can be shown (the copy waits for the patron, or a holder is to hand it over). */
  takeCodeAvailable: z.boolean(),
  /** A delivered copy can be confirmed as received. */
  receivable: z.boolean(),
})
export type RequestSummary = z.output<typeof RequestSummarySchema>
export type RequestEventView = z.output<typeof RequestEventSchema>
export type RequestDetail = RequestSummary & { contactName: string; contactPhone: string; contactEmail: string; note: string; cancelReason: string; events: RequestEventView[] }
export type RequestPage = { requests: RequestSummary[]; total: number }

/** A take code as the requester sees it. */
export type IssuedTakeCode = { requestId: number; takeCode: string; expiresAt: string }

/** Who may ask what for a copy of a record (getRequestAndEnreustList). */
export type RequestableCopy = {
  itemId: number
  barcode: string
  callNo: string
  volume: string
  locationName: string
  libraryName: string
  status: string
  dueDate: string | null
  types: RequestTypeName[]
}

/** The request limits of the signed-in patron (subtenancyTimes). */
export type RequestAllowance = { open: number; allowed: number; left: number }

/** A pickup location (getTakeBookLoc). */
export type PickupLocation = { locationId: number; locationName: string; libraryName: string; address: string }
