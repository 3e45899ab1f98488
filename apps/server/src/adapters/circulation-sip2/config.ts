import { z } from 'zod'
import { knownCharset } from './charset.ts'
import type { Sip2ClientOptions } from './client.ts'

// A tenant's SIP2 settings (the CirculationConnector row, docs/sip2.md) checked before use: a row that does not
// make sense (no host, an unknown character set, a pool of 0) is a configuration mistake the provider reports as
// CIRCULATION_UNAVAILABLE, never a connection attempt with half the settings. The password never leaves here
// except inside the login message; `describeConnector` is what logs and screens may show.

export const Sip2SettingsSchema = z.object({
  host: z.string().trim().min(1).max(255),
  port: z.number().int().min(1).max(65_535),
  tls: z.boolean(),
  loginUser: z.string().max(200),
  loginPassword: z.string().max(200),
  location: z.string().max(200),
  institutionId: z.string().max(200),
  fieldDelimiter: z.string().length(1).refine((d) => !/[A-Za-z0-9\r\n]/.test(d), 'a delimiter cannot be a letter, a digit or a line end'),
  checksums: z.boolean(),
  charset: z.string().transform((name, ctx) => knownCharset(name) ?? (ctx.addIssue({ code: 'custom', message: `unknown character set ${name}` }), z.NEVER)),
  poolSize: z.number().int().min(1).max(20),
  timeoutMs: z.number().int().min(100).max(120_000),
})
export type Sip2Settings = z.output<typeof Sip2SettingsSchema>

export function clientOptionsOf(settings: Sip2Settings): Sip2ClientOptions {
  return {
    host: settings.host, port: settings.port, tls: settings.tls, delimiter: settings.fieldDelimiter, errorDetection: settings.checksums,
    charset: settings.charset, timeoutMs: settings.timeoutMs, size: settings.poolSize, loginUser: settings.loginUser,
    loginPassword: settings.loginPassword, location: settings.location, institutionId: settings.institutionId,
  }
}

/** The settings without the password, for logs and administrators' screens. */
export function describeConnector(settings: Sip2Settings): Omit<Sip2Settings, 'loginPassword'> & { loginPassword: 'set' | 'empty' } {
  const { loginPassword, ...rest } = settings
  return { ...rest, loginPassword: loginPassword ? 'set' : 'empty' }
}
