import { EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the request calls (spec §7 "Requests and lending"): the form's reads, a copy of 三体
// entrusted, accepted by the desk and lent against the patron's take code (used once), a second copy sent home and
// received, cancellations, refusals and bad input. Request numbers and take codes are random: recorded as placeholders.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const
const SANTI = 'demo-zh-0099' // 三体, held by both tenants
const santi = ({ ids }: WireContext) => ({ recordId: ids.record(SANTI) })

type Copy = { itemId: number; callNo: string; canEntrust: number }
const copiesIn = (ctx: WireContext, name: string) => ((ctx.answer(name).body as { data?: Copy[] }).data ?? [])
const shelfCopy = (ctx: WireContext, name: string) => copiesIn(ctx, name).find((c) => c.canEntrust === 1)?.itemId ?? UNKNOWN_ID
const pickup = (ctx: WireContext) => ((ctx.answer('requests.pickup-locations').body as { data?: { locationId: number }[] }).data ?? [])[0]?.locationId ?? UNKNOWN_ID
const requestIdOf = (ctx: WireContext, name: string) => (ctx.answer(name).body as { data?: { requestId?: number } }).data?.requestId ?? UNKNOWN_ID
const takeCodeOf = (ctx: WireContext, name: string) => (ctx.answer(name).body as { data?: { takeCode?: string } }).data?.takeCode ?? '000000'

export const requestReads: WireRequest[] = [
  get('requests.pickup-locations', '/find/location/getTakeBookLoc'),
  get('requests.pickup-locations-en', '/find/location/getTakeBookLoc', undefined, { headers: EN }),
  post('requests.copies', '/find/physical/getRequestAndEnreustList', santi, { as: reader }),
  post('requests.request-book', '/find/subtenancy/getRequestBook', (ctx) => ({ recordId: String(santi(ctx).recordId) }), { as: reader }),
  post('requests.form', '/find/subtenancy/beforeSubtenancy', santi, { as: reader }),
  post('requests.allowance', '/find/subtenancy/subtenancyTimes', () => ({}), { as: reader }),
  get('requests.sms-status', '/find/subtenancy/getSmsStatus', undefined, { as: reader }),
  post('requests.locations-by-call-no', '/find/subtenancy/getLocByCallNo', (ctx) => ({ callNo: copiesIn(ctx, 'requests.copies')[0]?.callNo ?? 'I247.5' }), { as: reader }),
  post('requests.check', '/find/subtenancy/userApplyCheck', (ctx) => ({ requestType: 2, itemId: shelfCopy(ctx, 'requests.copies'), takeLocationId: pickup(ctx) }), { as: reader }),
  post('requests.check-error-pickup', '/find/subtenancy/userApplyCheck', (ctx) => ({ requestType: 2, itemId: shelfCopy(ctx, 'requests.copies') }), { as: reader, headers: EN }),
  post('requests.list', '/find/subtenancy/requestManager', () => ({ page: 1, rows: 10 }), { as: reader }),
  get('requests.list-get', '/find/subtenancy/subtencyList', () => ({ page: '1', rows: '10', status: '5' }), { as: reader }),
  post('requests.others', '/find/subtenancy/othersRequest', () => ({}), { as: reader }),
  post('requests.list-error-rows', '/find/subtenancy/requestManager', () => ({ page: 1, rows: 100000 }), { as: reader, headers: EN }),
  post('requests.list-error-anonymous', '/find/subtenancy/requestManager', () => ({ page: 1, rows: 10 })),
]

export const requestWrites: WireRequest[] = [
  post('requests.entrust', '/find/subtenancy/subscribeAndEntrust', (ctx) => ({ requestType: '2', itemId: shelfCopy(ctx, 'requests.copies'), takeLocationId: pickup(ctx), contactPhone: '13800000001' }), { as: reader }),
  post('requests.entrust-again', '/find/subtenancy/subscribeAndEntrust', (ctx) => ({ requestType: 2, itemId: shelfCopy(ctx, 'requests.copies'), takeLocationId: pickup(ctx) }), { as: reader, headers: EN }),
  post('requests.entrust-error-type', '/find/subtenancy/subscribeAndEntrust', () => ({ requestType: 9, itemId: 1 }), { as: reader, headers: EN }),
  post('requests.take-code-not-ready', '/find/subtenancy/getTakeCode', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust') }), { as: reader }),
  post('requests.desk-list', '/admin/circulation/requests', () => ({ page: 1, rows: 5, status: 1 }), { as: librarian }),
  post('requests.desk-accept', '/admin/circulation/requests/accept', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust'), note: '已取书' }), { as: librarian }),
  get('requests.detail', '/find/subtenancy/requestDetl', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust') }), { as: reader }),
  get('requests.detail-en', '/find/subtenancy/requestDetl', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust') }), { as: reader, headers: EN }),
  post('requests.take-code', '/find/subtenancy/getTakeCode', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust') }), { as: reader }),
  post('requests.desk-complete', '/admin/circulation/requests/complete', (ctx) => ({ takeCode: takeCodeOf(ctx, 'requests.take-code'), deskName: '流通服务台' }), { as: librarian }),
  post('requests.desk-complete-again', '/admin/circulation/requests/complete', (ctx) => ({ takeCode: takeCodeOf(ctx, 'requests.take-code') }), { as: librarian, headers: EN }),
  get('requests.cancel-completed', '/find/subtenancy/requestCancel', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.entrust') }), { as: reader }),
  post('requests.copies-after', '/find/physical/getRequestAndEnreustList', santi, { as: reader }),
  post('requests.order', '/find/findLoan/addLoanOrder', (ctx) => ({ requestType: 5, itemId: shelfCopy(ctx, 'requests.copies-after'), deliveryAddress: '林晓 13800000001 星海大学 12 栋 301 310000' }), { as: reader }),
  post('requests.order-error-address', '/find/findLoan/addLoanOrder', (ctx) => ({ itemId: shelfCopy(ctx, 'requests.copies-after') }), { as: reader, headers: EN }),
  post('requests.desk-accept-order', '/admin/circulation/requests/accept', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.order') }), { as: librarian }),
  post('requests.receive', '/find/subtenancy/reciveBook', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.order') }), { as: reader }),
  post('requests.receive-again', '/find/subtenancy/reciveBook', (ctx) => ({ requestId: requestIdOf(ctx, 'requests.order') }), { as: reader }),
  post('requests.ask-book-unknown', '/find/subtenancy/askBook', () => ({ itemId: UNKNOWN_ID }), { as: reader }),
  post('requests.confirm-loan-unknown', '/find/subtenancy/confirmLoan', () => ({ requestId: UNKNOWN_ID, takeCode: '123456' }), { as: reader }),
  post('requests.write-take-bar-code-error', '/find/subtenancy/writeTakeBarCode', () => ({ requestId: 1, takeCode: '12ab' }), { as: reader, headers: EN }),
  get('requests.cancel-unknown', '/find/subtenancy/requestCancel', () => ({ requestId: UNKNOWN_ID }), { as: reader }),
  post('requests.desk-lapse', '/admin/circulation/requests/lapse', () => ({}), { as: librarian }),
]
