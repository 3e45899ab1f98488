import type { TenantContext } from '../../data/request-scope.ts'

const LOCATION_TYPES: Record<string, [string, string, string]> = {
  stack: ['借阅区', '借閱區', 'Lending area'],
  reading: ['阅览室', '閱覽室', 'Reading room'],
  reserve: ['保存本库', '保存本庫', 'Reserve collection'],
}

type LocationsCall = Pick<TenantContext, 'data' | 'locale'>

function local(ctx: Pick<TenantContext, 'locale'>, row: { englishName: string; complexName: string }, chinese: string) {
  return ctx.locale === 'en-US' ? row.englishName || chinese : ctx.locale === 'zh-TW' ? row.complexName || chinese : chinese
}

/** `POST /find/location/list`: locations, filtered and paged; the list key is `donateList` (sic, contract §3.1). */
export async function listLocations(ctx: LocationsCall, input: { locationName?: string; campusIds: string[]; locationTypeCodes: string[]; page: number; rows: number }) {
  const campusIds = input.campusIds.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)
  const where = {
    active: true,
    ...(input.locationName ? { locationName: { contains: input.locationName } } : {}),
    ...(input.campusIds.length ? { campusId: { in: campusIds } } : {}),
    ...(input.locationTypeCodes.length ? { locationTypeCode: { in: input.locationTypeCodes } } : {}),
  }
  const [numFound, rows] = await Promise.all([
    ctx.data.location.count({ where }),
    ctx.data.location.findMany({ where, include: { library: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  return {
    numFound,
    donateList: rows.map((l) => ({
      locationId: l.id, locationName: local(ctx, l, l.locationName), locationCode: l.locationCode, libCode: l.library.libCode,
      libName: local(ctx, l.library, l.library.libName), campusId: l.campusId, locationTypeCode: l.locationTypeCode, address: l.address,
    })),
  }
}

/** `GET /find/location/dict`: campuses and location types for the location filter (spec §3). */
export async function locationDictionary(ctx: LocationsCall) {
  const [campuses, types] = await Promise.all([
    ctx.data.campus.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    ctx.data.location.findMany({ where: { active: true }, distinct: ['locationTypeCode'], select: { locationTypeCode: true } }),
  ])
  const label = (code: string) => LOCATION_TYPES[code]?.[ctx.locale === 'en-US' ? 2 : ctx.locale === 'zh-TW' ? 1 : 0] ?? code
  return {
    campusCodes: campuses.map((c) => ({ campusId: c.id, campusName: local(ctx, c, c.campusName) })),
    locationTypeSelectiveDtos: types.filter((t) => t.locationTypeCode).map((t) => ({ locationTypeCode: t.locationTypeCode, locationTypeName: label(t.locationTypeCode) })),
  }
}

/** `GET /find/location/takeBookAddress`: where requested books can be picked up. */
export async function pickupLocations(ctx: LocationsCall) {
  const rows = await ctx.data.location.findMany({ where: { active: true, isPickup: true }, include: { library: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
  return rows.map((l) => ({ locationId: l.id, locationName: local(ctx, l, l.locationName), libCode: l.library.libCode, libName: local(ctx, l.library, l.library.libName), address: l.address }))
}
