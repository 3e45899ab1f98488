import { currentUser, markFirstLoginDone } from '../../modules/identity/current-user.service.ts'
import { patronProcedure, router } from '../init.ts'

/** The signed-in patron for the web app; REST twins in rest/routes/session.routes.ts. */
export const sessionRouter = router({
  me: patronProcedure.query(({ ctx }) => currentUser(ctx)),
  finishTour: patronProcedure.mutation(({ ctx }) => markFirstLoginDone(ctx)),
})
