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
  /** Public origin for links the server builds (QR codes, SSO redirects); defaults to the listen address. */
  PUBLIC_URL: z.url().optional(),
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
  MEILISEARCH_URL: z.url().optional(),
  MEILISEARCH_KEY: z.string().optional(),
})

export type Env = z.output<typeof EnvSchema> & { SEED_DEMO: boolean; JWT_SECRET: string }

/** Development secret; production refuses to start without its own (checked below). */
const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789'

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) throw new Error('Invalid configuration:\n  JWT_SECRET: required in production')
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
  }
}
