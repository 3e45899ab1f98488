import { PlaceRequestSchema, RequestListQuerySchema, TakeCodeSchema } from '@portal/contracts'
import { z } from 'zod'
import {
  cancelRequest, checkRequest, confirmReceipt, handOver, issueTakeCode, locationsByCallNo, myRequests, noticeChannels, othersRequests, pickupLocations,
  placeRequest, requestableCopies, requestAllowance, requestDetail, requestForm,
} from '../../../modules/circulation/requests.service.ts'
import { patronProcedure, tenantProcedure } from '../../init.ts'

const id = z.number().int().min(1)
const byRequest = z.object({ requestId: id })
const byRecord = z.object({ recordId: id })

/** A patron's requests (spec §7 "Requests and lending"); REST twins in rest/routes/circulation/requests.routes.ts. */
export const requestsProcedures = {
  pickupLocations: tenantProcedure.query(({ ctx }) => pickupLocations(ctx)),
  copies: patronProcedure.input(byRecord).query(({ ctx, input }) => requestableCopies(ctx, input)),
  form: patronProcedure.input(byRecord).query(({ ctx, input }) => requestForm(ctx, input)),
  allowance: patronProcedure.query(({ ctx }) => requestAllowance(ctx)),
  noticeChannels: patronProcedure.query(({ ctx }) => noticeChannels(ctx)),
  locationsByCallNo: patronProcedure.input(z.object({ callNo: z.string().trim().min(1).max(100) })).query(({ ctx, input }) => locationsByCallNo(ctx, input)),
  check: patronProcedure.input(PlaceRequestSchema).query(({ ctx, input }) => checkRequest(ctx, input)),
  place: patronProcedure.input(PlaceRequestSchema).mutation(({ ctx, input }) => placeRequest(ctx, input)),
  list: patronProcedure.input(RequestListQuerySchema).query(({ ctx, input }) => myRequests(ctx, input)),
  others: patronProcedure.input(RequestListQuerySchema).query(({ ctx, input }) => othersRequests(ctx, input)),
  detail: patronProcedure.input(byRequest).query(({ ctx, input }) => requestDetail(ctx, input)),
  cancel: patronProcedure.input(byRequest.extend({ reason: z.string().trim().max(200).default('') })).mutation(({ ctx, input }) => cancelRequest(ctx, input)),
  takeCode: patronProcedure.input(byRequest).mutation(({ ctx, input }) => issueTakeCode(ctx, input)),
  handOver: patronProcedure.input(byRequest.extend({ takeCode: TakeCodeSchema })).mutation(({ ctx, input }) => handOver(ctx, input)),
  confirmReceipt: patronProcedure.input(byRequest).mutation(({ ctx, input }) => confirmReceipt(ctx, input)),
}
