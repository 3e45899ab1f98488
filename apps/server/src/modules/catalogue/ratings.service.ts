import { RATING_SCORES } from '@portal/contracts'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { currentPatronId } from '../../kernel/guards.ts'
import { visibleRecord } from './visible-record.ts'

// Readers' star ratings of a record (findUserEvaluation/userRatings, getUserScore): one per patron and
// record, changed in place by a second rating.

export type RecordScore = {
  recordId: number
  /** Mean of all ratings to one decimal, null while nobody rated. */
  avgScore: number | null
  ratingCount: number
  /** How many readers gave 1, 2, 3, 4 and 5 stars, in that order (always five entries). */
  distribution: { score: number; count: number }[]
  /** The signed-in patron's own rating, null for visitors and for patrons who have not rated. */
  myScore: number | null
}

async function scoreOf(ctx: Pick<TenantContext, 'data'>, record: { id: number; tenantId: number }, me: number | null): Promise<RecordScore> {
  const [groups, mine] = await Promise.all([
    ctx.data.rating.groupBy({ by: ['stars'], where: { recordId: record.id }, _count: { _all: true } }),
    me ? ctx.data.rating.findUnique({ where: { tenantId_recordId_patronId: { tenantId: record.tenantId, recordId: record.id, patronId: me } }, select: { stars: true } }) : null,
  ])
  const counts = new Map(groups.map((g) => [g.stars, g._count._all]))
  const distribution = RATING_SCORES.map((score) => ({ score, count: counts.get(score) ?? 0 }))
  const ratingCount = distribution.reduce((sum, d) => sum + d.count, 0)
  const total = distribution.reduce((sum, d) => sum + d.score * d.count, 0)
  return {
    recordId: record.id,
    avgScore: ratingCount ? Number((total / ratingCount).toFixed(1)) : null,
    ratingCount,
    distribution,
    myScore: mine?.stars ?? null,
  }
}

/** `POST /find/findUserEvaluation/getUserScore`: average, count and distribution of a record's ratings, plus the caller's own. */
export async function recordScore(ctx: Pick<TenantContext, 'data' | 'actor'>, input: { recordId: number }): Promise<RecordScore> {
  const record = await visibleRecord(ctx, input.recordId)
  return scoreOf(ctx, record, await currentPatronId(ctx))
}

/** `POST /find/findUserEvaluation/userRatings`: the signed-in patron rates a record 1 … 5 (again: changes it); answers the new score. */
export async function rateRecord(ctx: Pick<PatronContext, 'data' | 'mine' | 'patronId'>, input: { recordId: number; score: number }): Promise<RecordScore> {
  const { patronId } = ctx
  const record = await visibleRecord(ctx, input.recordId)
  const key = { tenantId: record.tenantId, recordId: record.id, patronId }
  await ctx.mine.rating.upsert({ where: { tenantId_recordId_patronId: key }, create: { ...key, stars: input.score }, update: { stars: input.score } })
  return scoreOf(ctx, record, patronId)
}
