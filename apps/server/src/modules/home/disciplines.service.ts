import { listOf } from '../catalogue/index.ts'
import { DISCIPLINES } from '../catalogue/index.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { placeName } from '../../kernel/localized-name.ts'

/**
 * Counting a tenant's records per discipline or library reads the whole catalogue; the home page asks on
 * every visit, so the counts are kept for a while (they move only with imports).
 */
const COUNTS_TTL_MS = 10 * 60_000
type Entry = { at: number; counts: Promise<Map<string, number>> }
/**
 * Per app (its ports are made with its database; the tenant-bound client is made per request), so two apps in one
 * process (tests, several deployments) never share counts.
 */
const caches = new WeakMap<object, Map<string, Entry>>()

function cached(ctx: Pick<TenantContext, 'ports'>, key: string, load: () => Promise<Map<string, number>>): Promise<Map<string, number>> {
  let countsCache = caches.get(ctx.ports)
  if (!countsCache) caches.set(ctx.ports, (countsCache = new Map()))
  const hit = countsCache.get(key)
  if (hit && Date.now() - hit.at < COUNTS_TTL_MS) return hit.counts
  const counts = load()
  countsCache.set(key, { at: Date.now(), counts })
  counts.catch(() => countsCache.delete(key))
  return counts
}

function disciplineCounts(ctx: Pick<TenantContext, 'data' | 'ports'>, tenantId: number) {
  return cached(ctx, `discipline:${tenantId}`, async () => {
    const rows = await ctx.data.$queryRaw<{ code: string; count: number }[]>`
      SELECT d AS code, count(*)::int AS count FROM "BibRecord" r, unnest(r."discode1") d
      WHERE r."tenantId" = ${tenantId} AND NOT r.suppressed GROUP BY d`
    return new Map(rows.map((r) => [r.code, r.count]))
  })
}

/**
 * `GET /find/index/getDiscipline` and `getDisciplineList`: the MoE disciplines with the number of records
 * filed under each, for the home page's subject tiles (each opens a search limited to it). `disCode`
 * narrows to one discipline. Disciplines without records are left out.
 */
export async function disciplines(ctx: Pick<TenantContext, 'data' | 'locale' | 'ports' | 'tenant'>, input: { disCode?: string | null }) {
  const tenant = await ctx.tenant()
  const [list, counts] = await Promise.all([listOf(ctx, 'discode1', DISCIPLINES), disciplineCounts(ctx, tenant.id)])
  return list
    .filter((d) => (!input.disCode || d.code === input.disCode) && (counts.get(d.code) ?? 0) > 0)
    .map((d) => ({ disCode: d.code, disName: d.name, recordCount: counts.get(d.code) ?? 0 }))
}

/** `GET /find/index/getLibrary`: the tenant's libraries with how many copies each holds. */
export async function librariesWithCounts(ctx: Pick<TenantContext, 'data' | 'locale' | 'ports' | 'tenant'>) {
  const tenant = await ctx.tenant()
  const [libraries, counts] = await Promise.all([
    ctx.data.library.findMany({ where: { active: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    cached(ctx, `library:${tenant.id}`, async () => {
      const rows = await ctx.data.item.groupBy({ by: ['libraryId'], where: { status: { not: 'WITHDRAWN' } }, _count: { _all: true } })
      return new Map(rows.map((r) => [String(r.libraryId), r._count._all]))
    }),
  ])
  return libraries.map((l) => ({
    libCode: l.libCode,
    libName: placeName(l, ctx.locale),
    mainFlag: l.isMain ? '1' : '0',
    itemCount: counts.get(String(l.id)) ?? 0,
  }))
}
