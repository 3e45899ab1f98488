import { currentUser, markFirstLoginDone } from '../../modules/identity/current-user.service.ts'
import { patronProcedure, publicProcedure, router } from '../init.ts'

/** The signed-in patron for the web app; REST twins in rest/routes/session.routes.ts. */
export const sessionRouter = router({
  // "Who am I" answers null for a visitor or a refused token (the client then forgets it), rather than a 401:
  // asking is no failure. Calls that need a patron still answer 401.
  me: publicProcedure.query(({ ctx }) => (ctx.actor.kind === 'patron' ? currentUser(ctx) : null)),
  finishTour: patronProcedure.mutation(({ ctx }) => markFirstLoginDone(ctx)),
})
