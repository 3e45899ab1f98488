import { z } from 'zod'

/** A '0'/'1' flag as LibStar sends it; staff may also send booleans or numbers. */
const flag = (fallback: '0' | '1') =>
  z
    .union([z.enum(['0', '1']), z.boolean(), z.literal(0), z.literal(1)])
    .transform((v) => (v === true || v === 1 || v === '1' ? '1' : '0'))
    .default(fallback)

const url = z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default('')
const hexColour = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as 25313d')
    .transform((v) => v.replace(/^#/, '').toLowerCase())
    .default(fallback)

/**
 * Every configuration flag of spec §3 "Find config flags", with its default. Stored per tenant in
 * `Tenant.config`; answered by `GET /find/findConfig/getFindConfig`.
 */
export const FindConfigSchema = z.object({
  normalLogin: flag('1'),
  passportLogin: flag('0'),
  passportLoginUrl: url,
  unifieAuthen: flag('0'),
  unifieAuthenLoginUrl: url,
  unifieAuthenLogoutUrl: url,
  /** Mobile SSO entry the SPA caches (contract §3.1). */
  mssoLoginUrl: url,
  exterSinAuthen: flag('0'),
  exterSinAuthenUrl: url,
  weixinLogin: flag('0'),
  bindMailOrPhone: flag('0'),
  independentLibCode: flag('0'),
  /** '1' hides the header. */
  loginFlag: flag('0'),
  blackAndWhiteModel: flag('0'),
  filingNumberHide: flag('0'),
  /** Library type: '1' academic, '2' public. */
  libTypeCode: z.enum(['1', '2']).default('1'),
  navBackColor: hexColour('25313d'),
  navTextColor: hexColour('fff'),
  /** Image URL (or empty) behind the home search area. */
  searchBackGround: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[\w./-]*$/), z.literal('')]).default(''),
  purderRec: flag('1'),
  freeRec: flag('1'),
  customRec: flag('1'),
  recRecord: flag('1'),
  isPasswordProtect: flag('0'),
  /** '1' simple (7+ with a digit and a letter), '2' strong (8+ with three character classes). */
  passwordCheck: z.enum(['1', '2']).default('1'),
  loginExplain: z.string().max(4000).default(''),
  findPasswordFlag: flag('1'),
  findCoerceLogin: flag('0'),
  /** Header name the JWT travels in (contract §2.5). */
  jwtHeader: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/).default('jwtOpacAuth'),
  /** Document-delivery service; when set the user dropdown shows a document link. */
  documentServiceUrl: url,
})

export type FindConfig = z.output<typeof FindConfigSchema>
export const FIND_CONFIG_KEYS = Object.keys(FindConfigSchema.shape) as (keyof FindConfig)[]

/** Partial update from the admin door: only known keys, each validated. */
export const FindConfigPatchSchema = FindConfigSchema.partial().strict()
export type FindConfigPatch = z.input<typeof FindConfigPatchSchema>

/** Reads a stored config, filling defaults and dropping keys that are no longer valid. */
export function parseStoredFindConfig(stored: unknown): FindConfig {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const out: Record<string, unknown> = {}
  for (const key of FIND_CONFIG_KEYS) {
    const parsed = FindConfigSchema.shape[key].safeParse(source[key])
    out[key] = parsed.success ? parsed.data : FindConfigSchema.shape[key].parse(undefined)
  }
  return out as FindConfig
}
