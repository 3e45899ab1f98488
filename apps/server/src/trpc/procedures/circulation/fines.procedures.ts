import { BehaviourRecordSchema, PayFineSchema, WaiveFineSchema } from '@portal/contracts'
import { payFine, waiveFine } from '../../../modules/circulation/behaviour.service.ts'
import { staffProcedure } from '../../init.ts'

/** The desk's settlement of behaviour records' charges (circulation.fines.*); REST twins in rest/routes/circulation/fines.routes.ts. */
export const finesProcedures = {
  waive: staffProcedure.input(WaiveFineSchema).output(BehaviourRecordSchema).mutation(({ ctx, input }) => waiveFine(ctx, input)),
  pay: staffProcedure.input(PayFineSchema).output(BehaviourRecordSchema).mutation(({ ctx, input }) => payFine(ctx, input)),
}
