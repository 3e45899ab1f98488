import { CatalogueSearchInputSchema, SearchPageSchema } from '@portal/contracts'
import { z } from 'zod'
import { listClassification } from '../../../modules/catalogue/classification.service.ts'
import { getConditionList, getGroupResourceDict, getSearchFieldList } from '../../../modules/catalogue/dictionaries.service.ts'
import { searchForDetail, twiceSearch } from '../../../modules/catalogue/related-records.service.ts'
import { assertRefererGate, searchCatalogue, spellKeyWord } from '../../../modules/catalogue/search.service.ts'
import { tenantProcedure } from '../../init.ts'

const recordId = z.number().int().positive().max(2_147_483_647)

/**
 * Searching the catalogue, and the dictionaries and classification tree the search forms offer; REST twins in
 * rest/routes/catalogue/{search,search-extras,record-detail}.routes.ts. Searches answer the domain's types
 * (packages/contracts: search-page.ts), not the LibStar wire.
 */
export const searchProcedures = {
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
  conditions: tenantProcedure.query(({ ctx }) => getConditionList(ctx)),
  dictionaries: tenantProcedure.query(({ ctx }) => getGroupResourceDict(ctx)),
  searchFields: tenantProcedure.query(({ ctx }) => getSearchFieldList(ctx)),
  /** One level of the classification tree of the category search (the top level, or the classes under a class). */
  classification: tenantProcedure
    .input(z.object({ parentClassNo: z.string().max(50).optional(), classLev: z.number().int().min(1).max(20).optional() }))
    .query(({ ctx, input }) => listClassification(ctx, input)),
}
