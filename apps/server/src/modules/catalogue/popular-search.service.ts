import type { TenantContext } from '../../data/request-scope.ts'

/** Hot lists cover the last month (spec §9). */
const WINDOW_DAYS = 30
const fold = (term: string) => term.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')

function today(): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** `popularSearch/add`: counts a search term for today (one row per tenant, day and term). */
export async function addPopularSearch(ctx: Pick<TenantContext, 'data' | 'tenant'>, input: { searchValue: string }) {
  const tenant = await ctx.tenant()
  const term = fold(input.searchValue)
  if (!term) return { counted: false }
  await ctx.data.popularSearch.upsert({
    where: { tenantId_day_term: { tenantId: tenant.id, day: today(), term } },
    create: { tenantId: tenant.id, day: today(), term, displayTerm: input.searchValue.trim().slice(0, 100) },
    update: { count: { increment: 1 } },
  })
  return { counted: true }
}

/** The most searched terms of the last month, most first (`popularSearch/get`, `getTopTen`). */
export async function popularSearches(ctx: Pick<TenantContext, 'data'>, input: { limit: number }) {
  const since = new Date(today().getTime() - WINDOW_DAYS * 86_400_000)
  const rows = await ctx.data.popularSearch.groupBy({
    by: ['term'],
    where: { day: { gte: since }, hidden: false },
    _sum: { count: true },
    _max: { displayTerm: true },
    orderBy: [{ _sum: { count: 'desc' } }, { term: 'asc' }],
    take: input.limit,
  })
  return rows.map((r, i) => ({ searchValue: r._max.displayTerm ?? r.term, searchCount: r._sum.count ?? 0, sort: i + 1 }))
}
