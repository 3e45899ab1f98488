import type { TenantContext } from '../../data/request-scope.ts'
import { visibleRecord } from './visible-record.ts'

/** `GET /find/loanInfo/getNearTenYearLoan`: loans of the record per year over the last ten years (for the chart). */
export async function nearTenYearLoans(ctx: Pick<TenantContext, 'data'>, input: { recordId: number }) {
  const record = await visibleRecord(ctx, input.recordId)
  const thisYear = new Date().getUTCFullYear()
  const rows = await ctx.data.$queryRaw<{ year: number; count: number }[]>`
    SELECT extract(year FROM "loanDate")::int AS year, count(*)::int AS count FROM "Loan"
    WHERE "tenantId" = ${record.tenantId} AND "recordId" = ${record.id} AND "loanDate" >= make_date(${thisYear - 9}, 1, 1)
    GROUP BY 1`
  const counts = new Map(rows.map((r) => [r.year, r.count]))
  return Array.from({ length: 10 }, (_, i) => thisYear - 9 + i).map((year) => ({ year: String(year), loanNum: counts.get(year) ?? 0 }))
}

/** `GET /find/searchResultDetail/statistics`: views, loans, favourites and ratings of a record. */
export async function recordStatistics(ctx: Pick<TenantContext, 'data'>, input: { recordId: number }) {
  const record = await visibleRecord(ctx, input.recordId)
  const scope = { recordId: record.id }
  const [visitCount, loanCount, favoriteCount, ratings, commentCount] = await Promise.all([
    ctx.data.usageEvent.count({ where: { kind: 'RECORD_VIEW', targetId: String(record.id) } }),
    ctx.data.loan.count({ where: scope }),
    ctx.data.favourite.count({ where: scope }),
    ctx.data.rating.aggregate({ where: scope, _avg: { stars: true }, _count: true }),
    ctx.data.comment.count({ where: { ...scope, status: 'APPROVED' } }),
  ])
  return {
    recordId: record.id, visitCount, loanCount, favoriteCount, commentCount,
    ratingCount: ratings._count, avgScore: ratings._avg.stars === null ? null : Number(ratings._avg.stars.toFixed(1)),
  }
}
