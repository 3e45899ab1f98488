import { BookDetailSchema, CatalogueSearchInputSchema, RecordDetailSchema, SearchPageSchema } from '@portal/contracts'
import { z } from 'zod'
import { coverUrl } from '../../modules/catalogue/covers.service.ts'
import { getBookDetail, getDetail, getDocCode } from '../../modules/catalogue/detail.service.ts'
import { getConditionList, getGroupResourceDict, getSearchFieldList } from '../../modules/catalogue/dictionaries.service.ts'
import { groupItems, groupItemsByLibCode, liveCounts } from '../../modules/catalogue/holdings.service.ts'
import { listLocations, locationDictionary, pickupLocations } from '../../modules/catalogue/locations.service.ts'
import { searchForDetail, twiceSearch } from '../../modules/catalogue/related-records.service.ts'
import { assertRefererGate, searchCatalogue, spellKeyWord } from '../../modules/catalogue/search.service.ts'
import { optionalTenantScope } from '../../data/request-scope.ts'
import { publicProcedure, router, tenantProcedure } from '../init.ts'

const recordId = z.number().int().positive().max(2_147_483_647)
const byRecord = z.object({ recordId })

/**
 * The web app's door to search, records and holdings; the REST twins are in rest/routes/{search,holdings,record-detail}.routes.ts.
 * Searches and details answer the domain's types (packages/contracts: search-page.ts, record.ts), not the LibStar wire.
 */
export const catalogueRouter = router({
  search: tenantProcedure.input(CatalogueSearchInputSchema).output(SearchPageSchema).query(async ({ ctx, input }) => {
    const tenant = await ctx.tenant()
    assertRefererGate(ctx, tenant)
    return searchCatalogue(ctx, tenant, input)
  }),
  twiceSearch: tenantProcedure
    .input(CatalogueSearchInputSchema.extend({ secondSearchContent: z.string().max(1000) }))
    .output(SearchPageSchema)
    .query(({ ctx, input }) => twiceSearch(ctx, input)),
  related: tenantProcedure
    .input(CatalogueSearchInputSchema.extend({ excludeFieldContent: recordId }))
    .output(SearchPageSchema)
    .query(({ ctx, input }) => searchForDetail(ctx, input)),
  spell: tenantProcedure.input(z.object({ keyWord: z.string().max(200) })).query(({ ctx, input }) => spellKeyWord(ctx, input)),
  detail: tenantProcedure.input(byRecord).output(RecordDetailSchema).query(({ ctx, input }) => getDetail(ctx, input)),
  bookDetail: tenantProcedure.input(byRecord).output(BookDetailSchema).query(({ ctx, input }) => getBookDetail(ctx, input)),
  docCode: tenantProcedure.input(byRecord).query(({ ctx, input }) => getDocCode(ctx, input)),
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
  conditions: tenantProcedure.query(({ ctx }) => getConditionList(ctx)),
  dictionaries: tenantProcedure.query(({ ctx }) => getGroupResourceDict(ctx)),
  searchFields: tenantProcedure.query(({ ctx }) => getSearchFieldList(ctx)),
  locations: tenantProcedure
    .input(z.object({ locationName: z.string().max(100).optional(), campusIds: z.array(z.string()).max(50).default([]), locationTypeCodes: z.array(z.string()).max(50).default([]), page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(2000).default(100) }))
    .query(({ ctx, input }) => listLocations(ctx, input)),
  locationDictionary: tenantProcedure.query(({ ctx }) => locationDictionary(ctx)),
  pickupLocations: tenantProcedure.query(({ ctx }) => pickupLocations(ctx)),
})
