import { z } from 'zod'

// Input shapes that accept what real LibStar clients send (contract §2.7): numbers as strings, the
// string "null" for null, [null] for "no filter", unknown keys. Each helper states what it accepts.

const NULLISH_STRINGS = new Set(['null', 'undefined', ''])

/** "null", "undefined", "" and null become undefined, so the field's default applies. */
export const absentAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && NULLISH_STRINGS.has(value.trim())) ? undefined : value

/** An integer given as a number or a numeric string. */
export const lenientInt = () =>
  z.preprocess((v) => {
    const value = absentAsUndefined(v)
    return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
  }, z.number().int())

/** A boolean given as true/false, "true"/"false", 1/0 or "1"/"0". */
export const lenientBool = () =>
  z.preprocess((v) => {
    const value = absentAsUndefined(v)
    if (value === 'true' || value === '1' || value === 1) return true
    if (value === 'false' || value === '0' || value === 0) return false
    return value
  }, z.boolean())

/** Text given as a string or a number; trimmed. */
export const lenientString = (max = 500) =>
  z.preprocess((v) => {
    const value = absentAsUndefined(v)
    return typeof value === 'number' ? String(value) : value
  }, z.string().trim().max(max))

/** A list of codes: [null], [], null, "null", a single value or a list of strings/numbers. */
export const lenientCodeList = () =>
  z.preprocess((v) => {
    const value = absentAsUndefined(v)
    if (value === undefined) return []
    const list = Array.isArray(value) ? value : [value]
    return list.filter((x) => x !== null && x !== undefined && x !== '' && x !== 'null').map((x) => (typeof x === 'number' ? String(x) : x))
  }, z.array(z.string().max(100)).max(200))

/**
 * A JSON object body (or query). Keys whose value means "nothing" (null, "null", "undefined", "") are
 * dropped first, so each field's own default applies; unknown keys are ignored, never rejected.
 */
export const lenientObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return {}
    if (typeof v !== 'object' || Array.isArray(v)) return v
    return Object.fromEntries(Object.entries(v).filter(([, value]) => absentAsUndefined(value) !== undefined))
  }, z.object(shape))

/** 1-based page (default 1) and page size (default 10, at most `maxRows`), contract §2.8. */
export const paging = (maxRows = 200) => ({
  page: lenientInt().pipe(z.number().int().min(1).max(100_000)).optional().default(1),
  rows: lenientInt().pipe(z.number().int().min(1).max(maxRows)).optional().default(10),
})
