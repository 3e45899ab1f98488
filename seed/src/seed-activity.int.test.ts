import argon2 from 'argon2'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldTerm } from './seed-activity-context.ts'
import { DEMO_READER_PREFIX, DISABLED_PASSWORD_HASH } from './seed-activity.ts'

let db: TestDatabase
let tenants: { id: number; groupCode: string }[]
beforeAll(async () => {
  db = await createTestDatabase() // a copy of the template, which the global setup seeded with seedDemo
  tenants = await db.prisma.tenant.findMany({ select: { id: true, groupCode: true }, orderBy: { groupCode: 'asc' } })
})
afterAll(() => db.drop())

const DAY = 86_400_000
const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n

describe('demo activity', () => {
  it('gives both tenants loans in the last 30 days, most of them on a few popular books', async () => {
    expect(tenants.map((t) => t.groupCode)).toEqual(['900001', '900002'])
    for (const tenant of tenants) {
      const recent = await db.prisma.loan.count({ where: { tenantId: tenant.id, loanDate: { gte: new Date(Date.now() - 30 * DAY) } } })
      expect(recent).toBeGreaterThan(150)
      const active = await db.prisma.loan.count({ where: { tenantId: tenant.id, status: 'ACTIVE' } })
      expect(active).toBeGreaterThanOrEqual(40)
      expect(await db.prisma.loan.count({ where: { tenantId: tenant.id, status: 'ACTIVE', dueDate: { lt: new Date() } } })).toBeGreaterThan(0)
      const top = await db.prisma.loan.groupBy({ by: ['recordId'], where: { tenantId: tenant.id }, _count: { _all: true }, orderBy: { _count: { recordId: 'desc' } }, take: 10 })
      const records = await db.prisma.bibRecord.findMany({ where: { id: { in: top.map((t) => t.recordId!) } }, select: { docType: true } })
      expect(records.every((r) => r.docType === 'book')).toBe(true)
      // Ten of some 500 records carry a fifth of all loans or more.
      const all = await db.prisma.loan.count({ where: { tenantId: tenant.id } })
      expect(top.reduce((sum, t) => sum + t._count._all, 0)).toBeGreaterThan(all / 5)
    }
    expect(await db.prisma.loan.count({ where: { tenantId: tenants[1]!.id, record: { docType: { not: 'book' } } } })).toBe(0)
  })

  it('keeps loans, copies and shelf counts consistent', async () => {
    const twoActive = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (SELECT "itemId" FROM "Loan"
      WHERE status = 'ACTIVE' GROUP BY "itemId" HAVING count(*) > 1) x`
    expect(await count(twoActive)).toBe(0)
    const onLoanWithoutOneLoan = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Item" i WHERE i.status = 'ON_LOAN'
      AND (i."dueDate" IS NULL OR (SELECT count(*) FROM "Loan" l WHERE l."itemId" = i.id AND l.status = 'ACTIVE' AND l."dueDate" = i."dueDate") <> 1)`
    expect(await count(onLoanWithoutOneLoan)).toBe(0)
    const activeOnOtherCopies = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Loan" l JOIN "Item" i ON i.id = l."itemId"
      WHERE l.status = 'ACTIVE' AND i.status <> 'ON_LOAN'`
    expect(await count(activeOnOtherCopies)).toBe(0)
    expect(await db.prisma.item.count({ where: { status: 'ON_LOAN' } })).toBeGreaterThan(80)
    const wrongShelfCounts = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "BibRecord" r
      WHERE r."onShelfCount" <> (SELECT count(*) FROM "Item" i WHERE i."recordId" = r.id AND i.status = 'ON_SHELF')`
    expect(await count(wrongShelfCounts)).toBe(0)
    // The index was built after the loans: a record with every copy out is not "on shelf" there.
    const staleIndex = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "RecordSearch" s JOIN "BibRecord" r ON r.id = s."recordId"
      WHERE s."onShelf" <> (r."onShelfCount" > 0)`
    expect(await count(staleIndex)).toBe(0)
    const wrongCopy = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Loan" l JOIN "Item" i ON i.id = l."itemId"
      WHERE i."recordId" <> l."recordId" OR i.barcode <> l.barcode OR i."tenantId" <> l."tenantId"`
    expect(await count(wrongCopy)).toBe(0)
  })

  it('lends a copy to one reader at a time, only after it was accessioned, and never in the future', async () => {
    const overlapping = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Loan" a JOIN "Loan" b
      ON a."itemId" = b."itemId" AND a.id < b.id
      AND a."loanDate" < coalesce(b."returnDate", 'infinity') AND b."loanDate" < coalesce(a."returnDate", 'infinity')`
    expect(await count(overlapping)).toBe(0)
    const beforeAccession = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Loan" l JOIN "Item" i ON i.id = l."itemId"
      WHERE l."loanDate" < i."inDate"`
    expect(await count(beforeAccession)).toBe(0)
    const impossible = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Loan"
      WHERE "loanDate" > now() OR "returnDate" > now() OR "returnDate" < "loanDate" OR (status = 'RETURNED') <> ("returnDate" IS NOT NULL)`
    expect(await count(impossible)).toBe(0)
  })

  it("gives the README accounts loans of their own: reader has six out (three of them the scenarios'), one due within three days", async () => {
    const loansOf = (username: string) => db.prisma.loan.findMany({ where: { patron: { username }, status: 'ACTIVE' } })
    const reader = await loansOf('reader')
    expect(reader).toHaveLength(6)
    expect(reader.filter((l) => l.dueDate.getTime() > Date.now() && l.dueDate.getTime() < Date.now() + 3 * DAY)).toHaveLength(1)
    expect(await db.prisma.loan.count({ where: { patron: { username: 'reader' }, status: 'RETURNED' } })).toBeGreaterThanOrEqual(8)
    expect(await loansOf('citizen')).toHaveLength(5)
  })

  it('has ratings of 1 to 5 stars, approved comments with a reviewer, and one default folder per folder owner', async () => {
    for (const tenant of tenants) {
      expect(await db.prisma.rating.count({ where: { tenantId: tenant.id } })).toBeGreaterThan(400)
      expect(await db.prisma.rating.count({ where: { tenantId: tenant.id, OR: [{ stars: { lt: 1 } }, { stars: { gt: 5 } }] } })).toBe(0)
      const approved = await db.prisma.comment.findMany({ where: { tenantId: tenant.id, status: 'APPROVED' }, include: { reviewer: true } })
      expect(approved.length).toBeGreaterThan(30)
      expect(approved.every((c) => c.reviewer?.role === 'ADMIN' && c.reviewedAt && c.reviewedAt >= c.createdAt)).toBe(true)
      expect(await db.prisma.comment.count({ where: { tenantId: tenant.id, status: 'PENDING' } })).toBeGreaterThan(0)
      const shared = await db.prisma.favouriteFolder.findMany({ where: { tenantId: tenant.id, isPublic: true, sharedAt: { not: null } }, include: { _count: { select: { favourites: true, followers: true } } } })
      expect(shared.length).toBeGreaterThanOrEqual(10)
      expect(shared.every((f) => f._count.favourites >= 5 && f._count.favourites <= 15)).toBe(true)
      expect(new Set(shared.map((f) => f._count.followers)).size).toBeGreaterThan(5)
    }
    const defaults = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (SELECT "patronId" FROM "FavouriteFolder"
      GROUP BY "patronId" HAVING count(*) FILTER (WHERE "isDefault") <> 1) x`
    expect(await count(defaults)).toBe(0)
    const followsOwn = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "BookListFollow" f JOIN "FavouriteFolder" d ON d.id = f."folderId"
      WHERE d."patronId" = f."patronId"`
    expect(await count(followsOwn)).toBe(0)
  })

  it('counts each database visit in the click log, and has new databases and a trial running today', async () => {
    const mismatched = db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Database" d WHERE d."visitCount" <> (SELECT count(*) FROM "UsageEvent" e
      WHERE e."tenantId" = d."tenantId" AND e.kind = 'DATABASE_CLICK' AND e."targetType" = 'database' AND e."targetId" = d.id::text)`
    expect(await count(mismatched)).toBe(0)
    const today = new Date(new Date().toISOString().slice(0, 10))
    for (const tenant of tenants) {
      expect(await db.prisma.database.count({ where: { tenantId: tenant.id, status: 'TRIAL', trialStart: { lte: today }, trialEnd: { gte: today } } })).toBeGreaterThan(0)
      expect(await db.prisma.database.count({ where: { tenantId: tenant.id, listedAt: { gte: new Date(Date.now() - 60 * DAY) } } })).toBe(3)
      const kinds = await db.prisma.usageEvent.groupBy({ by: ['kind'], where: { tenantId: tenant.id, createdAt: { gte: new Date(Date.now() - 30 * DAY) } }, _count: { _all: true } })
      expect(kinds.map((k) => k.kind).sort()).toEqual(['DATABASE_CLICK', 'ELE_VISIT', 'INDEX_NAVIGATION_CLICK', 'RECORD_VIEW'])
    }
  })

  it('keys popular searches by their folded term, with searches in the last month', async () => {
    const rows = await db.prisma.popularSearch.findMany({ select: { tenantId: true, term: true, displayTerm: true, day: true } })
    expect(rows.every((r) => r.term === foldTerm(r.displayTerm))).toBe(true)
    for (const tenant of tenants) expect(rows.filter((r) => r.tenantId === tenant.id && r.day.getTime() >= Date.now() - 30 * DAY).length).toBeGreaterThan(300)
  })

  it('has topics, book lists and donations for the home page', async () => {
    for (const tenant of tenants) {
      const topics = await db.prisma.bookTopic.findMany({ where: { tenantId: tenant.id }, include: { _count: { select: { entries: true } } } })
      expect(topics.filter((t) => t.isHot && t.publishedAt).length).toBe(4)
      expect(topics.every((t) => t._count.entries >= 6 && t._count.entries <= 12)).toBe(true)
      const lists = await db.prisma.bookList.findMany({ where: { tenantId: tenant.id }, include: { entries: true } })
      expect(lists.filter((l) => l.isHot && l.publishedAt).length).toBe(4)
      expect(lists.every((l) => l.entries.length >= 6 && l.entries.every((e) => e.note))).toBe(true)
      const donations = await db.prisma.donation.findMany({ where: { tenantId: tenant.id } })
      expect(donations.length).toBeGreaterThanOrEqual(25)
      expect(donations.filter((d) => d.status === 'ACCEPTED').every((d) => d.recordId)).toBe(true)
      expect(donations.filter((d) => d.donatedAt.getTime() > Date.now() - 30 * DAY).length).toBeGreaterThan(2)
      expect(await db.prisma.donationNotice.groupBy({ by: ['kind'], where: { tenantId: tenant.id, publishedAt: { not: null } }, _count: { _all: true }, orderBy: { kind: 'asc' } }))
        .toEqual([{ kind: 'NOTICE', _count: { _all: 1 } }, { kind: 'NEWS', _count: { _all: 4 } }])
    }
  })

  it('adds demo readers nobody can sign in as', async () => {
    const readers = await db.prisma.patron.findMany({ where: { username: { startsWith: DEMO_READER_PREFIX } } })
    expect(readers.length).toBeGreaterThanOrEqual(70)
    for (const reader of readers) {
      expect(reader.passwordHash).toBe(DISABLED_PASSWORD_HASH)
      expect(reader.passwordHash.startsWith('$argon2')).toBe(false)
      const verified = await argon2.verify(reader.passwordHash, reader.primaryId).catch(() => false)
      expect(verified).toBe(false)
    }
    const accounts = await db.prisma.patron.findMany({ where: { username: { in: ['reader', 'scholar', 'newcomer', 'citizen'] } } })
    expect(accounts.every((a) => a.passwordHash.startsWith('$argon2'))).toBe(true)
  })
})
