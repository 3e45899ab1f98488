import { BehaviourPageSchema, BehaviourQuerySchema, PointsNoticeSchema, PointsPageSchema, PointsQuerySchema } from '@portal/contracts'
import { behaviourList, pointsList, pointsNotice } from '../../../modules/circulation/behaviour.service.ts'
import { patronProcedure } from '../../init.ts'

/** A patron's behaviour records (circulation.behaviour.*) and points (circulation.points.*); REST twins in rest/routes/circulation/behaviour.routes.ts. */
export const behaviourProcedures = {
  list: patronProcedure.input(BehaviourQuerySchema).output(BehaviourPageSchema).query(({ ctx, input }) => behaviourList(ctx, input)),
}

export const pointsProcedures = {
  list: patronProcedure.input(PointsQuerySchema).output(PointsPageSchema).query(({ ctx, input }) => pointsList(ctx, input)),
  notice: patronProcedure.output(PointsNoticeSchema).query(({ ctx }) => pointsNotice(ctx)),
}
