import { TakeCodeSchema } from '@portal/contracts'
import { acceptRequest, completeRequest, deskRequests, lapseRequests } from '../../../modules/circulation/request-desk.service.ts'
import { lentToWire, requestPageToWire, requestToWire } from '../../../modules/circulation/request-wire.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'
import { requestIdInput, requestListInput } from './request-inputs.ts'

const tag = 'Circulation desk (staff)'

export const requestDeskRoutes = [
  defineRoute({
    method: 'POST', path: '/admin/circulation/requests', tag, access: 'staff',
    summary: 'The library’s requests, newest first, by status and kind', input: requestListInput, operation: (ctx, input) => deskRequests(ctx, input),
    present: (p, ctx) => requestPageToWire(p, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/requests/accept', tag, access: 'staff',
    summary: 'Accept a request: an entrusted copy is fetched and kept (the patron is told), a delivery is sent',
    input: requestIdInput.and(lenientObject({ note: lenientString(200).optional().default('') })),
    operation: (ctx, input) => acceptRequest(ctx, input), present: (r, ctx) => ({ ...requestToWire(r, ctx.locale), noticeSent: r.noticeSent }),
  }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/requests/complete', tag, access: 'staff',
    summary: 'Lend a kept copy to the patron who shows this take code',
    input: lenientObject({ takeCode: lenientString(20).pipe(TakeCodeSchema), deskName: lenientString(100).optional().default('') }),
    operation: (ctx, input) => completeRequest(ctx, input), present: lentToWire,
  }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/requests/lapse', tag, access: 'staff',
    summary: 'End the requests whose kept copies were not collected in time; the copies go back on the shelf', input: lenientObject({}), operation: (ctx) => lapseRequests(ctx),
  }),
]
