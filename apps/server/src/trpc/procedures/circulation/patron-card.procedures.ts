import { CardChangeSchema, CardStatusSchema, LeaveSchoolCheckSchema, LeaveSchoolDoneSchema } from '@portal/contracts'
import { z } from 'zod'
import { cardStatus, checkCardPassword, reportCardLost } from '../../../modules/circulation/card-status.service.ts'
import { leaveSchool, leaveSchoolCheck } from '../../../modules/circulation/leave-school.service.ts'
import { patronProcedure } from '../../init.ts'

const password = z.string().min(1).max(512)

/** The patron's own card (circulation.card.*); REST twins in rest/routes/circulation/patron-card.routes.ts. */
export const cardProcedures = {
  status: patronProcedure.output(CardStatusSchema).query(({ ctx }) => cardStatus(ctx)),
  checkPassword: patronProcedure.input(z.object({ password })).output(z.object({ passed: z.literal(true) })).mutation(({ ctx, input }) => checkCardPassword(ctx, input)),
  reportLost: patronProcedure.input(z.object({ password })).output(CardChangeSchema).mutation(({ ctx, input }) => reportCardLost(ctx, { password: input.password, lost: true })),
}

/** Self-service leave-school (circulation.leaveSchool.*). */
export const leaveSchoolProcedures = {
  check: patronProcedure.output(LeaveSchoolCheckSchema).query(({ ctx }) => leaveSchoolCheck(ctx)),
  leave: patronProcedure.output(LeaveSchoolDoneSchema).mutation(({ ctx }) => leaveSchool(ctx)),
}
