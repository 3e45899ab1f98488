import { z } from 'zod'
import { AppError } from './app-error.ts'

// IdentityProvider.settings by kind (prisma/schema/identity.prisma; docs/api.md "Identity providers"). A row
// that does not parse is a configuration mistake: the flow answers SSO_NOT_CONFIGURED, never a 500.

const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

/** Which patron field the provider's value is compared with, and which attribute holds it (default: the subject). */
const matching = {
  matchBy: z.enum(['primaryId', 'username']).default('primaryId'),
  attribute: z.string().trim().min(1).max(100).optional(),
}

export const CasSettingsSchema = z.object({
  /** The CAS server's base address, e.g. https://cas.example.edu/cas (…/login, …/serviceValidate below it). */
  serverUrl: httpUrl,
  /** 2.0: /serviceValidate; 3.0 (default): /p3/serviceValidate, which returns attributes. */
  version: z.enum(['2.0', '3.0']).default('3.0'),
  ...matching,
})

export const OidcSettingsSchema = z.object({
  issuer: httpUrl,
  clientId: z.string().min(1).max(300),
  clientSecret: z.string().max(1000).optional(),
  scope: z.string().max(300).default('openid profile'),
  ...matching,
})

export const WechatSettingsSchema = z.object({
  appId: z.string().min(1).max(100),
  appSecret: z.string().min(1).max(200),
  /** WeChat's addresses; tests point them at a local stand-in. */
  authorizeBaseUrl: httpUrl.default('https://open.weixin.qq.com'),
  apiBaseUrl: httpUrl.default('https://api.weixin.qq.com'),
})

export type CasSettings = z.infer<typeof CasSettingsSchema>
export type OidcSettings = z.infer<typeof OidcSettingsSchema>
export type WechatSettings = z.infer<typeof WechatSettingsSchema>
export type MatchSettings = { matchBy: 'primaryId' | 'username'; attribute?: string | undefined }

/** The provider's settings checked against its kind's schema; SSO_NOT_CONFIGURED when the row is incomplete or wrong. */
export function parseProviderSettings<S extends z.ZodType>(schema: S, provider: { settings: unknown }): z.output<S> {
  const parsed = schema.safeParse(provider.settings ?? {})
  if (!parsed.success) throw new AppError('SSO_NOT_CONFIGURED', {}, { cause: parsed.error })
  return parsed.data
}

/** Which patron field a provider's accounts are matched on (CAS and OIDC settings; absent or odd → primaryId by subject). */
export function matchSettings(provider: { settings: unknown }): MatchSettings {
  const parsed = z.object(matching).safeParse(provider.settings ?? {})
  return parsed.success ? parsed.data : { matchBy: 'primaryId' }
}
