import { z } from 'zod'
import { coverUrl } from '../../../modules/catalogue/covers.service.ts'
import { groupItems, groupItemsByLibCode, liveCounts } from '../../../modules/catalogue/holdings.service.ts'
import { listLocations, locationDictionary, pickupLocations } from '../../../modules/catalogue/locations.service.ts'
import { optionalTenantScope } from '../../../data/request-scope.ts'
import { publicProcedure, tenantProcedure } from '../../init.ts'

const recordId = z.number().int().positive().max(2_147_483_647)
const byRecord = z.object({ recordId })

/** Copies, their counts and locations, and covers; REST twins in rest/routes/catalogue/holdings.routes.ts. */
export const holdingsProcedures = {
  holdings: tenantProcedure
    .input(byRecord.extend({ page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(500).default(50) }))
    .query(({ ctx, input }) => groupItems(ctx, input)),
  holdingsByLibrary: tenantProcedure.input(byRecord).query(({ ctx, input }) => groupItemsByLibCode(ctx, input)),
  liveCounts: tenantProcedure
    .input(z.object({ recordIds: z.array(recordId).max(200) }))
    .query(async ({ ctx, input }) => Object.fromEntries(await liveCounts(ctx, input.recordIds))),
  // A cover answers without a tenant too (the cover service's drawn one).
  coverUrl: publicProcedure
    .input(z.object({ recordId: recordId.optional(), isbn: z.string().max(100).optional(), title: z.string().max(500).optional() }))
    .query(async ({ ctx, input }) => coverUrl((await optionalTenantScope(ctx)) ?? { ...ctx, data: null }, input)),
  locations: tenantProcedure
    .input(z.object({ locationName: z.string().max(100).optional(), campusIds: z.array(z.string()).max(50).default([]), locationTypeCodes: z.array(z.string()).max(50).default([]), page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(2000).default(100) }))
    .query(({ ctx, input }) => listLocations(ctx, input)),
  locationDictionary: tenantProcedure.query(({ ctx }) => locationDictionary(ctx)),
  pickupLocations: tenantProcedure.query(({ ctx }) => pickupLocations(ctx)),
}
