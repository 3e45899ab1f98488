import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvSchema, loadEnv } from './env.ts'

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, demo data', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SEED_DEMO: true, REQUEST_TIMEOUT_MS: 30_000 })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('does not load demo data into a configured database unless asked', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://h/db' }).SEED_DEMO).toBe(false)
    expect(loadEnv({ DATABASE_URL: 'postgresql://h/db', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://library.example.edu/' }
    expect(loadEnv(production).SEED_DEMO).toBe(false)
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
  })

  it('names every invalid setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL: must be a postgresql:\/\/ URL/)
  })

  it('refuses to run in production without its own JWT secret, or with a short one', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/)
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/)
  })

  it('docs/configuration.md documents every setting', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8')
    for (const key of Object.keys(EnvSchema.shape)) expect(doc, key).toContain(`\`${key}\``)
  })
})
