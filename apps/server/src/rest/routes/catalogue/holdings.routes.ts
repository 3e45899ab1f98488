import { z } from 'zod'
import { coverUrl } from '../../../modules/catalogue/covers.service.ts'
import { groupItems, groupItemsByLibCode, liveCounts, shelfNumbers } from '../../../modules/catalogue/holdings.service.ts'
import { listLocations, locationDictionary, pickupLocations } from '../../../modules/catalogue/locations.service.ts'
import { lenientCodeList, lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Holdings'
const recordId = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
const itemFields = { recordId: recordId.optional(), title: lenientString(500).optional(), isbn: lenientString(100).optional() }
const itemRef = lenientObject(itemFields)

export const holdingsRoutes = [
  defineRoute({
    method: 'POST', path: '/find/physical/groupitems', tag, access: 'public',
    summary: 'Copies of a record: {list, totalCount} with page, a bare array without (legacy clients)',
    // Clients fetch "everything" with rows 200 or 20000 (contract §2.8).
    input: lenientObject({
      recordId, page: lenientInt().pipe(z.number().int().min(1).max(100_000)).optional(),
      rows: lenientInt().pipe(z.number().int().min(1).max(20_000)).optional().default(10), callNo: lenientString(100).optional(),
    }),
    operation: (ctx, input) => groupItems(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/physical/groupItemsByLibCode', tag, access: 'public',
    summary: 'Copies of a record grouped by library name (sortedList)', input: lenientObject({ recordId }),
    operation: (ctx, input) => groupItemsByLibCode(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/physical/shelfNos', tag, access: 'public',
    summary: 'Shelf positions of a record’s copies', input: lenientObject({ recordId }), operation: (ctx, input) => shelfNumbers(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl', tag, access: 'public',
    summary: 'Live copy counts and cover: {recordId,title,isbn} → one object; {items:[…]} → an object keyed by recordId',
    input: lenientObject({ items: z.array(itemRef).max(200).optional(), ...itemFields }),
    operation: async (ctx, input) => {
      if (input.items) {
        const counts = await liveCounts(ctx, input.items.flatMap((i) => (i.recordId ? [i.recordId] : [])))
        return Object.fromEntries([...counts].map(([id, c]) => [String(id), { pCount: c.pCount, onShelfCount: c.onShelfCount }]))
      }
      const counts = input.recordId ? (await liveCounts(ctx, [input.recordId])).get(input.recordId) : undefined
      return { duxiuImageUrl: await coverUrl(ctx, input), onShelfCount: counts?.onShelfCount ?? 0, pCount: counts?.pCount ?? 0, eCount: counts?.eCount ?? 0 }
    },
  }),
  defineRoute({
    method: 'GET', path: '/find/book/getDuxiuImageUrl', tag, access: 'public',
    summary: 'Cover address of a record as a bare string; never Referer-gated, works without headers (host tenant)', input: itemRef,
    operation: (ctx, input) => coverUrl(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/location/list', tag, access: 'public',
    summary: 'Locations (list key donateList, sic)',
    input: lenientObject({
      locationName: lenientString(100).optional(), campusIds: lenientCodeList(), locationTypeCodes: lenientCodeList(),
      page: lenientInt().pipe(z.number().int().min(1).max(100_000)).optional().default(1), rows: lenientInt().pipe(z.number().int().min(1).max(2000)).optional().default(2000),
    }),
    operation: (ctx, input) => listLocations(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/location/dict', tag, access: 'public', summary: 'Campuses and location types',
    input: lenientObject({}), operation: (ctx) => locationDictionary(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/location/takeBookAddress', tag, access: 'public', summary: 'Pick-up locations',
    input: lenientObject({}), operation: (ctx) => pickupLocations(ctx),
  }),
]
