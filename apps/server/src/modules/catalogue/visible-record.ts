import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

/** A record patrons may see (of the request's tenant, not suppressed); NOT_FOUND otherwise. */
export async function visibleRecord(ctx: Pick<TenantContext, 'data'>, recordId: number): Promise<{ id: number; tenantId: number }> {
  const record = await ctx.data.bibRecord.findFirst({ where: { id: recordId, suppressed: false }, select: { id: true, tenantId: true } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return record
}
