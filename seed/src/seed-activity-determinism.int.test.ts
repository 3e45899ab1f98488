import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BINJIANG } from './demo-tenants.ts'
import { DEMO_READER_PREFIX, seedActivity } from './seed-activity.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase() // a copy of the seeded template; this file replaces one tenant's activity
})
afterAll(() => db.drop())

/** Removes what seedActivity added to a tenant, so it can run again on the same catalogue. */
async function clearActivity(tenantId: number) {
  const p = db.prisma
  const where = { tenantId }
  await p.usageEvent.deleteMany({ where })
  await p.popularSearch.deleteMany({ where })
  await p.bookListFollow.deleteMany({ where })
  await p.bookList.deleteMany({ where })
  await p.bookTopic.deleteMany({ where })
  await p.donationNotice.deleteMany({ where })
  await p.donation.deleteMany({ where })
  await p.favouriteFolder.deleteMany({ where })
  await p.comment.deleteMany({ where })
  await p.rating.deleteMany({ where })
  // The accounts' behaviour records (seed-behaviour.ts) point at their loans.
  await p.behaviourRecord.deleteMany({ where })
  await p.loan.deleteMany({ where })
  await p.database.deleteMany({ where })
  await p.databaseSubject.deleteMany({ where })
  await p.patron.deleteMany({ where: { tenantId, username: { startsWith: DEMO_READER_PREFIX } } })
  await p.item.updateMany({ where, data: { status: 'ON_SHELF', dueDate: null } })
}

/** The activity in terms that survive a re-run (no generated ids). */
async function snapshot(tenantId: number) {
  const p = db.prisma
  const [loans, ratings, comments, donations, folders, searches, events, databases] = await Promise.all([
    p.loan.findMany({ where: { tenantId }, orderBy: [{ loanDate: 'asc' }, { barcode: 'asc' }], select: { patron: { select: { username: true } }, barcode: true, loanDate: true, dueDate: true, returnDate: true, status: true } }),
    p.rating.findMany({ where: { tenantId }, select: { patron: { select: { username: true } }, record: { select: { sourceId: true } }, stars: true, createdAt: true } }),
    p.comment.findMany({ where: { tenantId }, select: { patron: { select: { username: true } }, content: true, status: true, createdAt: true } }),
    p.donation.findMany({ where: { tenantId }, select: { donorName: true, title: true, copies: true, status: true, donatedAt: true } }),
    p.favouriteFolder.findMany({ where: { tenantId }, select: { name: true, patron: { select: { username: true } }, _count: { select: { favourites: true, followers: true } } } }),
    p.popularSearch.findMany({ where: { tenantId }, select: { day: true, term: true, count: true } }),
    p.usageEvent.findMany({ where: { tenantId }, select: { kind: true, visitorId: true, createdAt: true } }),
    p.database.findMany({ where: { tenantId }, select: { name: true, visitCount: true } }),
  ])
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort()
  return { loans: sorted(loans), ratings: sorted(ratings), comments: sorted(comments), donations: sorted(donations), folders: sorted(folders), searches: sorted(searches), events: sorted(events), databases: sorted(databases) }
}

describe('demo activity', () => {
  it('is the same on every run for the same clock', { timeout: 60_000 }, async () => {
    const tenant = await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: BINJIANG.groupCode } })
    const now = new Date()
    const runs = []
    for (let run = 0; run < 2; run++) {
      await clearActivity(tenant.id)
      await db.prisma.$transaction((tx) => seedActivity(tx, tenant.id, BINJIANG, now), { timeout: 60_000 })
      runs.push(await snapshot(tenant.id))
    }
    expect(runs[0]!.loans.length).toBeGreaterThan(1000)
    expect(runs[1]).toEqual(runs[0])
  })
})
