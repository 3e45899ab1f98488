import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '@portal/db'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindTenant } from '../../data/tenant-data.ts'
import type { SearchIndexer } from '../../ports/search.port.ts'
import { importCatalogue } from './import-catalogue.service.ts'
import type { ImportSummary } from './types.ts'

// Imports every file of ../shared/data (when that folder exists) and checks the counts against MANIFEST.tsv.

const DATA = path.resolve(repoRoot, '../shared/data')
const present = fs.existsSync(path.join(DATA, 'MANIFEST.tsv'))
if (!present) console.log(`skipping the shared-data import test: ${DATA}/MANIFEST.tsv does not exist`)

/**
 * Files where this importer is deliberately more lenient than pymarc (whose parse counts MANIFEST.tsv
 * holds): records are framed by the 0x1D terminator instead of the leader length, a missing indicator
 * reads as blank, and a MARC-8 escape cut short becomes U+FFFD. Value: records we parse.
 */
const MORE_LENIENT_THAN_PYMARC: Record<string, number> = {
  'malformed/marc4j/bad_hathi_records.mrc': 5,
  'malformed/marc4j/incomplete_esc_seq.mrc': 1,
  'malformed/pymarc/bad_records.mrc': 3,
  'marc21-evergreen/oss.marc': 42,
  'marc21-openlibrary/xml_input/39002054008678_yale_edu_marc.xml': 1,
  'unimarc-samples/rusmarc_2.iso': 1,
}

function fakeIndexer() {
  const ids: number[] = []
  const indexer: SearchIndexer = { reindex: async (_t, recordIds) => void ids.push(...recordIds), remove: async () => {}, reindexAll: async () => 0, indexedCount: async () => 0 }
  return { indexer, ids }
}

describe.skipIf(!present)('import of every file in ../shared/data', () => {
  let db: TestDatabase
  let tenantId: number
  let summary: ImportSummary
  const manifest = present
    ? fs.readFileSync(path.join(DATA, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'))
    : []

  beforeAll(async () => {
    db = await createTestDatabase()
    tenantId = (await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900002' } })).id
    const { indexer } = fakeIndexer()
    summary = await importCatalogue(
      { data: bindTenant(db.prisma, tenantId), indexer },
      { tenantId, files: manifest.map(([file]) => ({ name: file!, data: fs.createReadStream(path.join(DATA, file!)) })) },
    )
    for (const f of summary.perFile.filter((x) => x.updated)) console.log(`updated: ${f.name} ${f.updated}`)
    console.log(`shared data: ${summary.read} records read in ${summary.seconds} s (${summary.recordsPerSecond} records/s); imported ${summary.imported}, updated ${summary.updated}, unchanged ${summary.unchanged}, failed ${summary.failed}, skipped ${summary.skipped}`)
  }, 600_000)
  afterAll(async () => db?.drop())

  it('reads every file and matches the MANIFEST counts', () => {
    const mismatches: string[] = []
    for (const [file, format, records] of manifest) {
      const result = summary.perFile.find((f) => f.name === file)!
      expect(result, file).toBeDefined()
      const match = records!.match(/^(\d+)(?: \((\d+) parse)?/)
      if (format === 'doc/license' || format!.startsWith('Org-mode') || format!.startsWith('JSON tree')) {
        expect(result.read, file).toBe(0)
        continue
      }
      const total = Number(match![1])
      const parsed = MORE_LENIENT_THAN_PYMARC[file!] ?? (match![2] ? Number(match![2]) : total)
      const ok = result.imported + result.updated + result.unchanged + result.duplicates + result.skipped
      if (result.read !== total || ok !== parsed || result.failed !== total - parsed) mismatches.push(`${file}: read ${result.read}/${total}, ok ${ok}/${parsed}, failed ${result.failed}`)
    }
    expect(mismatches).toEqual([])
  })

  it('reports broken records one by one with file, position and reason', () => {
    const bad = summary.failures.filter((f) => f.file === 'malformed/pymarc/bad_records.mrc')
    expect(bad.length).toBe(5)
    for (const failure of bad) expect(failure.position).toBeGreaterThan(0)
    expect(summary.failures.filter((f) => f.file === 'marc21-evergreen/serials_marc21.xml')).toHaveLength(7)
    expect(summary.failures.every((f) => f.reason.length > 5)).toBe(true)
  })

  it('stores records it can read around damage, with a warning saying what was repaired', () => {
    const repaired = (file: string) => summary.perFile.find((f) => f.name === file)!.repaired
    const warnings = (file: string) => summary.warnings.filter((w) => w.file === file).map((w) => w.reason).join(' | ')
    // pymarc rejects these records; here each is stored and flagged.
    expect(repaired('malformed/marc4j/incomplete_esc_seq.mrc')).toBe(1)
    expect(warnings('malformed/marc4j/incomplete_esc_seq.mrc')).toMatch(/undecodable MARC-8/)
    expect(repaired('unimarc-samples/rusmarc_2.iso')).toBe(1)
    expect(warnings('unimarc-samples/rusmarc_2.iso')).toMatch(/read as Latin-1/)
    expect(repaired('malformed/marc4j/bad_hathi_records.mrc')).toBe(1)
    expect(warnings('malformed/pymarc/utf8_invalid.mrc')).toMatch(/invalid UTF-8/)
    expect(summary.warnings.every((w) => w.position > 0 && w.reason.startsWith('stored with repairs: '))).toBe(true)
    expect(summary.repaired).toBe(summary.warnings.length)
  })

  it('treats authority records, the Org sources and the CLC tree as non-bibliographic', () => {
    expect(summary.perFile.find((f) => f.name === 'marc21-evergreen/authority/auth-1066.mrc')!.skipped).toBe(1066)
    expect(summary.classificationNodes).toBe(45835)
  })

  it('stored the records (Douban, Kanripo, CBETA, LC, Goodbooks, MARC)', async () => {
    const counts = await db.prisma.bibRecord.groupBy({ by: ['sourceFormat'], where: { tenantId }, _count: true })
    const total = counts.reduce((sum, c) => sum + c._count, 0)
    expect(total).toBeGreaterThan(118_000)
    // 45,835 nodes in the tree; 50 class codes occur twice and share one row.
    expect(await db.prisma.classificationNode.count({ where: { tenantId, scheme: 'CLC' } })).toBe(45785)
    const koha = await db.prisma.item.count({ where: { tenantId, record: { sourceFormat: 'MARC21' } } })
    expect(koha).toBeGreaterThan(0)
  })

  it('a second import of a file changes nothing', async () => {
    const { indexer, ids } = fakeIndexer()
    const files = ['marc21-koha-sample/koha_misc4dev_marc21_436.xml', 'zh-hant-cbeta-work-info/T.json', 'csv-goodbooks-10k/books.csv']
    const run = (deps: { indexer: SearchIndexer }) =>
      importCatalogue({ data: bindTenant(db.prisma, tenantId), ...deps }, { tenantId, files: files.map((f) => ({ name: f, data: fs.readFileSync(path.join(DATA, f)) })) })
    // The first import of all files above may have let a later file overwrite a record with the same 001;
    // bring these three back first, then import them once more: that last run must change nothing.
    await run(fakeIndexer())
    const before = await db.prisma.bibRecord.count({ where: { tenantId } })
    const again = await run({ indexer })
    expect(again.imported).toBe(0)
    expect(again.updated).toBe(0)
    expect(again.unchanged + again.duplicates).toBe(436 + 2457 + 10000)
    expect(ids).toEqual([])
    expect(await db.prisma.bibRecord.count({ where: { tenantId } })).toBe(before)
  }, 120_000)
})
