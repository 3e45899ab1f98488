import type { TenantContext } from '../../data/request-scope.ts'
import { presentItem } from './item-presenter.ts'
import { visibleRecord } from './visible-record.ts'

/** What presentItem needs of a copy's places. */
export const ITEM_PLACES = { library: true, location: { include: { campus: true } }, currentLocation: true } as const

type HoldingsCall = Pick<TenantContext, 'data' | 'locale'>

/**
 * `POST /find/physical/groupitems`: the copies of a record, library by library then by call number.
 * With `page` the answer is `{list, totalCount}`; without it, clients iterate a bare array (contract §3.4).
 */
export async function groupItems(ctx: HoldingsCall, input: { recordId: number; page?: number; rows: number; callNo?: string }) {
  const record = await visibleRecord(ctx, input.recordId)
  const where = { recordId: record.id, status: { not: 'WITHDRAWN' as const }, ...(input.callNo ? { callNo: { startsWith: input.callNo } } : {}) }
  const [totalCount, items] = await Promise.all([
    ctx.data.item.count({ where }),
    ctx.data.item.findMany({
      where,
      include: ITEM_PLACES,
      orderBy: [{ library: { sortOrder: 'asc' } }, { callNo: 'asc' }, { barcode: 'asc' }],
      skip: ((input.page ?? 1) - 1) * input.rows,
      take: input.rows,
    }),
  ])
  const list = items.map((item) => presentItem(item, ctx.locale))
  return input.page === undefined ? list : { list, totalCount }
}

/**
 * `POST /find/physical/groupItemsByLibCode`: copies grouped by library name (`sortedList`), the main
 * library first and present even when it holds none (contract §3.4).
 */
export async function groupItemsByLibCode(ctx: HoldingsCall, input: { recordId: number }) {
  const record = await visibleRecord(ctx, input.recordId)
  const [libraries, items] = await Promise.all([
    ctx.data.library.findMany({ where: { active: true }, orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }] }),
    ctx.data.item.findMany({
      where: { recordId: record.id, status: { not: 'WITHDRAWN' } },
      include: ITEM_PLACES,
      orderBy: [{ callNo: 'asc' }, { barcode: 'asc' }],
    }),
  ])
  const sortedList: Record<string, { phyItemVo: ReturnType<typeof presentItem>[]; mainFlag: '0' | '1'; libName: string; libCode: string }> = {}
  for (const library of libraries) {
    const phyItemVo = items.filter((i) => i.libraryId === library.id).map((i) => presentItem(i, ctx.locale))
    if (!phyItemVo.length && !library.isMain) continue
    sortedList[library.libName] = { phyItemVo, mainFlag: library.isMain ? '1' : '0', libName: library.libName, libCode: library.libCode }
  }
  return { sortedList }
}

/** `POST /find/physical/shelfNos`: the shelf positions of a record's copies. */
export async function shelfNumbers(ctx: Pick<TenantContext, 'data'>, input: { recordId: number }) {
  const record = await visibleRecord(ctx, input.recordId)
  const items = await ctx.data.item.findMany({
    where: { recordId: record.id, status: { not: 'WITHDRAWN' } },
    select: { id: true, barcode: true, callNo: true, shelfNo: true, location: { select: { id: true, locationName: true } } },
    orderBy: { barcode: 'asc' },
  })
  return items.map((i) => ({ itemId: i.id, barcode: i.barcode, callNo: i.callNo, shelfNo: i.shelfNo, locationId: i.location.id, locationName: i.location.locationName }))
}

/** Live counts for result lists (`getPItemAndOnShelfCountAndDuxiuImageUrl`): copies, copies on the shelf, e-items. */
export async function liveCounts(ctx: Pick<TenantContext, 'data'>, recordIds: number[]) {
  const ids = [...new Set(recordIds)].slice(0, 200)
  const [physical, onShelf, electronic] = await Promise.all([
    ctx.data.item.groupBy({ by: ['recordId'], where: { recordId: { in: ids }, status: { not: 'WITHDRAWN' } }, _count: true }),
    ctx.data.item.groupBy({ by: ['recordId'], where: { recordId: { in: ids }, status: 'ON_SHELF', circAttr: '0' }, _count: true }),
    ctx.data.electronicItem.groupBy({ by: ['recordId'], where: { recordId: { in: ids } }, _count: true }),
  ])
  const count = (rows: { recordId: number; _count: number }[], id: number) => rows.find((r) => r.recordId === id)?._count ?? 0
  return new Map(ids.map((id) => [id, { pCount: count(physical, id), onShelfCount: count(onShelf, id), eCount: count(electronic, id) }]))
}
