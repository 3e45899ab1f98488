import { describe, expect, it } from 'vitest'
import { SHADOW_EXTENSIONS } from './pglite-shadow.ts'
import { missingExtensions, OPERATOR_CLASS_EXTENSIONS, withExtensionsCreated } from './required-extensions.ts'

const TRIGRAM_INDEX = 'CREATE INDEX "Record_title_idx" ON "Record" USING GIN ("title" gin_trgm_ops);'

describe('extensions a new migration needs', () => {
  it('are found from the operator classes it uses', () => {
    expect(missingExtensions(TRIGRAM_INDEX, [])).toEqual(['pg_trgm'])
    expect(missingExtensions('CREATE TABLE "A" ("id" INTEGER);', [])).toEqual([])
  })

  it('are not added again when this or an earlier migration creates them', () => {
    expect(missingExtensions(`CREATE EXTENSION IF NOT EXISTS "pg_trgm";\n${TRIGRAM_INDEX}`, [])).toEqual([])
    expect(missingExtensions(TRIGRAM_INDEX, [{ name: 'm1', sql: 'create extension pg_trgm;' }])).toEqual([])
  })

  it('are created at the top of the script', () => {
    expect(withExtensionsCreated(TRIGRAM_INDEX, ['pg_trgm'])).toMatch(/^-- CreateExtension.*\nCREATE EXTENSION IF NOT EXISTS "pg_trgm";\n\nCREATE INDEX/)
  })

  it('are all loaded by the PGlite shadow database', () => {
    for (const extension of Object.values(OPERATOR_CLASS_EXTENSIONS)) expect(SHADOW_EXTENSIONS).toHaveProperty(extension)
  })
})
