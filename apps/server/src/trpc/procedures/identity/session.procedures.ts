import { patronScope } from '../../../data/request-scope.ts'
import { currentUser, markFirstLoginDone } from '../../../modules/identity/current-user.service.ts'
import { patronProcedure, publicProcedure } from '../../init.ts'

/** The signed-in patron for the web app; REST twins in rest/routes/identity/session.routes.ts. */
export const sessionProcedures = {
  // "Who am I" answers null for a visitor or a refused token (the client then forgets it), rather than a 401:
  // asking is no failure. Calls that need a patron still answer 401. A patron who must still bind a contact is answered.
  me: publicProcedure.query(async ({ ctx }) => (ctx.actor.kind === 'patron' ? currentUser(await patronScope(ctx, { allowUnboundContact: true })) : null)),
  finishTour: patronProcedure.mutation(({ ctx }) => markFirstLoginDone(ctx)),
}
