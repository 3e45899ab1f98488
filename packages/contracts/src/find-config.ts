import { z } from 'zod'
import { FIND_CONFIG_DEFAULTS } from './values.ts'

/** A '0'/'1' flag as LibStar sends it; staff may also send booleans or numbers. */
const flag = z
  .union([z.enum(['0', '1']), z.boolean(), z.literal(0), z.literal(1)])
  .transform((v): '0' | '1' => (v === true || v === 1 || v === '1' ? '1' : '0'))

const url = z.union([z.url({ protocol: /^https?$/ }), z.literal('')])
const hexColour = z
  .string()
  .trim()
  .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as 25313d')
  .transform((v) => v.replace(/^#/, '').toLowerCase())

/**
 * Every configuration flag of spec §3 "Find config flags". The fields carry no defaults (a partial
 * change must not reset what it does not name); FIND_CONFIG_DEFAULTS (values.ts, no zod, for the browser) holds them.
 */
const FIND_CONFIG_FIELDS = {
  normalLogin: flag,
  passportLogin: flag,
  passportLoginUrl: url,
  unifieAuthen: flag,
  unifieAuthenLoginUrl: url,
  unifieAuthenLogoutUrl: url,
  /** Mobile SSO entry the SPA caches (contract §3.1). */
  mssoLoginUrl: url,
  exterSinAuthen: flag,
  exterSinAuthenUrl: url,
  weixinLogin: flag,
  bindMailOrPhone: flag,
  independentLibCode: flag,
  /** '1' hides the header. */
  loginFlag: flag,
  blackAndWhiteModel: flag,
  filingNumberHide: flag,
  /** Library type: '1' academic, '2' public. */
  libTypeCode: z.enum(['1', '2']),
  navBackColor: hexColour,
  navTextColor: hexColour,
  /** Image URL (or a path of this site, or empty) behind the home search area. */
  searchBackGround: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[\w./-]*$/), z.literal('')]),
  purderRec: flag,
  freeRec: flag,
  customRec: flag,
  recRecord: flag,
  isPasswordProtect: flag,
  /** '1' simple (7+ with a digit and a letter), '2' strong (8+ with three character classes). */
  passwordCheck: z.enum(['1', '2']),
  loginExplain: z.string().max(4000),
  findPasswordFlag: flag,
  findCoerceLogin: flag,
  /** Header name the JWT travels in (contract §2.5). */
  jwtHeader: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
  /** Document-delivery service; when set the user dropdown shows a document link. */
  documentServiceUrl: url,
  /** External discovery service (ChaoXing Find) of the library; when set the home page offers it (showChaoXingFind). */
  chaoXingFindUrl: url,
}

export const FindConfigSchema = z.object(FIND_CONFIG_FIELDS)
export type FindConfig = z.output<typeof FindConfigSchema>
export const FIND_CONFIG_KEYS = Object.keys(FIND_CONFIG_FIELDS) as (keyof FindConfig)[]

/**
 * Partial update from the admin door: only known keys, each validated, nothing defaulted. `jwtHeader`
 * is answered but not changeable: the server reads tokens before it knows the tenant, and every client
 * in the wild sends `jwtOpacAuth`.
 */
export const FindConfigPatchSchema = FindConfigSchema.omit({ jwtHeader: true }).partial().strict()
export type FindConfigPatch = z.input<typeof FindConfigPatchSchema>

/** Reads a stored config, filling defaults and dropping keys that are no longer valid. */
export function parseStoredFindConfig(stored: unknown): FindConfig {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const out: Record<string, unknown> = {}
  for (const key of FIND_CONFIG_KEYS) {
    const parsed = FIND_CONFIG_FIELDS[key].safeParse(source[key])
    out[key] = parsed.success ? parsed.data : FIND_CONFIG_DEFAULTS[key]
  }
  return out as FindConfig
}

/** One key of a stored config, read as parseStoredFindConfig reads it: for per-request checks that need one flag. */
export function storedFindConfigValue<K extends keyof FindConfig>(stored: unknown, key: K): FindConfig[K] {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const parsed = FIND_CONFIG_FIELDS[key].safeParse(source[key])
  return (parsed.success ? parsed.data : FIND_CONFIG_DEFAULTS[key]) as FindConfig[K]
}
