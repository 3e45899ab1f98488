import { CitationFormatSchema } from '@portal/contracts'
import { z } from 'zod'
import { unionCatalogue } from '../../data/union-catalogue.ts'
import { authorBooks, authorInfo } from '../../modules/catalogue/author.service.ts'
import { addBehaviourRecord, listBehaviourRecords } from '../../modules/catalogue/behaviour-record.service.ts'
import { exportCitation } from '../../modules/catalogue/citation.service.ts'
import { listClassification } from '../../modules/catalogue/classification.service.ts'
import { addPopularSearch, popularSearches } from '../../modules/catalogue/popular-search.service.ts'
import { listDigitalItems, pdfLink } from '../../modules/catalogue/digital-items.service.ts'
import { otherLibraryCollection, qrCodeJumpUrl, recordCatalog, recordQrCode } from '../../modules/catalogue/record-links.service.ts'
import { nearTenYearLoans, recordStatistics } from '../../modules/catalogue/record-statistics.service.ts'
import { patronProcedure, router, tenantProcedure } from '../init.ts'

const byRecord = z.object({ recordId: z.number().int().positive().max(2_147_483_647) })
const byAuthor = z.object({ author: z.string().max(200), size: z.number().int().min(1).max(100).default(10) })

/** Record extras, rankings and history for the web app; REST twins in rest/routes/{record,search}-extras.routes.ts. */
export const catalogueExtrasRouter = router({
  statistics: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordStatistics(ctx, input)),
  tenYearLoans: tenantProcedure.input(byRecord).query(({ ctx, input }) => nearTenYearLoans(ctx, input)),
  qrCode: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordQrCode(ctx, input)),
  qrCodeJumpUrl: tenantProcedure.input(byRecord).query(({ ctx, input }) => qrCodeJumpUrl(ctx, input)),
  tableOfContents: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordCatalog(ctx, input)),
  digitalItems: tenantProcedure.input(byRecord).query(({ ctx, input }) => listDigitalItems(ctx, input)),
  pdfLink: tenantProcedure
    .input(byRecord.extend({ itemId: z.number().int().positive().max(2_147_483_647) }))
    .query(({ ctx, input }) => pdfLink(ctx, input)),
  /** The record cited in one format: {format, text, fileName, mimeType} (REST: GET searchResultDetail/exportCitation, the file). */
  citation: tenantProcedure
    .input(byRecord.extend({ format: CitationFormatSchema }))
    .query(({ ctx, input }) => exportCitation(ctx, { recordId: input.recordId, format: input.format })),
  otherLibraries: tenantProcedure.input(byRecord).query(({ ctx, input }) => otherLibraryCollection(ctx, input, unionCatalogue(ctx))),
  authorInfo: tenantProcedure.input(byAuthor).query(({ ctx, input }) => authorInfo(ctx, input)),
  authorBooks: tenantProcedure.input(byAuthor).query(({ ctx, input }) => authorBooks(ctx, input)),
  classification: tenantProcedure
    .input(z.object({ parentClassNo: z.string().max(50).optional(), classLev: z.number().int().min(1).max(20).optional() }))
    .query(({ ctx, input }) => listClassification(ctx, input)),
  countSearch: tenantProcedure.input(z.object({ searchValue: z.string().max(100) })).mutation(({ ctx, input }) => addPopularSearch(ctx, input)),
  popularSearches: tenantProcedure.input(z.object({ limit: z.number().int().min(1).max(50).default(10) })).query(({ ctx, input }) => popularSearches(ctx, input)),
  recordBehaviour: tenantProcedure
    .input(z.object({ recordId: z.number().int().positive().max(2_147_483_647).optional(), searchValue: z.string().max(200).optional() }))
    .mutation(({ ctx, input }) => addBehaviourRecord(ctx, input)),
  behaviourHistory: patronProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(100).default(10) }))
    .query(({ ctx, input }) => listBehaviourRecords(ctx, input)),
})
