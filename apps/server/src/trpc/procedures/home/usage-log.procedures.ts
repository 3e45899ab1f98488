import { z } from 'zod'
import { logUsage } from '../../../modules/home/usage-log.service.ts'
import { tenantProcedure } from '../../init.ts'

/** Clicks on the home page's menus, databases and pages, counted; REST twins in rest/routes/home/usage-log.routes.ts. */
export const usageLogProcedures = {
  logUsage: tenantProcedure
    .input(z.object({ targetId: z.string().max(1000), kind: z.enum(['INDEX_NAVIGATION_CLICK', 'DATABASE_CLICK', 'ELE_VISIT']) }))
    .mutation(({ ctx, input }) => logUsage(ctx, input.kind, { targetType: input.kind === 'DATABASE_CLICK' ? 'database' : input.kind === 'ELE_VISIT' ? 'page' : 'menu', targetId: input.targetId })),
}
