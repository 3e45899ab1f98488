import type { BookDetail, RecordDetail } from '@portal/contracts'
import type { BibRecord } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { detailFields } from './detail-fields.ts'
import { DOC_TYPES, nameIn } from './vocabularies.ts'

/** The message and code LibStar answers detail calls with (contract §3.3). */
export const DETAIL_MESSAGE = '获取图书详细信息成功'
export const DETAIL_ERR_CODE = 9000124

async function loadRecord(ctx: Pick<TenantContext, 'data'>, recordId: number) {
  const record = await ctx.data.bibRecord.findFirst({ where: { id: recordId, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return record
}

/** The short description (`GET /find/searchResultDetail/getBookDetail`, detail-wire.ts renders it). */
export async function getBookDetail(ctx: Pick<TenantContext, 'data'>, input: { recordId: number }): Promise<BookDetail> {
  const record = await loadRecord(ctx, input.recordId)
  return { recordId: record.id, responsibility: record.responsibility, authors: record.authors, fields: detailFields(record) }
}

/** A record's full description (`GET /find/searchResultDetail/getDetail`, detail-wire.ts renders it). */
export async function getDetail(ctx: Pick<TenantContext, 'data'>, input: { recordId: number }): Promise<RecordDetail> {
  return toRecordDetail(await loadRecord(ctx, input.recordId))
}

/** What the detail says of a record: titles, authors, imprint, the detail fields, and pages about it elsewhere (by its first ISBN). */
export function toRecordDetail(record: BibRecord): RecordDetail {
  const isbn = record.isbns[0] ?? ''
  return {
    recordId: record.id,
    title: record.title,
    titles: [record.title, record.subtitle, record.parallelTitle, ...record.otherTitles].filter(Boolean),
    responsibility: record.responsibility,
    authors: record.authors,
    isbn: record.isbn,
    publisher: record.publisher,
    publishYear: record.publishYear,
    subjects: record.subjects,
    fields: detailFields(record),
    links: isbn ? { douban: `https://book.douban.com/isbn/${isbn}/`, openLibrary: `https://openlibrary.org/isbn/${isbn}` } : {},
  }
}

/** `GET /find/searchResultDetail/getDocCode`: the document type of a record. */
export async function getDocCode(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { recordId: number }) {
  const record = await loadRecord(ctx, input.recordId)
  const entry = DOC_TYPES.find((d) => d[0] === String(record.docCode))
  return { recordId: record.id, docCode: record.docCode, docName: entry ? nameIn(entry, ctx.locale) : '' }
}
