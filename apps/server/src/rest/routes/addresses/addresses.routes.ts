import { z } from 'zod'
import { addressToWire } from '../../../modules/addresses/address-wire.ts'
import {
  addAddress, addressTypes, defaultAddressId, deleteAddress, listAddresses, loadArea, setDefaultAddress, updateAddress,
} from '../../../modules/addresses/addresses.service.ts'
import { lenientBool, lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Addresses'

// The address book's LibStar paths (spec §7 "/find/userAddress/ get, add, update, delete, setDefaultAddress,
// getAddressType, loadArea", and getDefaultAddressId of the PDA calls). The contract names no fields: each body
// takes our names and LibStar's usual ones (addressType, address, name, defaultFlag), see address-wire.ts.

const id = () => lenientInt().pipe(z.number().int().min(1).max(2_147_483_647))
/** Generous bounds: the service refuses over-long text with the field's own limit, in the caller's language. */
const text = (max: number) => lenientString(max).optional()

const addressFields = {
  typeCode: text(20), addressType: text(20),
  areaCode: text(20), districtCode: text(20), provinceCode: text(20), cityCode: text(20),
  details: text(20_000), address: text(20_000),
  zipCode: text(20), postCode: text(20),
  recipient: text(20_000), name: text(20_000), receiveName: text(20_000),
  phone: text(40), mobile: text(40),
  isDefault: lenientBool().optional(), defaultFlag: lenientBool().optional(),
}
const addressObject = lenientObject(addressFields)
type Fields = z.output<typeof addressObject>

const toInput = (f: Fields) => ({
  typeCode: f.typeCode ?? f.addressType ?? '',
  areaCode: f.areaCode ?? f.districtCode ?? '',
  provinceCode: f.provinceCode ?? '', cityCode: f.cityCode ?? '',
  details: f.details ?? f.address ?? '',
  zipCode: f.zipCode ?? f.postCode ?? '',
  recipient: f.recipient ?? f.name ?? f.receiveName ?? '',
  phone: f.phone ?? f.mobile ?? '',
  isDefault: f.isDefault ?? f.defaultFlag ?? false,
})

/** `addressId` is taken for `id`. */
const idAlias = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v
  const body = v as Record<string, unknown>
  return body.id === undefined && body.addressId !== undefined ? { ...body, id: body.addressId } : body
}
const addressIdInput = z.preprocess(idAlias, lenientObject({ id: id() }))

export const addressesRoutes = [
  defineRoute({
    method: ['GET', 'POST'], path: '/find/userAddress/get', tag, access: 'patron',
    summary: 'The signed-in patron’s addresses, the default first, then the newest',
    input: lenientObject({}), operation: (ctx) => listAddresses(ctx), present: (list) => list.map(addressToWire),
  }),
  defineRoute({
    method: 'POST', path: '/find/userAddress/add', tag, access: 'patron',
    summary: 'A new address: district code (GB/T 2260), details, 6-digit postcode, recipient, mobile or landline phone; the first one becomes the default (at most 20)',
    input: addressObject.transform(toInput), operation: (ctx, input) => addAddress(ctx, input), present: addressToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/userAddress/update', tag, access: 'patron',
    summary: 'Changes one of the patron’s addresses (all fields again); defaultFlag 1 also makes it the default',
    input: z.preprocess(idAlias, lenientObject({ ...addressFields, id: id() })).transform((v) => ({ ...toInput(v), id: v.id })),
    operation: (ctx, input) => updateAddress(ctx, input), present: addressToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/userAddress/delete', tag, access: 'patron',
    summary: 'Deletes one of the patron’s addresses; when it was the default, the newest remaining one becomes the default',
    input: addressIdInput, operation: (ctx, input) => deleteAddress(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/userAddress/setDefaultAddress', tag, access: 'patron',
    summary: 'Makes one of the patron’s addresses the one default', input: addressIdInput,
    operation: (ctx, input) => setDefaultAddress(ctx, input), present: addressToWire,
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/userAddress/getDefaultAddressId', tag, access: 'patron',
    summary: 'The id of the patron’s default address, or null', input: lenientObject({}), operation: (ctx) => defaultAddressId(ctx),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/userAddress/getAddressType', tag, access: 'public',
    summary: 'The address types (`addressType` code list) as {code, name} in the caller’s language', input: lenientObject({}),
    operation: (ctx) => addressTypes(ctx),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/userAddress/loadArea', tag, access: 'public',
    summary: 'Areas of the national division codes (GB/T 2260) as {code, name}: provinces without a parent, else the children of parentCode (a province’s cities, a city’s districts)',
    input: lenientObject({ parentCode: text(20), code: text(20), areaCode: text(20) }).transform((v) => ({ parentCode: v.parentCode ?? v.code ?? v.areaCode ?? '' })),
    operation: (_ctx, input) => loadArea(input),
  }),
]
