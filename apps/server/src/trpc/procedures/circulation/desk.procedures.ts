import { z } from 'zod'
import { checkIn, checkOut } from '../../../modules/circulation/desk.service.ts'
import { staffProcedure } from '../../init.ts'

const barcode = z.string().trim().min(1).max(100)
const deskName = z.string().trim().max(100).default('')

/** The circulation desk for staff; REST twins in rest/routes/circulation/desk.routes.ts. */
export const deskProcedures = {
  checkOut: staffProcedure.input(z.object({ patron: z.string().trim().min(1).max(100), barcode, deskName })).mutation(({ ctx, input }) => checkOut(ctx, input)),
  checkIn: staffProcedure.input(z.object({ barcode, deskName })).mutation(({ ctx, input }) => checkIn(ctx, input)),
}
