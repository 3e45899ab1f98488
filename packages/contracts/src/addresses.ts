import { z } from 'zod'

// A patron's postal addresses (issue 16, spec §3 "Address", §5 "Address needs province/city/district, details,
// postcode, recipient, phone"): the area is a district of the national division codes (GB/T 2260), chosen
// province → city → district; the server derives the three names from the code and never takes them from the client.

/** At most this many addresses per patron. */
export const MAX_ADDRESSES = 20

/** Longest text of each field; longer is refused (never cut). */
export const ADDRESS_TEXT_LIMITS = { details: 200, recipient: 50, phone: 20 } as const

/** Mainland mobile number: 1, then 3–9, then nine digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
/** Landline with its area code (010, 0571 …), an optional hyphen, 7–8 digits and an optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/
/** Postcode: six digits (checked for its form only). */
export const ZIP_CODE_PATTERN = /^\d{6}$/

export const isAddressPhone = (phone: string) => MOBILE_PATTERN.test(phone) || LANDLINE_PATTERN.test(phone)

/** What the patron fills in. Text fields may arrive empty: the service names every missing one in one message. */
export const AddressInputSchema = z.object({
  typeCode: z.string().trim().max(20).default(''),
  /** The district's six-digit code (loadArea's third level). */
  areaCode: z.string().trim().max(20).default(''),
  details: z.string().max(2000).default(''),
  zipCode: z.string().trim().max(20).default(''),
  recipient: z.string().max(2000).default(''),
  phone: z.string().trim().max(40).default(''),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.output<typeof AddressInputSchema>

export const AddressIdSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) })
export const AddressUpdateSchema = AddressInputSchema.extend(AddressIdSchema.shape)
export type AddressUpdate = z.output<typeof AddressUpdateSchema>

export const AddressSchema = z.object({
  id: z.number().int(),
  typeCode: z.string(),
  /** The type's name in the caller's language ('' when none). */
  typeName: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  details: z.string(),
  zipCode: z.string(),
  recipient: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AddressView = z.infer<typeof AddressSchema>

/** One area of the division codes: province (110000), city (110100) or district (110101). */
export const AreaSchema = z.object({ code: z.string(), name: z.string() })
export type Area = z.infer<typeof AreaSchema>
export const AreaQuerySchema = z.object({ parentCode: z.string().trim().max(20).default('') })

export const AddressTypeSchema = z.object({ code: z.string(), name: z.string() })
