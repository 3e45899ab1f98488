import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresSearch } from '../../adapters/search-postgres/index.ts'
import { bindTenant } from '../../data/tenant-data.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { importCatalogue } from './import-catalogue.service.ts'

// Acceptance of the catalogue issue: over imported REAL data (not the demo catalogue), title words, an
// author, an ISBN, a 2-character Chinese term, Traditional and Simplified forms of a title and pinyin
// each put the intended record in the top 3.

const DATA = path.resolve(import.meta.dirname, '../../../../../../shared/data')
const available = fs.existsSync(DATA)
if (!available) console.warn(`known-item search over imported data skipped: ${DATA} does not exist (the shared test data is not on this machine)`)

const FILES = ['zh-hans-douban-lanbing510/douban_books_78k.csv', 'zh-hant-cbeta-work-info/J.json', 'marc21-solrmarc-uva/uva_001_2000.mrc', 'json-lc-mds-books-10k/lc_books_10k.json']
const GROUP = '990001'

let t: TestApp
describe.skipIf(!available)('known-item search over imported real data', () => {
  beforeAll(async () => {
    t = await createTestApp()
    const tenant = await t.db.prisma.tenant.create({ data: { groupCode: GROUP, mappingPath: 'import-test', name: '导入测试馆' } })
    const files = FILES.filter((f) => fs.existsSync(path.join(DATA, f))).map((f) => ({ name: f, data: fs.readFileSync(path.join(DATA, f)) }))
    const summary = await importCatalogue({ data: bindTenant(t.db.prisma, tenant.id), indexer: createPostgresSearch(t.db.prisma).indexer }, { tenantId: tenant.id, files })
    console.log(`known-item corpus: ${summary.imported} records imported and indexed in ${summary.seconds.toFixed(1)} s (${Math.round(summary.recordsPerSecond)} records/s)`)
  }, 300_000)
  afterAll(() => t?.close())

  const top3 = async (searchFieldContent: string, searchField = 'keyWord') => {
    const res = await t.http().post('/find/unify/search').set('groupCode', GROUP).send({ searchFieldContent, searchField, rows: 3 })
    expect(res.body.success).toBe(true)
    return res.body.data.searchResult as { title: string; author: string | null; isbn: string | null; recordId: number }[]
  }

  it('title words (Chinese and English)', async () => {
    expect((await top3('围城')).some((r) => r.title.startsWith('围城'))).toBe(true)
    const lc = await t.db.prisma.bibRecord.findFirst({ where: { tenant: { groupCode: GROUP }, sourceId: { startsWith: 'lc' }, title: { startsWith: 'Child verse' } } })
    if (lc) expect((await top3('child verse poems grave gay')).map((r) => r.recordId)).toContain(lc.id)
  })

  it('the Traditional form of a Simplified title, and back', async () => {
    expect((await top3('圍城')).some((r) => r.title.startsWith('围城'))).toBe(true)
    expect((await top3('妙法莲华经玄义')).some((r) => r.title.startsWith('妙法蓮華經玄義'))).toBe(true)
  })

  it('a 2-character Chinese term inside a longer title', async () => {
    expect((await top3('国史')).some((r) => r.title.startsWith('国史大纲'))).toBe(true)
  })

  it('pinyin, full and initials', async () => {
    expect((await top3('santi')).some((r) => r.title.startsWith('三体'))).toBe(true)
    expect((await top3('weicheng')).some((r) => r.title.startsWith('围城'))).toBe(true)
  })

  it('an author (one with a single book, so the intended record is well defined)', async () => {
    const hits = await top3('梅新林', 'author')
    expect(hits.some((r) => r.title.startsWith('红楼梦哲学精神')), JSON.stringify(hits.map((h) => [h.title, h.author]))).toBe(true)
    expect((await top3('萨孟武', 'author')).every((r) => /萨孟武|薩孟武/.test(r.author ?? ''))).toBe(true)
  })

  it('an ISBN with and without hyphens, as ISBN-13 and ISBN-10', async () => {
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: GROUP }, isbns: { isEmpty: false } }, orderBy: { id: 'asc' } })
    const isbn13 = record.isbns.find((i) => i.startsWith('978'))!
    const body = isbn13.slice(3, 12)
    const check = (11 - ([...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11)) % 11
    const isbn10 = body + (check === 10 ? 'X' : String(check))
    const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 8)}-${isbn13.slice(8, 12)}-${isbn13.slice(12)}`
    for (const form of [isbn13, hyphenated, isbn10]) {
      const hits = await top3(form, 'isbn')
      expect(hits.map((r) => r.recordId), `${form}: ${JSON.stringify(hits.map((h) => [h.recordId, h.isbn]))} want ${record.id}`).toContain(record.id)
    }
  })
})
