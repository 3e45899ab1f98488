import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'

/** A record patrons may see (of the request's tenant, not suppressed); NOT_FOUND otherwise. */
export async function visibleRecord(ctx: RequestContext, recordId: number): Promise<{ id: number; tenantId: number }> {
  const tenant = await ctx.tenant()
  const record = await ctx.db.bibRecord.findFirst({ where: { id: recordId, tenantId: tenant.id, suppressed: false }, select: { id: true, tenantId: true } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return record
}
