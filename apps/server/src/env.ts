import path from 'node:path'
import { z } from 'zod'

// The only module that reads process.env. Everything configurable is listed here, validated, and
// documented in docs/configuration.md (a test keeps the two in step).

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The portal's own address: every link, redirect, single sign-on callback and cookie flag the server makes
   * comes from it, never from the request's Host header. Required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  /**
   * Further host names (host or host:port, comma-separated) the portal answers at, such as a library's own
   * domain: a request to one of them gets links to itself. Loopback names count as allowed outside production.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/, 'host names, each optionally with :port'))),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  EMBEDDED_PG_DIR: z.string().min(1).default(path.join(repoRoot, '.data/postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Load the demo tenants, patrons and catalogue at start (idempotent). Default: on with the embedded database. */
  SEED_DEMO: bool.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Largest catalogue file staff may upload to POST /admin/catalogue/import. */
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(209_715_200),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: bool.default(false),
  /** External cover images by ISBN, e.g. https://covers.example/isbn/{isbn}.jpg; unset draws covers. */
  COVER_URL_TEMPLATE: z.string().regex(/^https?:\/\/\S*\{isbn\}\S*$/, 'an http(s) address containing {isbn}').optional(),
  /** Folder of the files the portal serves itself (digitised items, attachments). */
  FILE_STORAGE_DIR: z.string().min(1).default(path.join(repoRoot, '.data/files')),
  /**
   * A fixed answer for every login captcha, for automated test suites only; production refuses to start with it.
   */
  CAPTCHA_FIXED_CODE: z.string().regex(/^[A-Za-z0-9]{4,8}$/, '4 to 8 letters or digits').optional(),
  /**
   * AES key (16, 24 or 32 characters) of the login password transport (spec §5: block cipher in ECB mode, hex).
   * Unset: derived from JWT_SECRET, so each deployment has its own.
   */
  PASSWORD_TRANSPORT_KEY: z.string().refine((v) => [16, 24, 32].includes(Buffer.byteLength(v)), '16, 24 or 32 bytes').optional(),
  /** Outgoing mail (password reset and contact codes), e.g. smtp://user:pass@mail.example:587; unset logs mail instead. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Library portal <no-reply@localhost>'),
  /** The durable job queue (subscription alerts; docs/jobs.md). Default: on, except in automated tests (NODE_ENV=test). */
  JOBS_ENABLED: bool.optional(),
  /** When the subscription sweep runs (cron, five fields): due daily and weekly subscriptions are reported then. */
  SUBSCRIPTION_SWEEP_CRON: z.string().regex(/^\S+( \S+){4}$/, 'a cron expression of five fields, e.g. 0 7 * * *').default('0 7 * * *'),
  /** Time zone of SUBSCRIPTION_SWEEP_CRON (IANA name). */
  SUBSCRIPTION_SWEEP_TZ: z.string().min(1).default('Asia/Shanghai'),
  /** Text messages: 'log' writes them to the server log (development); 'http' posts them to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  MEILISEARCH_URL: z.url().optional(),
  MEILISEARCH_KEY: z.string().optional(),
})

export type Env = z.output<typeof EnvSchema> & { SEED_DEMO: boolean; JWT_SECRET: string; JOBS_ENABLED: boolean }

/** Development secret; production refuses to start without its own (checked below). */
const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789'

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  // Every problem at once, so a deployment is not fixed one restart at a time.
  const problems = [
    env.NODE_ENV === 'production' && !env.PUBLIC_URL && 'PUBLIC_URL: required in production (the address patrons use, e.g. https://library.example.edu/)',
    env.NODE_ENV === 'production' && !env.JWT_SECRET && 'JWT_SECRET: required in production',
    env.NODE_ENV === 'production' && env.CAPTCHA_FIXED_CODE && 'CAPTCHA_FIXED_CODE: refused in production (it turns the login captcha off)',
    env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL && 'SMS_HTTP_URL: required when SMS_PROVIDER is http',
  ].filter((p): p is string => typeof p === 'string')
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
    // The demo's accounts and passwords are published in the README: never loaded in production unless asked.
    SEED_DEMO: env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    // Each test file has its own database; only the tests of the queue itself start it.
    JOBS_ENABLED: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
  }
}
