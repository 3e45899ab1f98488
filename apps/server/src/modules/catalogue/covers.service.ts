import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { drawCover } from './cover-svg.ts'

const isbnDigits = (isbn: string | undefined) => (isbn ?? '').replace(/[^0-9Xx]/g, '').toUpperCase()

/**
 * `GET /find/book/getDuxiuImageUrl`: the cover address of a record (a bare string, contract §3.5). Never
 * gated: clients call it without Referer or group code, so the tenant is the host's when none is named.
 */
export async function coverUrl(ctx: RequestContext, input: { recordId?: number; isbn?: string; title?: string }): Promise<string> {
  const tenant = await ctx.tenantOrNull()
  const isbn = isbnDigits(input.isbn)
  const record = tenant
    ? await ctx.db.bibRecord.findFirst({
        where: { tenantId: tenant.id, suppressed: false, ...(input.recordId ? { id: input.recordId } : isbn ? { isbns: { has: isbn } } : { id: -1 }) },
        select: { id: true, isbn: true, title: true, authors: true, coverUrl: true },
      })
    : null
  if (record?.coverUrl) return record.coverUrl
  return ctx.ports.covers.coverUrl({
    recordId: record?.id ?? null,
    groupCode: tenant?.groupCode ?? '',
    isbn: record?.isbn || isbn,
    title: record?.title ?? input.title ?? '',
    author: record?.authors[0] ?? '',
  })
}

/** The drawn cover of a record of this tenant (SVG). */
export async function recordCoverSvg(ctx: RequestContext, recordId: number, groupCode?: string): Promise<string> {
  const tenant = groupCode ? await ctx.db.tenant.findFirst({ where: { groupCode, active: true } }) : await ctx.tenantOrNull()
  const record = tenant
    ? await ctx.db.bibRecord.findFirst({ where: { id: recordId, tenantId: tenant.id, suppressed: false }, select: { title: true, authors: true } })
    : null
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return drawCover(record.title, record.authors.join(', '))
}
