import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { buildBean2List, escapeHtml } from './bean2list.ts'
import { DOC_TYPES, nameIn } from './vocabularies.ts'

/** The message and code LibStar answers detail calls with (contract §3.3). */
export const DETAIL_MESSAGE = '获取图书详细信息成功'
export const DETAIL_ERR_CODE = 9000124

async function loadRecord(ctx: RequestContext, recordId: number) {
  const tenant = await ctx.tenant()
  const record = await ctx.db.bibRecord.findFirst({ where: { id: recordId, tenantId: tenant.id, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return record
}

/** `GET /find/searchResultDetail/getBookDetail`: only `author` and the plain `bean2List`. */
export async function getBookDetail(ctx: RequestContext, input: { recordId: number }) {
  const record = await loadRecord(ctx, input.recordId)
  return { author: record.responsibility || record.authors.join(', '), bean2List: buildBean2List(record, false) }
}

/** `GET /find/searchResultDetail/getDetail`: the rich variant with `clearTitle`, `baseMarcInfoDto` and links. */
export async function getDetail(ctx: RequestContext, input: { recordId: number }) {
  const record = await loadRecord(ctx, input.recordId)
  const isbn = record.isbns[0] ?? ''
  const cleanAuthor = record.authors.join(', ')
  return {
    recordId: record.id,
    clearTitle: record.title,
    authorOther: record.responsibility || cleanAuthor || null,
    bean2List: buildBean2List(record, true),
    baseMarcInfoDto: {
      title: record.title,
      titles: [record.title, record.subtitle, record.parallelTitle, ...record.otherTitles].filter(Boolean),
      isbn: record.isbn,
      publisher: record.publisher,
      publishYear: record.publishYear,
      subject: record.subjects.join(','),
      cleanAuthor,
      auther: record.authors.map((a) => `<a href="#/searchList?searchField=author&amp;searchFieldContent=${encodeURIComponent(a)}">${escapeHtml(a)}</a>`).join(' '),
    },
    link: isbn ? { douban: `https://book.douban.com/isbn/${isbn}/`, openLibrary: `https://openlibrary.org/isbn/${isbn}` } : {},
  }
}

/** `GET /find/searchResultDetail/getDocCode`: the document type of a record. */
export async function getDocCode(ctx: RequestContext, input: { recordId: number }) {
  const record = await loadRecord(ctx, input.recordId)
  const entry = DOC_TYPES.find((d) => d[0] === String(record.docCode))
  return { recordId: record.id, docCode: record.docCode, docName: entry ? nameIn(entry, ctx.locale) : '' }
}
