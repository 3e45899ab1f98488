import type { RequestListQuery } from '@portal/contracts'
import type { StaffContext } from '../../data/request-scope.ts'
import { noticeRequestReady } from './request-notice.ts'
import { requestsOf } from './requests.service.ts'

// Requests at the staff desk (issue 8): the library's list, accepting a request (the copy fetched and kept, or
// sent), handing a kept copy to the patron who shows their take code, and ending what nobody collected.

type DeskCall = Pick<StaffContext, 'ports' | 'tenant' | 'staffId' | 'locale' | 'data' | 'log'>

/** `POST /admin/circulation/requests`: the library's requests, newest first. */
export async function deskRequests(ctx: DeskCall, query: RequestListQuery) {
  const { requests, tenantId } = await requestsOf(ctx)
  return requests.desk(tenantId, query, ctx.locale)
}

/** `POST /admin/circulation/requests/accept`: the patron is told by mail or SMS when their copy now waits. */
export async function acceptRequest(ctx: DeskCall, input: { requestId: number; note: string }) {
  const { requests, tenantId } = await requestsOf(ctx)
  const { summary, ready } = await requests.accept(tenantId, { staffId: ctx.staffId, requestId: input.requestId, note: input.note, locale: ctx.locale })
  const noticeSent = ready ? await noticeRequestReady(ctx, ready) : false
  return { ...summary, noticeSent }
}

/** `POST /admin/circulation/requests/complete`: the kept copy goes out on loan to the patron who showed this take code. */
export async function completeRequest(ctx: DeskCall, input: { takeCode: string; deskName: string }) {
  const { requests, tenantId } = await requestsOf(ctx)
  return requests.pickUp(tenantId, { staffId: ctx.staffId, takeCode: input.takeCode, deskName: input.deskName })
}

/** `POST /admin/circulation/requests/lapse`: kept copies past their pickup date go to the next reader waiting, or back to the shelf. */
export async function lapseRequests(ctx: DeskCall) {
  const { requests, tenantId } = await requestsOf(ctx)
  const { lapsed, ready } = await requests.lapse(tenantId, { staffId: ctx.staffId })
  for (const next of ready) await noticeRequestReady(ctx, next)
  return { lapsed, keptForNext: ready.length }
}
