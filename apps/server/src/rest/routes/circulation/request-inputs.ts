import { MAX_REQUEST_ROWS, REQUEST_STATUSES, REQUEST_TYPES, TakeCodeSchema, type RequestStatusName, type RequestTypeName } from '@portal/contracts'
import { z } from 'zod'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'

// The lenient bodies of the request calls: numbers as strings, codes as their numbers or names, blanks as absent.

const id = () => lenientInt().pipe(z.number().int().min(1))
const nullableId = () => id().optional().transform((v) => v ?? null)
const codeOf = <N extends string>(table: Record<N, number>) =>
  z.preprocess((v) => {
    if (typeof v === 'string' && Object.hasOwn(table, v.trim().toUpperCase())) return v.trim().toUpperCase()
    const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v
    return (Object.keys(table) as N[]).find((name) => table[name] === n) ?? v
  }, z.enum(Object.keys(table) as [N, ...N[]]))

export const requestTypeCode = codeOf<RequestTypeName>(REQUEST_TYPES)

export const requestListInput = lenientObject({
  ...paging(MAX_REQUEST_ROWS),
  status: codeOf<RequestStatusName>(REQUEST_STATUSES).optional().transform((v) => v ?? null),
  requestType: requestTypeCode.optional().transform((v) => v ?? null),
}).transform(({ requestType, ...rest }) => ({ ...rest, type: requestType }))

export const requestIdInput = lenientObject({ requestId: id() })
export const recordIdInput = lenientObject({ recordId: id() })
export const takeCodeInput = lenientObject({ requestId: id(), takeCode: lenientString(20).pipe(TakeCodeSchema) })

/** A new request; `fixed` pins the kind where the call's name says it (askBook re-lends). */
export const placeRequestInput = (allowed: readonly RequestTypeName[], fallback: RequestTypeName) =>
  lenientObject({
    requestType: requestTypeCode.refine((t) => allowed.includes(t), `one of ${allowed.map((t) => REQUEST_TYPES[t]).join(', ')}`).optional().default(fallback),
    itemId: nullableId(),
    recordId: nullableId(),
    takeLocationId: nullableId(),
    addressId: nullableId(),
    deliveryAddress: lenientString(300).optional().default(''),
    contactName: lenientString(50).optional().default(''),
    contactPhone: lenientString(30).pipe(z.string().regex(/^[0-9+\- ]*$/, 'phone')).optional().default(''),
    contactEmail: lenientString(200).pipe(z.union([z.literal(''), z.string().email()])).optional().default(''),
    note: lenientString(300).optional().default(''),
  }).transform(({ requestType, ...rest }) => ({ ...rest, type: requestType }))
