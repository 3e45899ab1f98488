import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  MIGRATION_LOCK_CONTENT,
  migrationChecksum,
  migrationFolderName,
  readMigrationScripts,
  toMigrationList,
  writeMigration,
} from './migration-files.ts'
import { assertShadowSupportsExtensions } from './pglite-shadow.ts'

describe('migration folders', () => {
  it('are named by UTC time and a slug of the name, like the Prisma CLI', () => {
    const at = new Date(Date.UTC(2026, 0, 22, 9, 30, 5))
    expect(migrationFolderName('init', at)).toBe('20260122093005_init')
    expect(migrationFolderName('Add search trigger!', at)).toBe('20260122093005_add_search_trigger')
    expect(() => migrationFolderName('  ', at)).toThrow(/no letters or digits/)
  })

  it('are written with the CLI lock file and read back in apply order', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'))
    try {
      writeMigration(dir, '20260122093005_second', 'SELECT 2;\n')
      writeMigration(dir, '20250101000000_first', 'SELECT 1;\n')
      expect(fs.readFileSync(path.join(dir, 'migration_lock.toml'), 'utf8')).toBe(MIGRATION_LOCK_CONTENT)
      expect(readMigrationScripts(dir).map((m) => m.name)).toEqual(['20250101000000_first', '20260122093005_second'])
      expect(() => writeMigration(dir, '20250101000000_first', '')).toThrow(/already exists/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('tell the engine the folder is for PostgreSQL before the first migration exists', () => {
    const list = toMigrationList(path.join(os.tmpdir(), 'portal-no-such-folder'))
    expect(list.migrationDirectories).toEqual([])
    expect(list.lockfile.content).toContain('provider = "postgresql"')
  })

  it('checksum like _prisma_migrations.checksum (SHA-256, hex)', () => {
    expect(migrationChecksum('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })
})

describe('the PGlite shadow database', () => {
  it('accepts the extensions it loads', () => {
    expect(() => assertShadowSupportsExtensions([{ name: 'm1', sql: 'CREATE EXTENSION IF NOT EXISTS "pg_trgm";\nCREATE EXTENSION plpgsql;' }])).not.toThrow()
  })

  it('names the migration and the fix for an extension it does not load', () => {
    expect(() => assertShadowSupportsExtensions([{ name: '20260101000000_geo', sql: 'create extension postgis;' }])).toThrow(
      /20260101000000_geo creates extension "postgis".*SHADOW_EXTENSIONS/,
    )
  })
})
