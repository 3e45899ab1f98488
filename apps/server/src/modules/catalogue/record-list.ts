import type { RecordSummary } from '@portal/contracts'
import type { BibRecord } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { presentSearchRecord } from './search-record-presenter.ts'

export type CopySummary = RecordSummary['copies']

/** Call numbers, copy counts and libraries of records, for result lists. */
export async function copySummaries(ctx: Pick<TenantContext, 'data'>, recordIds: number[]): Promise<Map<number, CopySummary>> {
  const items = await ctx.data.item.findMany({
    where: { recordId: { in: recordIds }, status: { not: 'WITHDRAWN' } },
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
export function recordCover(ctx: Pick<TenantContext, 'ports'>, groupCode: string, record: Pick<BibRecord, 'id' | 'isbn' | 'title' | 'authors' | 'coverUrl'>): string {
  return record.coverUrl || ctx.ports.covers.coverUrl({ recordId: record.id, groupCode, isbn: record.isbn, title: record.title, author: record.authors[0] ?? '' })
}

/** A record of a result list, with its copies and cover (the domain's own shape). */
export function toRecordSummary(record: BibRecord, copies: CopySummary, coverUrl: string): RecordSummary {
  return {
    recordId: record.id, title: record.title, subtitle: record.subtitle, parallelTitle: record.parallelTitle,
    responsibility: record.responsibility, authors: record.authors, institution: record.institution,
    publisher: record.publisher, publishYear: record.publishYear, year: record.publishYearNum,
    isbn: record.isbn, isbns: record.isbns, issn: record.issn, abstract: record.abstract, subjects: record.subjects, clcClasses: record.clcClasses,
    docCode: record.docCode, docType: record.docType, langCode: record.langCode, countryCode: record.countryCode,
    publFreqCode: record.publFreqCode, ddType: record.ddType, verifyStatus: record.verifyStatus,
    discode1: record.discode1, discode2: record.discode2, discode3: record.discode3, coreIncludes: record.coreIncludes,
    priceCents: record.priceCents, pages: record.pages, dimensions: record.dimensions,
    firstInDate: record.firstInDate ? record.firstInDate.toISOString().slice(0, 10) : null,
    electronicCount: record.electronicCount, copies, coverUrl,
  }
}

/** Records as result lists show them, in the order of `recordIds`; suppressed records (and, through ctx.data, other tenants' ids) are left out. */
export async function recordSummaries(ctx: Pick<TenantContext, 'data' | 'ports' | 'tenant'>, recordIds: number[]): Promise<RecordSummary[]> {
  const [records, copies, tenant] = await Promise.all([
    ctx.data.bibRecord.findMany({ where: { id: { in: recordIds }, suppressed: false } }),
    copySummaries(ctx, recordIds),
    ctx.tenant(),
  ])
  const byId = new Map(records.map((r) => [r.id, r]))
  return recordIds.flatMap((id) => {
    const record = byId.get(id)
    return record ? [toRecordSummary(record, copies.get(id)!, recordCover(ctx, tenant.groupCode, record))] : []
  })
}

/** Records in the LibStar `searchResult[]` shape (the home lists answer it on both doors). */
export async function presentRecords(ctx: Pick<TenantContext, 'data' | 'ports' | 'tenant'>, recordIds: number[]) {
  return (await recordSummaries(ctx, recordIds)).map(presentSearchRecord)
}
