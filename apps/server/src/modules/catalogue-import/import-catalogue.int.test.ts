import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindTenant } from '../../data/tenant-data.ts'
import type { SearchIndexer } from '../../ports/search.port.ts'
import { importCatalogue } from './import-catalogue.service.ts'

// Import service on small inline files: idempotency, failures, items CSV, indexer calls; and once with
// the real PostgreSQL indexer when its table exists in this checkout.

const marcXml = (id: string, title: string, extra = '') => `<record><leader>00000nam a2200000 a 4500</leader>
  <controlfield tag="001">${id}</controlfield><controlfield tag="008">050101s2005    ch            000 1 chi d</controlfield>
  <datafield tag="020" ind1=" " ind2=" "><subfield code="a">7-02-000220-X</subfield></datafield>
  <datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield>${extra}</record>`
const xmlFile = `<?xml version="1.0"?><collection xmlns="http://www.loc.gov/MARC21/slim">
  ${marcXml('imp-1', '红楼梦', '<datafield tag="952" ind1=" " ind2=" "><subfield code="p">IMP-B1</subfield><subfield code="o">I242.4/1</subfield></datafield>')}
  ${marcXml('imp-2', '三国演义')}
  <record><leader>short</leader><datafield tag="245" ind1="1" ind2="0"><subfield code="a">broken</subfield></datafield></record>
</collection>`
const csvFile = 'id,title,authors,isbn,publishYear\ncsv-1,"Pride and Prejudice","Austen, Jane",0141439513,1813\n,"no id",,,\n'
const itemsCsv = 'recordSourceId,barcode,libCode,locationCode,callNo,status\nimp-2,IMP-B2,,,I242.47/2,ON_LOAN\nimp-2,IMP-B3,,,I242.47/2,ON_SHELF\n'

function recordingIndexer() {
  const ids: number[] = []
  const indexer: SearchIndexer = { reindex: async (_t, recordIds) => void ids.push(...recordIds), remove: async () => {}, reindexAll: async () => 0, indexedCount: async () => 0 }
  return { indexer, ids }
}

describe('importCatalogue', () => {
  let db: TestDatabase
  let tenantId: number
  beforeAll(async () => {
    db = await createTestDatabase()
    tenantId = (await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })).id
  })
  afterAll(async () => db?.drop())

  const run = (indexer: SearchIndexer) =>
    importCatalogue(
      { data: bindTenant(db.prisma, tenantId), indexer },
      { tenantId, files: [{ name: 'sample.xml', data: Buffer.from(xmlFile) }, { name: 'sample.csv', data: Buffer.from(csvFile) }], items: { name: 'items.csv', data: Buffer.from(itemsCsv) } },
    )

  it('imports, reports failures with file and position, adds items and calls the indexer', async () => {
    const { indexer, ids } = recordingIndexer()
    const summary = await run(indexer)
    expect(summary).toMatchObject({ files: 2, read: 5, imported: 3, updated: 0, unchanged: 0, failed: 2 })
    expect(summary.failures).toEqual([
      { file: 'sample.xml', position: 3, reason: 'leader is 5 characters long, not 24' },
      { file: 'sample.csv', position: 2, reason: 'missing id / sourceId column' },
    ])
    const records = await db.prisma.bibRecord.findMany({ where: { tenantId, sourceId: { in: ['imp-1', 'imp-2', 'csv:csv-1'] } }, orderBy: { sourceId: 'asc' } })
    expect(records.map((r) => [r.sourceId, r.title, r.isbns, r.physicalCount, r.onShelfCount])).toEqual([
      ['csv:csv-1', 'Pride and Prejudice', ['9780141439518'], 0, 0],
      ['imp-1', '红楼梦', ['9787020002207'], 1, 1],
      ['imp-2', '三国演义', ['9787020002207'], 2, 1],
    ])
    expect(records[1]!.marc).toMatchObject({ leader: '00000nam a2200000 a 4500' })
    expect(new Set(ids)).toEqual(new Set(records.map((r) => r.id)))
    expect(summary.items).toMatchObject({ created: 3 })
  })

  it('changes nothing on a second import', async () => {
    const before = await db.prisma.bibRecord.findMany({ where: { tenantId, sourceId: { in: ['imp-1', 'imp-2', 'csv:csv-1'] } }, select: { id: true, updatedAt: true } })
    const { indexer, ids } = recordingIndexer()
    const summary = await run(indexer)
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 3, failed: 2, items: { created: 0, updated: 0, unchanged: 3 } })
    expect(ids).toEqual([])
    const after = await db.prisma.bibRecord.findMany({ where: { tenantId, sourceId: { in: ['imp-1', 'imp-2', 'csv:csv-1'] } }, select: { id: true, updatedAt: true } })
    expect(after).toEqual(before)
  })

  it('turns 856 links into LINK items, keeps only web addresses, and replaces them when the record changes', async () => {
    const link = (url: string, label: string) =>
      `<datafield tag="856" ind1="4" ind2="0"><subfield code="u">${url}</subfield><subfield code="y">${label}</subfield></datafield>`
    const file = (title: string, links: string) => ({ name: 'links.xml', data: Buffer.from(`<collection>${marcXml('imp-links', title, links)}</collection>`) })
    const importLinks = (title: string, links: string) => importCatalogue({ data: bindTenant(db.prisma, tenantId), indexer: recordingIndexer().indexer }, { tenantId, files: [file(title, links)] })
    const linksOf = async () => {
      const record = await db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, sourceId: 'imp-links' } })
      return (await db.prisma.electronicItem.findMany({ where: { tenantId, recordId: record.id }, orderBy: { sortOrder: 'asc' } })).map((e) => [e.kind, e.url, e.name, e.provider])
    }
    const staffLink = async () => {
      const record = await db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, sourceId: 'imp-links' } })
      await db.prisma.electronicItem.create({ data: { tenantId, recordId: record.id, kind: 'LINK', url: 'https://staff.example/added', provider: 'staff', sortOrder: 9 } })
    }

    await importLinks('水浒传', link('https://example.org/full-text', 'Full text') + link('javascript:alert(1)', 'bad') + link('ftp://files.example.org/a.pdf', 'PDF'))
    expect(await linksOf()).toEqual([
      ['LINK', 'https://example.org/full-text', 'Full text', 'marc856'],
      ['LINK', 'ftp://files.example.org/a.pdf', 'PDF', 'marc856'],
    ])
    await staffLink()
    // Unchanged record: nothing rewritten. Changed record: the import's links are replaced, staff's stay.
    await importLinks('水浒传', link('https://example.org/full-text', 'Full text') + link('javascript:alert(1)', 'bad') + link('ftp://files.example.org/a.pdf', 'PDF'))
    expect(await linksOf()).toHaveLength(3)
    await importLinks('水浒传（新版）', link('https://example.org/new', 'New'))
    expect(await linksOf()).toEqual([
      ['LINK', 'https://example.org/new', 'New', 'marc856'],
      ['LINK', 'https://staff.example/added', '', 'staff'],
    ])
  })

  it('works with the real PostgreSQL indexer when it exists', async () => {
    const [{ exists }] = await db.prisma.$queryRaw<[{ exists: boolean }]>`SELECT to_regclass('"RecordSearch"') IS NOT NULL AS exists`
    let mod: { createPostgresSearch?: (db: unknown) => { indexer: SearchIndexer } } = {}
    try {
      mod = await import('../../adapters/search-postgres/index.ts' as string)
    } catch {
      // adapter not in this checkout
    }
    if (!exists || !mod.createPostgresSearch) {
      console.log('skipping the real-indexer import test: adapters/search-postgres or its RecordSearch table is not present')
      return
    }
    const summary = await importCatalogue(
      { data: bindTenant(db.prisma, tenantId), indexer: mod.createPostgresSearch(db.prisma).indexer },
      { tenantId, files: [{ name: 'more.xml', data: Buffer.from(`<collection>${marcXml('imp-3', '西游记')}</collection>`) }] },
    )
    expect(summary.imported).toBe(1)
    const record = await db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, sourceId: 'imp-3' } })
    const [{ n }] = await db.prisma.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM "RecordSearch" WHERE "recordId" = ${record.id}`
    expect(n).toBe(1)
  })
})
