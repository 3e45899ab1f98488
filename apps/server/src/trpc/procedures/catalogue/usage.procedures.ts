import { z } from 'zod'
import { addBehaviourRecord, listBehaviourRecords } from '../../../modules/catalogue/behaviour-record.service.ts'
import { addPopularSearch, popularSearches } from '../../../modules/catalogue/popular-search.service.ts'
import { patronProcedure, tenantProcedure } from '../../init.ts'

/**
 * catalogue.usage.*: what readers search and view — the popular searches and a patron's history; REST twins in
 * rest/routes/catalogue/search-extras.routes.ts.
 */
export const usageProcedures = {
  popularSearches: tenantProcedure.input(z.object({ limit: z.number().int().min(1).max(50).default(10) })).query(({ ctx, input }) => popularSearches(ctx, input)),
  countSearch: tenantProcedure.input(z.object({ searchValue: z.string().max(100) })).mutation(({ ctx, input }) => addPopularSearch(ctx, input)),
  recordBehaviour: tenantProcedure
    .input(z.object({ recordId: z.number().int().positive().max(2_147_483_647).optional(), searchValue: z.string().max(200).optional() }))
    .mutation(({ ctx, input }) => addBehaviourRecord(ctx, input)),
  behaviourHistory: patronProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(100).default(10) }))
    .query(({ ctx, input }) => listBehaviourRecords(ctx, input)),
}
