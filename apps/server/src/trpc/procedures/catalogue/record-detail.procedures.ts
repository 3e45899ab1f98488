import { BookDetailSchema, RecordDetailSchema } from '@portal/contracts'
import { z } from 'zod'
import { getBookDetail, getDetail, getDocCode } from '../../../modules/catalogue/detail.service.ts'
import { tenantProcedure } from '../../init.ts'

const byRecord = z.object({ recordId: z.number().int().positive().max(2_147_483_647) })

/**
 * A record's detail; REST twins in rest/routes/catalogue/record-detail.routes.ts. Details answer the domain's types
 * (packages/contracts: record.ts), not the LibStar wire.
 */
export const recordDetailProcedures = {
  detail: tenantProcedure.input(byRecord).output(RecordDetailSchema).query(({ ctx, input }) => getDetail(ctx, input)),
  bookDetail: tenantProcedure.input(byRecord).output(BookDetailSchema).query(({ ctx, input }) => getBookDetail(ctx, input)),
  docCode: tenantProcedure.input(byRecord).query(({ ctx, input }) => getDocCode(ctx, input)),
}
