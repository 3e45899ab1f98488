import { Prisma } from '@portal/db'
import { escapeLike } from '../../kernel/escape-like.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { recordCover } from '../catalogue/index.ts'
import { daysAgo } from './windows.ts'

const sql = Prisma.sql

export type HotLoanInput = { page: number; rows: number; statRange: number; sortType: 1 | 2; disCode?: string | null; libCode?: string; classNo?: string }

type Row = { recordId: number; loanCount: number; copies: number }

/**
 * `POST /find/index/getHotLoan`: the most borrowed records of the window, by loans (sortType 1) or by
 * loans per copy (sortType 2), optionally of one discipline, CLC class or library (contract §3.6).
 */
export async function hotLoans(ctx: Pick<TenantContext, 'data' | 'ports' | 'tenant'>, input: HotLoanInput) {
  const tenant = await ctx.tenant()
  const filters: Prisma.Sql[] = []
  if (input.disCode) filters.push(sql`AND r."discode1" @> ARRAY[${input.disCode}]::text[]`)
  if (input.classNo) filters.push(sql`AND EXISTS (SELECT 1 FROM unnest(r."clcClasses") c WHERE c LIKE ${escapeLike(input.classNo) + '%'})`)
  if (input.libCode)
    filters.push(sql`AND EXISTS (SELECT 1 FROM "Item" i JOIN "Library" lib ON lib.id = i."libraryId" WHERE i.id = l."itemId" AND lib."libCode" = ${input.libCode})`)
  const order = input.sortType === 2 ? sql`count(*)::float / greatest(max(r."physicalCount"), 1) DESC, count(*) DESC` : sql`"loanCount" DESC`
  const matching = sql`l."loanDate" >= ${daysAgo(input.statRange)} AND NOT r.suppressed ${filters.length ? Prisma.join(filters, ' ') : Prisma.empty}`
  const [rows, counted] = await Promise.all([
    ctx.data.$queryRaw<Row[]>`
      SELECT l."recordId", count(*)::int AS "loanCount", max(r."physicalCount")::int AS copies
      FROM "Loan" l JOIN "BibRecord" r ON r.id = l."recordId" AND r."tenantId" = l."tenantId"
      WHERE l."tenantId" = ${tenant.id} AND ${matching}
      GROUP BY l."recordId" ORDER BY ${order}, l."recordId"
      LIMIT ${input.rows} OFFSET ${(input.page - 1) * input.rows}`,
    ctx.data.$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT l."recordId")::int AS total
      FROM "Loan" l JOIN "BibRecord" r ON r.id = l."recordId" AND r."tenantId" = l."tenantId"
      WHERE l."tenantId" = ${tenant.id} AND ${matching}`,
  ])
  const records = await ctx.data.bibRecord.findMany({
    where: { id: { in: rows.map((r) => r.recordId) } },
    select: { id: true, title: true, responsibility: true, authors: true, publisher: true, publishYear: true, isbn: true, coverUrl: true, items: { select: { callNo: true }, take: 1, orderBy: { callNo: 'asc' } } },
  })
  const byId = new Map(records.map((r) => [r.id, r]))
  const result = rows.flatMap((row) => {
    const record = byId.get(row.recordId)
    if (!record) return []
    return [{
      recordId: record.id,
      title: record.title,
      author: record.responsibility || record.authors.join(', '),
      publish: record.publisher,
      pubDate: record.publishYear,
      isbn: record.isbn,
      callNo: record.items[0]?.callNo ?? '',
      loanCount: row.loanCount,
      loanRate: Number((row.loanCount / Math.max(row.copies, 1)).toFixed(2)),
      imgUrl: recordCover(ctx, tenant.groupCode, record),
    }]
  })
  return { numFound: counted[0]?.total ?? 0, result }
}
