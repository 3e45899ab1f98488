import type { PlaceRequest, RequestListQuery } from '@portal/contracts'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { placeName } from '../../kernel/localized-name.ts'
import { noticeRequestReady } from './request-notice.ts'
import type { CirculationRequests, RequestPatron } from '../../ports/circulation-requests.port.ts'

// A patron's requests (issue 8, spec §7 "Requests and lending"): asking for a copy to be kept, fetched, delivered or
// handed over by the patron who has it; the list with each request's timeline; cancelling; take codes. The
// tenant's circulation provider keeps them (capability 'requests').

type RequestsCall = Pick<PatronContext, 'ports' | 'mine' | 'patronId' | 'tenant' | 'locale' | 'data'>

/** The tenant's request provider (the patron's and the desk's calls both go through it). */
export async function requestsOf(ctx: Pick<TenantContext, 'ports' | 'tenant'>): Promise<{ requests: CirculationRequests; tenantId: number }> {
  const tenant = await ctx.tenant()
  const provider = await ctx.ports.circulation.forTenant(tenant.id)
  if (!provider.capabilities.has('requests') || !provider.requests) throw new AppError('CIRCULATION_UNSUPPORTED')
  return { requests: provider.requests, tenantId: tenant.id }
}

async function patronRequests(ctx: RequestsCall): Promise<{ requests: CirculationRequests; patron: RequestPatron }> {
  const [{ requests, tenantId }, me] = await Promise.all([requestsOf(ctx), ctx.mine.patron.findFirst({ select: { username: true } })])
  return { requests, patron: { tenantId, patronId: ctx.patronId, barcode: me?.username ?? '', locale: ctx.locale } }
}

/** An address-book entry becomes the address text the request keeps (the entry may change later; the request not). */
async function withAddress(ctx: RequestsCall, input: PlaceRequest): Promise<PlaceRequest> {
  if (input.addressId === null) return input
  const entry = await ctx.mine.address.findFirst({ where: { id: input.addressId } })
  if (!entry) throw new AppError('DELIVERY_ADDRESS_REQUIRED')
  const text = `${entry.recipient} ${entry.phone} ${entry.province}${entry.city}${entry.district}${entry.details} ${entry.zipCode}`.trim()
  return { ...input, deliveryAddress: text, contactPhone: input.contactPhone || entry.phone }
}

/** `GET /find/location/getTakeBookLoc`: the library's pickup desks. */
export async function pickupLocations(ctx: Pick<TenantContext, 'ports' | 'tenant' | 'locale'>) {
  const { requests, tenantId } = await requestsOf(ctx)
  return requests.pickupLocations(tenantId, ctx.locale)
}

/** `POST /find/physical/getRequestAndEnreustList`: each copy of the record and what the patron may ask for it. */
export async function requestableCopies(ctx: RequestsCall, input: { recordId: number }) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.requestableCopies(patron, input.recordId)
}

/** `POST /find/subtenancy/subtenancyTimes`: open requests, the limit, and what is left. */
export async function requestAllowance(ctx: RequestsCall) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.allowance(patron)
}

/** `POST /find/subtenancy/beforeSubtenancy`: what the request form needs, in one call. */
export async function requestForm(ctx: RequestsCall, input: { recordId: number }) {
  const { requests, patron } = await patronRequests(ctx)
  const [record, copies, pickup, allowance, me] = await Promise.all([
    ctx.data.bibRecord.findFirst({ where: { id: input.recordId }, select: { title: true } }),
    requests.requestableCopies(patron, input.recordId),
    requests.pickupLocations(patron.tenantId, ctx.locale),
    requests.allowance(patron),
    ctx.mine.patron.findFirst({ select: { name: true, mobile: true, email: true } }),
  ])
  if (!record) throw new AppError('NOT_FOUND')
  return { title: record.title, copies, pickupLocations: pickup, allowance, contact: { name: me?.name ?? '', phone: me?.mobile ?? '', email: me?.email ?? '' } }
}

/** `POST /find/subtenancy/userApplyCheck`: refuses what placing would refuse, and changes nothing. */
export async function checkRequest(ctx: RequestsCall, input: PlaceRequest): Promise<true> {
  const { requests, patron } = await patronRequests(ctx)
  await requests.check(patron, await withAddress(ctx, input))
  return true
}

/** `subscribeAndEntrust`, `askBook`, `/find/findLoan/addLoanOrder`: a new request. */
export async function placeRequest(ctx: RequestsCall, input: PlaceRequest) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.place(patron, await withAddress(ctx, input))
}

/** `requestManager`, `subtencyList`: the patron's own requests. */
export async function myRequests(ctx: RequestsCall, query: RequestListQuery) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.list(patron, query)
}

/** `othersRequest`: re-lending requests for copies the patron has. */
export async function othersRequests(ctx: RequestsCall, query: RequestListQuery) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.othersRequests(patron, query)
}

/** `GET /find/subtenancy/requestDetl`: one request with its timeline. */
export async function requestDetail(ctx: RequestsCall, input: { requestId: number }) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.detail(patron, input.requestId)
}

/** `GET /find/subtenancy/requestCancel`. */
export async function cancelRequest(ctx: RequestsCall & Pick<PatronContext, 'log'>, input: { requestId: number; reason: string }) {
  const { requests, patron } = await patronRequests(ctx)
  const { summary, ready } = await requests.cancel(patron, input.requestId, input.reason)
  // The copy kept for this request now waits for the next reader who reserved the title: they are told.
  if (ready) await noticeRequestReady(ctx, ready)
  return summary
}

/** `POST /find/subtenancy/getTakeCode`: six digits for five minutes. */
export async function issueTakeCode(ctx: RequestsCall, input: { requestId: number }) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.issueTakeCode(patron, input.requestId)
}

/** `confirmLoan`, `writeTakeBarCode`: the holder lends their copy on to the requester who showed this code. */
export async function handOver(ctx: RequestsCall, input: { requestId: number; takeCode: string }) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.handOver(patron, input.requestId, input.takeCode)
}

/** `reciveBook`: the requester confirms a delivered copy arrived; the loan starts. */
export async function confirmReceipt(ctx: RequestsCall, input: { requestId: number }) {
  const { requests, patron } = await patronRequests(ctx)
  return requests.confirmReceipt(patron, input.requestId)
}

/** `GET /find/subtenancy/getSmsStatus`: how the library can tell the patron that a request is ready. */
export async function noticeChannels(ctx: Pick<PatronContext, 'mine'>) {
  const me = await ctx.mine.patron.findFirst({ select: { mobile: true, mobileVerified: true, email: true, emailVerified: true } })
  return { sms: Boolean(me?.mobile && me.mobileVerified), mail: Boolean(me?.email && me.emailVerified) }
}

/** `POST /find/subtenancy/getLocByCallNo`: where copies with this call number are kept. */
export async function locationsByCallNo(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { callNo: string }) {
  const items = await ctx.data.item.findMany({
    where: { callNo: input.callNo }, select: { location: { select: { id: true, locationName: true, englishName: true, complexName: true } } }, distinct: ['locationId'], take: 50,
  })
  return items.map((i) => ({ locationId: i.location.id, locationName: placeName(i.location, ctx.locale) }))
}
