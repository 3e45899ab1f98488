import type { TenantContext } from '../../data/request-scope.ts'
import type { AppPorts } from '../../ports/index.ts'
import { AppError } from '../../kernel/app-error.ts'
import { drawCover } from './cover-svg.ts'

const isbnDigits = (isbn: string | undefined) => (isbn ?? '').replace(/[^0-9Xx]/g, '').toUpperCase()

/** A cover address is answered for a tenant (its records first) or, by a door that has none, with `data: null`. */
type CoverCall = { ports: Pick<AppPorts, 'covers'> } & (Pick<TenantContext, 'data' | 'tenant'> | { data: null })

/**
 * `GET /find/book/getDuxiuImageUrl`: the cover address of a record (a bare string, contract §3.5). Never
 * gated: clients call it without Referer or group code, so the tenant is the host's when none is named.
 * Without a tenant (`data: null`): the cover service's address for the ISBN or title alone.
 */
export async function coverUrl(ctx: CoverCall, input: { recordId?: number; isbn?: string; title?: string }): Promise<string> {
  const tenant = ctx.data ? await ctx.tenant() : null
  const isbn = isbnDigits(input.isbn)
  const record = ctx.data
    ? await ctx.data.bibRecord.findFirst({
        where: { suppressed: false, ...(input.recordId ? { id: input.recordId } : isbn ? { isbns: { has: isbn } } : { id: -1 }) },
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

/**
 * The drawn cover of a record of this tenant (SVG). Cover addresses may name the tenant (an <img> carries no
 * group code header): the door (rest/raw/catalogue/covers.raw-routes.ts) binds the data to it, or passes null when no tenant is known.
 */
export async function recordCoverSvg(ctx: Pick<TenantContext, 'data'> | null, recordId: number): Promise<string> {
  const record = ctx ? await ctx.data.bibRecord.findFirst({ where: { id: recordId, suppressed: false }, select: { title: true, authors: true } }) : null
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return drawCover(record.title, record.authors.join(', '))
}
