import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from './index.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase() // a copy of the template, which the global setup seeded with seedDemo
})
afterAll(() => db.drop())

describe('demo data', () => {
  it('holds two tenants that differ in configuration, with their places, accounts and catalogue', async () => {
    const tenants = await db.prisma.tenant.findMany({ orderBy: { groupCode: 'asc' }, include: { libraries: true, campuses: true } })
    expect(tenants.map((t) => [t.groupCode, t.libraries.length, t.campuses.length])).toEqual([['900001', 1, 0], ['900002', 3, 2]])
    expect(tenants[1]!.config).toMatchObject({ independentLibCode: '1', bindMailOrPhone: '1' })
    expect(await db.prisma.menuItem.count({ where: { tenantId: tenants[1]!.id } })).toBeGreaterThan(4)
    expect(await db.prisma.bibRecord.count({ where: { tenantId: tenants[0]!.id } })).toBeGreaterThan(400)
    expect(await db.prisma.bibRecord.count({ where: { tenantId: tenants[1]!.id, docType: 'thesis' } })).toBe(0)
    const noCopies = await db.prisma.bibRecord.count({ where: { items: { none: {} } } })
    expect(noCopies).toBe(0)
    const wrongCounts = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "BibRecord" r
      WHERE r."physicalCount" <> (SELECT count(*) FROM "Item" i WHERE i."recordId" = r.id)`
    expect(wrongCounts[0]!.n).toBe(0)
  })

  it('a second run changes nothing, and brings back nothing staff deleted', async () => {
    const admin = await db.prisma.staffUser.findFirstOrThrow({ where: { username: 'admin', tenant: { groupCode: '900002' } } })
    await db.prisma.staffUser.delete({ where: { id: admin.id } })
    const before = await Promise.all([db.prisma.bibRecord.count(), db.prisma.item.count(), db.prisma.patron.count(), db.prisma.staffUser.count()])
    await seedDemo(db.prisma)
    const after = await Promise.all([db.prisma.bibRecord.count(), db.prisma.item.count(), db.prisma.patron.count(), db.prisma.staffUser.count()])
    expect(after).toEqual(before)
  })
})
