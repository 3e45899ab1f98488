import { z } from 'zod'
import {
  allowanceToWire, copiesToWire, lentToWire, requestDetailToWire, requestPageToWire, requestToWire, takeCodeToWire,
} from '../../../modules/circulation/request-wire.ts'
import {
  cancelRequest, checkRequest, confirmReceipt, handOver, issueTakeCode, locationsByCallNo, myRequests, noticeChannels, othersRequests, pickupLocations,
  placeRequest, requestableCopies, requestAllowance, requestDetail, requestForm,
} from '../../../modules/circulation/requests.service.ts'
import { lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'
import { placeRequestInput, recordIdInput, requestIdInput, requestListInput, takeCodeInput } from './request-inputs.ts'

const tag = 'Circulation requests'
const ALL_KINDS = ['RESERVATION', 'ENTRUSTMENT', 'ONLINE_LOAN', 'RELENDING', 'HOME_DELIVERY'] as const

export const requestsRoutes = [
  defineRoute({
    method: 'GET', path: '/find/location/getTakeBookLoc', tag, access: 'public',
    summary: 'The library’s pickup locations for requested copies', input: lenientObject({}), operation: (ctx) => pickupLocations(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/physical/getRequestAndEnreustList', tag, access: 'patron',
    summary: 'Each copy of a record and the request kinds the signed-in patron may make for it', input: recordIdInput,
    operation: (ctx, input) => requestableCopies(ctx, input), present: copiesToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/getRequestBook', tag, access: 'patron',
    summary: 'The copies of a record a request can name (as getRequestAndEnreustList)', input: recordIdInput,
    operation: (ctx, input) => requestableCopies(ctx, input), present: copiesToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/beforeSubtenancy', tag, access: 'patron',
    summary: 'What the request form needs: copies, pickup locations, requests left, the patron’s contacts', input: recordIdInput,
    operation: (ctx, input) => requestForm(ctx, input),
    present: (form) => ({ ...form, copies: copiesToWire(form.copies), allowance: allowanceToWire(form.allowance) }),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/subtenancyTimes', tag, access: 'patron',
    summary: 'The signed-in patron’s open requests and how many more the rule allows', input: lenientObject({}), operation: (ctx) => requestAllowance(ctx), present: allowanceToWire,
  }),
  defineRoute({
    method: 'GET', path: '/find/subtenancy/getSmsStatus', tag, access: 'patron',
    summary: 'Whether the patron can be told by SMS or mail when a request is ready', input: lenientObject({}), operation: (ctx) => noticeChannels(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/getLocByCallNo', tag, access: 'patron',
    summary: 'The locations keeping copies with this call number', input: lenientObject({ callNo: lenientString(100).pipe(z.string().min(1)) }),
    operation: (ctx, input) => locationsByCallNo(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/userApplyCheck', tag, access: 'patron',
    summary: 'Whether this request would be accepted (nothing is stored)', input: placeRequestInput(ALL_KINDS, 'RESERVATION'), operation: (ctx, input) => checkRequest(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/subscribeAndEntrust', tag, access: 'patron',
    summary: 'Reserve a title on loan (requestType 1) or have a copy fetched from the shelf (2)', input: placeRequestInput(['RESERVATION', 'ENTRUSTMENT'], 'RESERVATION'),
    operation: (ctx, input) => placeRequest(ctx, input), present: (r, ctx) => requestToWire(r, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/askBook', tag, access: 'patron',
    summary: 'Ask the patron who has this copy to lend it on (re-lending)', input: placeRequestInput(['RELENDING'], 'RELENDING'),
    operation: (ctx, input) => placeRequest(ctx, input), present: (r, ctx) => requestToWire(r, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/find/findLoan/addLoanOrder', tag, access: 'patron',
    summary: 'Order a loan sent to an address: online loan (requestType 3) or home delivery (5)', input: placeRequestInput(['ONLINE_LOAN', 'HOME_DELIVERY'], 'ONLINE_LOAN'),
    operation: (ctx, input) => placeRequest(ctx, input), present: (r, ctx) => requestToWire(r, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/requestManager', tag, access: 'patron',
    summary: 'The signed-in patron’s requests, newest first', input: requestListInput, operation: (ctx, input) => myRequests(ctx, input), present: (p, ctx) => requestPageToWire(p, ctx.locale),
  }),
  defineRoute({
    method: 'GET', path: '/find/subtenancy/subtencyList', tag, access: 'patron',
    summary: 'The signed-in patron’s requests (the GET form of requestManager)', input: requestListInput, operation: (ctx, input) => myRequests(ctx, input),
    present: (p, ctx) => requestPageToWire(p, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/othersRequest', tag, access: 'patron',
    summary: 'Re-lending requests for copies the signed-in patron has on loan', input: requestListInput, operation: (ctx, input) => othersRequests(ctx, input),
    present: (p, ctx) => requestPageToWire(p, ctx.locale),
  }),
  defineRoute({
    method: 'GET', path: '/find/subtenancy/requestDetl', tag, access: 'patron',
    summary: 'One request with its workflow', input: requestIdInput, operation: (ctx, input) => requestDetail(ctx, input), present: (d, ctx) => requestDetailToWire(d, ctx.locale),
  }),
  defineRoute({
    method: 'GET', path: '/find/subtenancy/requestCancel', tag, access: 'patron', changesState: true,
    summary: 'Cancel one of the signed-in patron’s open requests', input: lenientObject({ requestId: lenientInt().pipe(z.number().int().min(1)), reason: lenientString(200).optional().default('') }),
    operation: (ctx, input) => cancelRequest(ctx, input), present: (r, ctx) => requestToWire(r, ctx.locale),
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/getTakeCode', tag, access: 'patron',
    summary: 'A six-digit take code for a request, valid five minutes, used once', input: requestIdInput, operation: (ctx, input) => issueTakeCode(ctx, input), present: takeCodeToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/confirmLoan', tag, access: 'patron',
    summary: 'Lend one’s copy on to the requester who showed this take code (re-lending)', input: takeCodeInput, operation: (ctx, input) => handOver(ctx, input), present: lentToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/writeTakeBarCode', tag, access: 'patron',
    summary: 'As confirmLoan: the holder writes the requester’s take code', input: takeCodeInput, operation: (ctx, input) => handOver(ctx, input), present: lentToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/subtenancy/reciveBook', tag, access: 'patron',
    summary: 'Confirm a delivered copy arrived; the loan starts', input: requestIdInput, operation: (ctx, input) => confirmReceipt(ctx, input), present: lentToWire,
  }),
]
