import type { BibRecord } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { presentSearchRecord, type CopySummary } from './search-record-presenter.ts'

/** Call numbers, copy counts and libraries of records, for result lists. */
export async function copySummaries(ctx: RequestContext, tenantId: number, recordIds: number[]): Promise<Map<number, CopySummary>> {
  const items = await ctx.db.item.findMany({
    where: { tenantId, recordId: { in: recordIds }, status: { not: 'WITHDRAWN' } },
    select: { recordId: true, callNo: true, status: true, circAttr: true, library: { select: { libCode: true } } },
    orderBy: [{ recordId: 'asc' }, { callNo: 'asc' }],
  })
  const out = new Map<number, CopySummary>(recordIds.map((id) => [id, { callNos: [], physicalCount: 0, onShelfCount: 0, libCodes: [] }]))
  for (const item of items) {
    const summary = out.get(item.recordId)!
    summary.physicalCount++
    if (item.status === 'ON_SHELF' && item.circAttr === '0') summary.onShelfCount++
    if (item.callNo && !summary.callNos.includes(item.callNo)) summary.callNos.push(item.callNo)
    if (!summary.libCodes.includes(item.library.libCode)) summary.libCodes.push(item.library.libCode)
  }
  return out
}

/** The record's own cover, else the cover port's (a drawn one by default). */
export function recordCover(ctx: RequestContext, groupCode: string, record: Pick<BibRecord, 'id' | 'isbn' | 'title' | 'authors' | 'coverUrl'>): string {
  return record.coverUrl || ctx.ports.covers.coverUrl({ recordId: record.id, groupCode, isbn: record.isbn, title: record.title, author: record.authors[0] ?? '' })
}

/** Records in the `searchResult[]` shape, in the order of `recordIds`; ids of other tenants or suppressed records are left out. */
export async function presentRecords(ctx: RequestContext, tenantId: number, recordIds: number[]) {
  const [records, copies, tenant] = await Promise.all([
    ctx.db.bibRecord.findMany({ where: { tenantId, id: { in: recordIds }, suppressed: false } }),
    copySummaries(ctx, tenantId, recordIds),
    ctx.tenant(),
  ])
  const byId = new Map(records.map((r) => [r.id, r]))
  return recordIds.flatMap((id) => {
    const record = byId.get(id)
    return record ? [presentSearchRecord(record, copies.get(id)!, recordCover(ctx, tenant.groupCode, record))] : []
  })
}
