import { CitationFormatSchema } from '@portal/contracts'
import { z } from 'zod'
import { unionCatalogue } from '../../../data/union-catalogue.ts'
import { exportCitation } from '../../../modules/catalogue/citation.service.ts'
import { otherLibraryCollection, qrCodeJumpUrl, recordCatalog, recordQrCode } from '../../../modules/catalogue/record-links.service.ts'
import { nearTenYearLoans, recordStatistics } from '../../../modules/catalogue/record-statistics.service.ts'
import { tenantProcedure } from '../../init.ts'

const byRecord = z.object({ recordId: z.number().int().positive().max(2_147_483_647) })

/**
 * catalogue.record.*: a record's page beyond its detail (usage, QR code, contents, citation, other libraries); REST
 * twins in rest/routes/catalogue/record-extras.routes.ts and the citation file in rest/raw/catalogue/citation-export.raw-routes.ts.
 */
export const recordExtrasProcedures = {
  statistics: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordStatistics(ctx, input)),
  tenYearLoans: tenantProcedure.input(byRecord).query(({ ctx, input }) => nearTenYearLoans(ctx, input)),
  qrCode: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordQrCode(ctx, input)),
  qrCodeJumpUrl: tenantProcedure.input(byRecord).query(({ ctx, input }) => qrCodeJumpUrl(ctx, input)),
  tableOfContents: tenantProcedure.input(byRecord).query(({ ctx, input }) => recordCatalog(ctx, input)),
  /** The record cited in one format: {format, text, fileName, mimeType} (REST: GET searchResultDetail/exportCitation, the file). */
  citation: tenantProcedure
    .input(byRecord.extend({ format: CitationFormatSchema }))
    .query(({ ctx, input }) => exportCitation(ctx, { recordId: input.recordId, format: input.format })),
  otherLibraries: tenantProcedure.input(byRecord).query(({ ctx, input }) => otherLibraryCollection(ctx, input, unionCatalogue(ctx))),
}
