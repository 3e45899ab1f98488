import iconv from 'iconv-lite'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindTenant } from '../../data/tenant-data.ts'
import { importCatalogue } from '../catalogue-import/index.ts'
import { importCirculation } from './import-circulation.service.ts'

// The loans profile on small CSV files written here, over copies made by the catalogue import: current and
// returned loans with their ledger, the copy's status and the record's shelf count; refused rows with line and
// reason (unknown patron or barcode, bad dates, a second active loan of one copy); a re-import that changes
// nothing; a return brought in by a later file; GB18030.

const NOW = new Date('2026-06-01T08:00:00Z')
const RECORD = 'id,title,authors\nimpl-rec,借阅导入测试之书,测试作者\n'
const ITEMS = ['recordSourceId,barcode,libCode,locationCode,callNo,status', ...[1, 2, 3, 4, 5].map((n) => `csv:impl-rec,IMPL-${n},,,I247/${n},ON_SHELF`)].join('\n')

const LOANS = [
  'patron,barcode,loanDate,dueDate,returnDate,renewCount',
  'reader,IMPL-1,2026-05-01,2026-05-31,,1',
  'reader,IMPL-2,2026-01-05,2026-02-04,2026-02-01,0',
  'scholar,IMPL-1,2026-05-02,2026-06-01,,',
  'nobody,IMPL-3,2026-05-01,2026-05-31,,',
  'reader,NOPE-9,2026-05-01,2026-05-31,,',
  'reader,IMPL-3,2026-13-01,2026-05-31,,',
  'reader,IMPL-3,2026-05-10,2026-05-01,,',
  '"scholar","IMPL-3","2026-04-01T09:30:00+08:00","2026-05-01",,2',
  'reader,IMPL-4,2026-05-01,2026-05-31,2026-04-01,',
  'reader,IMPL-4,2026-07-01,2026-07-31,,',
  'reader,IMPL-4,yesterday,2026-07-31,,',
  'reader,IMPL-4,2026-05-01,2026-05-31,,-1',
].join('\n')

describe('importCirculation, loans profile', () => {
  let db: TestDatabase
  let tenantId: number
  beforeAll(async () => {
    db = await createTestDatabase()
    tenantId = (await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })).id
    const noIndex = { reindex: async () => {}, remove: async () => {}, reindexAll: async () => 0, indexedCount: async () => 0 }
    const catalogue = await importCatalogue(
      { data: bindTenant(db.prisma, tenantId), indexer: noIndex },
      { tenantId, files: [{ name: 'rec.csv', data: Buffer.from(RECORD) }], items: { name: 'items.csv', data: Buffer.from(ITEMS) } },
    )
    expect(catalogue.items.created).toBe(5)
  })
  afterAll(async () => db?.drop())

  const run = (data: Buffer, name = 'loans.csv') => importCirculation({ data: bindTenant(db.prisma, tenantId), now: () => NOW }, { tenantId, profile: 'loans', file: { name, data } })
  const state = async () => {
    const loans = await db.prisma.loan.findMany({ where: { tenantId, barcode: { startsWith: 'IMPL-' } }, include: { patron: true, events: { orderBy: { id: 'asc' } } }, orderBy: { id: 'asc' } })
    const items = await db.prisma.item.findMany({ where: { tenantId, barcode: { startsWith: 'IMPL-' } }, orderBy: { barcode: 'asc' } })
    const record = await db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, sourceId: 'csv:impl-rec' } })
    return { loans, items, record }
  }

  it('writes current and returned loans with the copy, the shelf count and the ledger, and reports bad rows by line', async () => {
    const summary = await run(Buffer.from(LOANS))
    expect(summary).toMatchObject({ read: 12, imported: 3, updated: 0, unchanged: 0, failed: 9, warnings: [] })
    expect(summary.failures.map((f) => [f.position, f.reason])).toEqual([
      [4, 'copy "IMPL-1" is already on loan to "reader" since 2026-05-01'],
      [5, 'unknown patron "nobody"'],
      [6, 'unknown barcode "NOPE-9"'],
      [7, 'loanDate "2026-13-01" is not a calendar date'],
      [8, 'dueDate 2026-05-01 is before loanDate 2026-05-10'],
      [10, 'returnDate 2026-04-01 is before loanDate 2026-05-01'],
      [11, 'loanDate 2026-07-01 is in the future'],
      [12, 'loanDate "yesterday" is not a date (YYYY-MM-DD, or an ISO 8601 time)'],
      [13, 'renewCount "-1" is not a whole number from 0 to 99'],
    ])
    const { loans, items, record } = await state()
    expect(loans.map((l) => [l.patron.username, l.barcode, l.status, l.loanDate.toISOString(), l.dueDate.toISOString(), l.returnDate?.toISOString() ?? null, l.renewCount, l.title, l.callNo])).toEqual([
      ['reader', 'IMPL-1', 'ACTIVE', '2026-05-01T00:00:00.000Z', '2026-05-31T23:59:59.999Z', null, 1, '借阅导入测试之书', 'I247/1'],
      ['reader', 'IMPL-2', 'RETURNED', '2026-01-05T00:00:00.000Z', '2026-02-04T23:59:59.999Z', '2026-02-01T00:00:00.000Z', 0, '借阅导入测试之书', 'I247/2'],
      ['scholar', 'IMPL-3', 'ACTIVE', '2026-04-01T01:30:00.000Z', '2026-05-01T23:59:59.999Z', null, 2, '借阅导入测试之书', 'I247/3'],
    ])
    expect(loans.map((l) => l.events.map((e) => [e.kind, e.createdAt.toISOString(), e.staffId]))).toEqual([
      [['CHECKOUT', '2026-05-01T00:00:00.000Z', null]],
      [['CHECKOUT', '2026-01-05T00:00:00.000Z', null], ['CHECKIN', '2026-02-01T00:00:00.000Z', null]],
      [['CHECKOUT', '2026-04-01T01:30:00.000Z', null]],
    ])
    expect(items.map((i) => [i.barcode, i.status, i.dueDate?.toISOString() ?? null])).toEqual([
      ['IMPL-1', 'ON_LOAN', '2026-05-31T23:59:59.999Z'],
      ['IMPL-2', 'ON_SHELF', null],
      ['IMPL-3', 'ON_LOAN', '2026-05-01T23:59:59.999Z'],
      ['IMPL-4', 'ON_SHELF', null],
      ['IMPL-5', 'ON_SHELF', null],
    ])
    expect([record.physicalCount, record.onShelfCount]).toEqual([5, 3])
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await state()
    const summary = await run(Buffer.from(LOANS))
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 3, failed: 9 })
    expect(await state()).toEqual(before)
  })

  it('brings a loan up to date: a new due date, then its return (the copy back on the shelf, CHECKIN in the ledger)', async () => {
    const renewed = await run(Buffer.from('patron,barcode,loanDate,dueDate,renewCount\nreader,IMPL-1,2026-05-01,2026-06-30,2\n'))
    expect(renewed).toMatchObject({ imported: 0, updated: 1, unchanged: 0, failed: 0 })
    let { loans, items } = await state()
    expect([loans[0]!.dueDate.toISOString(), loans[0]!.renewCount, items[0]!.dueDate?.toISOString()]).toEqual(['2026-06-30T23:59:59.999Z', 2, '2026-06-30T23:59:59.999Z'])

    const returned = await run(Buffer.from('patron,barcode,loanDate,dueDate,returnDate,renewCount\nreader,IMPL-1,2026-05-01,2026-06-30,2026-05-20T10:00:00Z,2\n'))
    expect(returned).toMatchObject({ updated: 1, failed: 0 })
    ;({ loans, items } = await state())
    expect([loans[0]!.status, loans[0]!.returnDate?.toISOString(), items[0]!.status, items[0]!.dueDate]).toEqual(['RETURNED', '2026-05-20T10:00:00.000Z', 'ON_SHELF', null])
    expect(loans[0]!.events.map((e) => e.kind)).toEqual(['CHECKOUT', 'CHECKIN'])
    expect((await state()).record.onShelfCount).toBe(4)

    // The copy is free again: another patron's current loan is taken; the returned loan cannot become current again.
    const again = await run(Buffer.from('patron,barcode,loanDate,dueDate\nscholar,IMPL-1,2026-05-25,2026-07-25\nreader,IMPL-1,2026-05-01,2026-06-30\n'))
    expect(again).toMatchObject({ imported: 1, failed: 1, failures: [{ position: 3, reason: 'the portal has this loan returned on 2026-05-20; the file has it current' }] })
    expect((await state()).record.onShelfCount).toBe(3)
  })

  it('reads GB18030 with Chinese headers, and refuses a copy that is not lendable', async () => {
    await db.prisma.item.updateMany({ where: { tenantId, barcode: 'IMPL-5' }, data: { status: 'WITHDRAWN' } })
    const csv = '读者证号,条码号,借书日期,应还日期,还书日期\r\nreader,IMPL-4,2026-05-03,2026-06-02,\r\nreader,IMPL-5,2026-05-03,2026-06-02,\r\n'
    const summary = await run(iconv.encode(csv, 'gb18030'), 'gb.csv')
    expect(summary).toMatchObject({ encoding: 'gb18030', imported: 1, failed: 1, failures: [{ file: 'gb.csv', position: 3, reason: 'copy "IMPL-5" is WITHDRAWN, not lendable' }] })
    expect(await db.prisma.loan.count({ where: { tenantId, barcode: 'IMPL-4', status: 'ACTIVE' } })).toBe(1)
  })

  it('refuses a file without the loan columns', async () => {
    const summary = await run(Buffer.from('patron,barcode\nreader,IMPL-4\n'), 'short.csv')
    expect(summary.failures).toEqual([{ file: 'short.csv', position: 1, reason: 'the header has no "loanDate", "dueDate" column' }])
  })
})
