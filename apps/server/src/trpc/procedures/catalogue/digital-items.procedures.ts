import { z } from 'zod'
import { listDigitalItems, pdfLink } from '../../../modules/catalogue/digital-items.service.ts'
import { tenantProcedure } from '../../init.ts'

const byRecord = z.object({ recordId: z.number().int().positive().max(2_147_483_647) })

/**
 * catalogue.digital.*: a record's digitised copies and attachments; REST twins in
 * rest/routes/catalogue/digital-items.routes.ts, the files themselves in rest/raw/catalogue/digital-files.raw-routes.ts.
 */
export const digitalItemsProcedures = {
  items: tenantProcedure.input(byRecord).query(({ ctx, input }) => listDigitalItems(ctx, input)),
  pdfLink: tenantProcedure
    .input(byRecord.extend({ itemId: z.number().int().positive().max(2_147_483_647) }))
    .query(({ ctx, input }) => pdfLink(ctx, input)),
}
