import { ADDRESS_TEXT_LIMITS, MAX_ADDRESSES, ZIP_CODE_PATTERN, isAddressPhone, type AddressInput, type AddressUpdate, type AddressView, type Area } from '@portal/contracts'
import type { Address } from '@portal/db'
import { translate } from '@portal/i18n'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import type { PatronData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import { listOf } from '../catalogue/index.ts'
import { ADDRESS_TYPES } from './address-types.ts'
import { childAreas, districtOf } from './china-areas.ts'

// A patron's address book (`/find/userAddress/*`, issue 16): at most MAX_ADDRESSES each, one of them the default.
// Every write locks the patron's row first, so two writes of one patron run one after the other: the count limit
// holds and "clear the old default, set the new" never interleaves. The partial unique index
// "Address_one_default_per_patron" stays the last guard: a write that still meets it is retried once.
// The first address becomes the default; deleting the default makes the newest remaining address the default.

type AddressCall = Pick<PatronContext, 'mine' | 'data' | 'patronId' | 'tenant' | 'locale'>
type Tx = PatronData

/** `getAddressType`: the `addressType` code list in the caller's language. */
export function addressTypes(ctx: Pick<TenantContext, 'data' | 'locale'>) {
  return listOf(ctx, 'addressType', ADDRESS_TYPES)
}

/** `loadArea`: the provinces, or the cities of a province, or the districts of a city. */
export async function loadArea(input: { parentCode: string }): Promise<Area[]> {
  return childAreas(input.parentCode)
}

const ORDER = [{ isDefault: 'desc' as const }, { createdAt: 'desc' as const }, { id: 'desc' as const }]

function toView(row: Address, typeNames: Map<string, string>): AddressView {
  const area = districtOf(row.areaCode)
  return {
    id: row.id, typeCode: row.typeCode, typeName: typeNames.get(row.typeCode) ?? '',
    provinceCode: area?.provinceCode ?? '', cityCode: area?.cityCode ?? '', areaCode: row.areaCode,
    province: row.province, city: row.city, district: row.district, details: row.details, zipCode: row.zipCode,
    recipient: row.recipient, phone: row.phone, isDefault: row.isDefault, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  }
}

async function typeNamesOf(ctx: Pick<TenantContext, 'data' | 'locale'>) {
  return new Map((await addressTypes(ctx)).map((t) => [t.code, t.name]))
}

/** `get`: the patron's addresses, the default first, then the newest. */
export async function listAddresses(ctx: AddressCall): Promise<AddressView[]> {
  const [rows, names] = await Promise.all([ctx.mine.address.findMany({ orderBy: ORDER, take: MAX_ADDRESSES * 2 }), typeNamesOf(ctx)])
  return rows.map((row) => toView(row, names))
}

/** `getDefaultAddressId`: the default address's id, or null when the patron has none. */
export async function defaultAddressId(ctx: AddressCall): Promise<number | null> {
  const row = await ctx.mine.address.findFirst({ where: { isDefault: true }, select: { id: true } })
  return row?.id ?? null
}

/**
 * The fields as stored: every missing one named at once (spec §5), then each checked. The three area names come
 * from the district code, never from the client; province and city codes, when sent, must hold the district.
 */
function checkedFields(ctx: AddressCall, input: AddressInput & { provinceCode?: string; cityCode?: string }, typeNames: Map<string, string>) {
  const missing = [
    !input.areaCode && 'field_area', !input.details.trim() && 'field_details', !input.zipCode && 'field_zipCode',
    !input.recipient.trim() && 'field_recipient', !input.phone && 'field_phone',
  ].filter((f): f is 'field_area' | 'field_details' | 'field_zipCode' | 'field_recipient' | 'field_phone' => Boolean(f))
  if (missing.length) {
    // i18n-keys: addresses:field_
    const fields = missing.map((f) => translate(ctx.locale, 'addresses', f)).join(ctx.locale === 'en-US' ? ', ' : '、')
    throw new AppError('ADDRESS_INCOMPLETE', { params: { fields } })
  }
  const area = districtOf(input.areaCode)
  const sameAs = (given: string | undefined, code: string) => !given || given.padEnd(6, '0') === code
  if (!area || !sameAs(input.provinceCode, area.provinceCode) || !sameAs(input.cityCode, area.cityCode)) throw new AppError('ADDRESS_AREA_INVALID')
  if (!ZIP_CODE_PATTERN.test(input.zipCode)) throw new AppError('ADDRESS_ZIP_INVALID')
  if (!isAddressPhone(input.phone)) throw new AppError('ADDRESS_PHONE_INVALID')
  if (input.typeCode && !typeNames.has(input.typeCode)) throw new AppError('ADDRESS_TYPE_UNKNOWN')
  return {
    typeCode: input.typeCode, areaCode: area.areaCode, province: area.province, city: area.city, district: area.district,
    details: checkedText(input.details, 'details', { max: ADDRESS_TEXT_LIMITS.details, required: true }),
    recipient: checkedText(input.recipient, 'recipient', { max: ADDRESS_TEXT_LIMITS.recipient, required: true }),
    zipCode: input.zipCode, phone: input.phone,
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002'

/** Runs `work` in one transaction holding the patron's row lock; a default-index collision is retried once. */
async function underPatronLock<T>(ctx: AddressCall, work: (tx: Tx, tenantId: number) => Promise<T>): Promise<T> {
  const tenant = await ctx.tenant()
  const run = () =>
    ctx.mine.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Patron" WHERE id = ${ctx.patronId} AND "tenantId" = ${tenant.id} FOR UPDATE`
      return work(tx as unknown as Tx, tenant.id)
    })
  try {
    return await run()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    try {
      return await run()
    } catch (again) {
      if (isUniqueViolation(again)) throw new AppError('ADDRESS_DEFAULT_BUSY', {}, { cause: again })
      throw again
    }
  }
}

/** Makes `id` the one default: the old default is cleared first (the partial unique index allows one at a time). */
async function makeDefault(tx: Tx, id: number) {
  await tx.address.updateMany({ where: { isDefault: true, id: { not: id } }, data: { isDefault: false } })
  await tx.address.updateMany({ where: { id }, data: { isDefault: true } })
}

async function viewOf(ctx: AddressCall, tx: Tx, id: number) {
  return toView(await tx.address.findFirstOrThrow({ where: { id } }), await typeNamesOf(ctx))
}

/** `add`: a new address; the patron's first one, or one marked so, becomes the default. */
export async function addAddress(ctx: AddressCall, input: AddressInput & { provinceCode?: string; cityCode?: string }): Promise<AddressView> {
  const names = await typeNamesOf(ctx)
  const fields = checkedFields(ctx, input, names)
  return underPatronLock(ctx, async (tx, tenantId) => {
    const count = await tx.address.count()
    if (count >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT_REACHED', { params: { max: MAX_ADDRESSES } })
    const row = await tx.address.create({ data: { ...fields, tenantId, patronId: ctx.patronId, isDefault: false } })
    if (input.isDefault || count === 0) await makeDefault(tx, row.id)
    return viewOf(ctx, tx, row.id)
  })
}

/**
 * `update`: the address's fields; `isDefault` true makes it the default. False does not take the mark off the
 * default address: a patron with addresses always has one, and changes it by making another the default.
 */
export async function updateAddress(ctx: AddressCall, input: AddressUpdate & { provinceCode?: string; cityCode?: string }): Promise<AddressView> {
  const names = await typeNamesOf(ctx)
  const fields = checkedFields(ctx, input, names)
  return underPatronLock(ctx, async (tx) => {
    const { count } = await tx.address.updateMany({ where: { id: input.id }, data: fields })
    if (!count) throw new AppError('NOT_FOUND')
    if (input.isDefault) await makeDefault(tx, input.id)
    return viewOf(ctx, tx, input.id)
  })
}

/** `setDefaultAddress`: this address becomes the one default. */
export async function setDefaultAddress(ctx: AddressCall, input: { id: number }): Promise<AddressView> {
  return underPatronLock(ctx, async (tx) => {
    if (!(await tx.address.findFirst({ where: { id: input.id }, select: { id: true } }))) throw new AppError('NOT_FOUND')
    await makeDefault(tx, input.id)
    return viewOf(ctx, tx, input.id)
  })
}

/**
 * `delete`: the address goes; requests that were delivered to it keep the address text they copied (their link
 * is set to null by the database). When it was the default, the newest remaining address becomes the default.
 */
export async function deleteAddress(ctx: AddressCall, input: { id: number }): Promise<{ id: number; defaultAddressId: number | null }> {
  return underPatronLock(ctx, async (tx) => {
    const row = await tx.address.findFirst({ where: { id: input.id }, select: { id: true, isDefault: true } })
    if (!row) throw new AppError('NOT_FOUND')
    await tx.address.deleteMany({ where: { id: row.id } })
    if (row.isDefault) {
      const next = await tx.address.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } })
      if (next) await makeDefault(tx, next.id)
    }
    const current = await tx.address.findFirst({ where: { isDefault: true }, select: { id: true } })
    return { id: row.id, defaultAddressId: current?.id ?? null }
  })
}
