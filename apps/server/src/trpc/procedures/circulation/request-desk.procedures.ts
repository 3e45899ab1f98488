import { RequestListQuerySchema, TakeCodeSchema } from '@portal/contracts'
import { z } from 'zod'
import { acceptRequest, completeRequest, deskRequests, lapseRequests } from '../../../modules/circulation/request-desk.service.ts'
import { staffProcedure } from '../../init.ts'

/** Requests at the staff desk; REST twins in rest/routes/circulation/request-desk.routes.ts. */
export const requestDeskProcedures = {
  list: staffProcedure.input(RequestListQuerySchema).query(({ ctx, input }) => deskRequests(ctx, input)),
  accept: staffProcedure.input(z.object({ requestId: z.number().int().min(1), note: z.string().trim().max(200).default('') })).mutation(({ ctx, input }) => acceptRequest(ctx, input)),
  complete: staffProcedure.input(z.object({ takeCode: TakeCodeSchema, deskName: z.string().trim().max(100).default('') })).mutation(({ ctx, input }) => completeRequest(ctx, input)),
  lapse: staffProcedure.mutation(({ ctx }) => lapseRequests(ctx)),
}
