import { presentRecords } from '../catalogue/index.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { maskName } from '../../kernel/mask-name.ts'
import { daysAgo, HOT_WINDOW_DAYS } from './windows.ts'

/** Lists of records in the search-result shape: the tenant's rows, its group code (covers) and the cover port. */
type RankedRecordsCall = Pick<TenantContext, 'data' | 'ports' | 'tenant'>

/** Ratings from fewer readers than this say little; they stay out of the score rankings. */
const MIN_RATINGS = 2
/** Spec §9: the top 100 good and bad ratings. */
const SCORE_LIST_LIMIT = 100

/** The readers who borrowed most in the window; names masked, as a public page shows them. */
export async function topReaders(ctx: Pick<TenantContext, 'data'>, input: { rows: number; statRange: number }) {
  const rows = await ctx.data.loan.groupBy({
    by: ['patronId'],
    where: { loanDate: { gte: daysAgo(input.statRange) }, patron: { deletedAt: null } },
    _count: { _all: true },
    orderBy: [{ _count: { patronId: 'desc' } }, { patronId: 'asc' }],
    take: input.rows,
  })
  const patrons = await ctx.data.patron.findMany({ where: { id: { in: rows.map((r) => r.patronId) } }, select: { id: true, name: true, department: true, userType: true } })
  const byId = new Map(patrons.map((p) => [p.id, p]))
  return rows.map((row, i) => {
    const patron = byId.get(row.patronId)
    return { rank: i + 1, name: maskName(patron?.name ?? ''), department: patron?.department ?? '', userType: patron?.userType ?? '', loanCount: row._count._all }
  })
}

/**
 * `POST /find/findUserEvaluation/getTopScoreList`: records by their readers' average stars, best first
 * (type 1) or worst first (type 2), among records rated by at least two readers.
 */
export async function topScoreList(ctx: RankedRecordsCall, input: { type: 1 | 2; page: number; rows: number }) {
  const direction = input.type === 2 ? 'asc' : 'desc'
  const skip = (input.page - 1) * input.rows
  if (skip >= SCORE_LIST_LIMIT) return { numFound: 0, result: [] }
  const where = { record: { suppressed: false } }
  const [rows, ranked] = await Promise.all([
    ctx.data.rating.groupBy({
      by: ['recordId'], where, having: { recordId: { _count: { gte: MIN_RATINGS } } },
      _avg: { stars: true }, _count: { _all: true },
      orderBy: [{ _avg: { stars: direction } }, { _count: { recordId: 'desc' } }, { recordId: 'asc' }],
      skip, take: Math.min(input.rows, SCORE_LIST_LIMIT - skip),
    }),
    ctx.data.rating.groupBy({ by: ['recordId'], where, having: { recordId: { _count: { gte: MIN_RATINGS } } }, orderBy: { recordId: 'asc' }, take: SCORE_LIST_LIMIT }),
  ])
  const records = await presentRecords(ctx, rows.map((r) => r.recordId))
  const score = new Map(rows.map((r) => [r.recordId, r]))
  return {
    numFound: ranked.length,
    result: records.map((record) => ({
      ...record,
      avgScore: Number((score.get(record.recordId)!._avg.stars ?? 0).toFixed(1)),
      ratingCount: score.get(record.recordId)!._count._all,
    })),
  }
}

/** `POST /find/books/popularBooks`: the records viewed most in the window (record pages opened). */
export async function popularBooks(ctx: RankedRecordsCall, input: { rows: number; statRange: number }) {
  const rows = await ctx.data.usageEvent.groupBy({
    by: ['targetId'],
    where: { kind: 'RECORD_VIEW', createdAt: { gte: daysAgo(input.statRange) } },
    _count: { _all: true },
    orderBy: [{ _count: { targetId: 'desc' } }, { targetId: 'asc' }],
    // Views of records deleted since are dropped below; ask for a few more.
    take: input.rows + 10,
  })
  const views = new Map(rows.map((r) => [Number(r.targetId), r._count._all]))
  const ids = [...views.keys()].filter((id) => Number.isSafeInteger(id) && id > 0)
  const records = (await presentRecords(ctx, ids)).slice(0, input.rows)
  return records.map((record) => ({ ...record, viewCount: views.get(record.recordId) ?? 0 }))
}

/**
 * `GET /find/index/getKeyWord`: the subject headings of what readers borrowed in the last month, most
 * frequent first (the home page's keyword cloud; each is a search).
 */
export async function hotKeywords(ctx: Pick<TenantContext, 'data' | 'tenant'>, input: { rows: number }) {
  const tenant = await ctx.tenant()
  const rows = await ctx.data.$queryRaw<{ keyWord: string; count: number }[]>`
    SELECT s AS "keyWord", count(*)::int AS count
    FROM "Loan" l JOIN "BibRecord" r ON r.id = l."recordId" AND r."tenantId" = l."tenantId", unnest(r.subjects) s
    WHERE l."tenantId" = ${tenant.id} AND l."loanDate" >= ${daysAgo(HOT_WINDOW_DAYS)} AND NOT r.suppressed AND length(s) BETWEEN 2 AND 30
    GROUP BY s ORDER BY count DESC, s LIMIT ${input.rows}`
  return rows
}
