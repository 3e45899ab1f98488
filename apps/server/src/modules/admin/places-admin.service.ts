import { z } from 'zod'
import type { StaffContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

const name = z.string().trim().min(1).max(200)
const text = (max = 200) => z.string().trim().max(max)
const code = z.string().trim().min(1).max(50).regex(/^[\w.-]+$/, 'letters, digits, ".", "_" or "-"')
const sortOrder = z.number().int().min(0).max(10_000)
const id = z.number().int().positive().max(2_147_483_647)

// Field rules carry no defaults, so an update changes only the fields it names; creation fills
// PLACE_DEFAULTS.
const LibraryFields = z.object({
  libCode: code, libName: name, englishName: text(), complexName: text(), isMain: z.boolean(), campusId: id.nullable(),
  address: text(500), phone: text(50), sortOrder, active: z.boolean(),
})
const CampusFields = z.object({ campusCode: code, campusName: name, englishName: text(), complexName: text(), sortOrder })
const LocationFields = z.object({
  locationCode: code, locationName: name, englishName: text(), complexName: text(), libraryId: id, campusId: id.nullable(),
  locationTypeCode: text(50), address: text(500), isPickup: z.boolean(), sortOrder, active: z.boolean(),
})

export const LibraryCreateSchema = LibraryFields.partial().required({ libCode: true, libName: true }).strict()
export const LibraryPatchSchema = LibraryFields.partial().strict()
export const CampusCreateSchema = CampusFields.partial().required({ campusCode: true, campusName: true }).strict()
export const CampusPatchSchema = CampusFields.partial().strict()
export const LocationCreateSchema = LocationFields.partial().required({ locationCode: true, locationName: true, libraryId: true }).strict()
export const LocationPatchSchema = LocationFields.partial().strict()

const PLACE_DEFAULTS = {
  library: { englishName: '', complexName: '', isMain: false, campusId: null, address: '', phone: '', sortOrder: 0, active: true },
  campus: { englishName: '', complexName: '', sortOrder: 0 },
  location: { englishName: '', complexName: '', campusId: null, locationTypeCode: '', address: '', isPickup: false, sortOrder: 0, active: true },
}

export type PlaceKind = 'library' | 'campus' | 'location'

/** The staff member's tenant's rows: a place of another tenant is neither found nor referenced, and creates land in the tenant. */
type PlacesCall = Pick<StaffContext, 'data'>

/** References to other places must stay inside the staff member's own tenant. */
async function assertOwnedReferences(ctx: PlacesCall, refs: { libraryId?: number | null; campusId?: number | null }) {
  const bad = (path: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, reason: 'NO_SUCH_PLACE' }] })
  if (refs.libraryId && !(await ctx.data.library.findFirst({ where: { id: refs.libraryId } }))) throw bad('libraryId')
  if (refs.campusId && !(await ctx.data.campus.findFirst({ where: { id: refs.campusId } }))) throw bad('campusId')
}

function delegate(ctx: PlacesCall, kind: PlaceKind) {
  // The three Prisma delegates share these calls; typed loosely here, inputs are validated by the schemas above.
  const map = { library: ctx.data.library, campus: ctx.data.campus, location: ctx.data.location }
  return map[kind] as unknown as {
    findMany(args: object): Promise<unknown[]>
    create(args: object): Promise<unknown>
    updateMany(args: object): Promise<{ count: number }>
    deleteMany(args: object): Promise<{ count: number }>
    findUniqueOrThrow(args: object): Promise<unknown>
  }
}

export async function listPlaces(ctx: PlacesCall, kind: PlaceKind) {
  return delegate(ctx, kind).findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
}

export async function createPlace(ctx: PlacesCall & Pick<StaffContext, 'tenant'>, kind: PlaceKind, data: Record<string, unknown> & { libraryId?: number | null; campusId?: number | null }) {
  const tenant = await ctx.tenant()
  await assertOwnedReferences(ctx, data)
  return delegate(ctx, kind).create({ data: { ...PLACE_DEFAULTS[kind], ...data, tenantId: tenant.id } })
}

export async function updatePlace(ctx: PlacesCall, kind: PlaceKind, id: number, data: Record<string, unknown> & { libraryId?: number | null; campusId?: number | null }) {
  await assertOwnedReferences(ctx, data)
  const { count } = await delegate(ctx, kind).updateMany({ where: { id }, data })
  if (count === 0) throw new AppError('NOT_FOUND')
  return delegate(ctx, kind).findUniqueOrThrow({ where: { id } })
}

export async function deletePlace(ctx: PlacesCall, kind: PlaceKind, id: number) {
  const { count } = await delegate(ctx, kind).deleteMany({ where: { id } })
  if (count === 0) throw new AppError('NOT_FOUND')
  return { deleted: id }
}
