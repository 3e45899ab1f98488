import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The README accounts' borrowing scenarios (seed-scenario-loans.ts) on the seeded template: each account has an
// overdue loan, one at its renewal limit and one reserved by another reader, two years of history, and every
// loan of the demo data has a ledger that agrees with it.

const DAY = 86_400_000
let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase() // a copy of the template, which the global setup seeded with seedDemo
})
afterAll(() => db.drop())

describe('scenario loans', () => {
  for (const [groupCode, username] of [['900001', 'reader'], ['900001', 'scholar'], ['900002', 'citizen']] as const) {
    it(`gives ${username} an overdue loan, one at its renewal limit, one reserved by someone else and two years of history`, async () => {
      const tenant = await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
      const patron = await db.prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username } })
      const rule = await db.prisma.loanRule.findFirstOrThrow({ where: { tenantId: tenant.id, patronType: patron.userType, active: true }, orderBy: { id: 'asc' } })
      const current = await db.prisma.loan.findMany({ where: { patronId: patron.id, status: 'ACTIVE' }, include: { events: { orderBy: { createdAt: 'asc' } } } })
      const now = Date.now()
      expect(current.filter((l) => l.dueDate.getTime() < now).length).toBeGreaterThanOrEqual(1)
      const atLimit = current.filter((l) => l.renewCount === rule.maxRenewals && l.dueDate.getTime() > now)
      expect(atLimit).toHaveLength(1)
      // Renewed by the rule: each renewal's due date counted from it, the last one in the past.
      const renewals = atLimit[0]!.events.filter((e) => e.kind === 'RENEW')
      expect(renewals).toHaveLength(rule.maxRenewals)
      for (const renewal of renewals) expect(renewal.dueDate.getTime()).toBeGreaterThanOrEqual(renewal.createdAt.getTime() + rule.renewPeriodDays * DAY)
      expect(atLimit[0]!.renewDate?.getTime()).toBe(renewals.at(-1)!.createdAt.getTime())

      const reservations = await db.prisma.circulationRequest.findMany({
        where: { tenantId: tenant.id, type: 'RESERVATION', status: 'START', patronId: { not: patron.id }, itemId: { in: current.map((l) => l.itemId!) } },
        include: { events: true },
      })
      expect(reservations).toHaveLength(1)
      const reserved = current.find((l) => l.itemId === reservations[0]!.itemId)!
      expect(reserved.dueDate.getTime()).toBeGreaterThan(now)
      expect(reservations[0]!.recordId).toBe(reserved.recordId)
      expect(reservations[0]!.events.map((e) => e.status)).toEqual(['START'])

      const oldest = await db.prisma.loan.findFirstOrThrow({ where: { patronId: patron.id, status: 'RETURNED' }, orderBy: { loanDate: 'asc' } })
      expect(oldest.loanDate.getTime()).toBeLessThan(now - 700 * DAY)
      expect(await db.prisma.loan.count({ where: { patronId: patron.id, status: 'RETURNED', renewCount: { gt: 0 } } })).toBeGreaterThan(0)
    })
  }

  it('gives every loan a ledger that agrees with it: CHECKOUT at the loan, a RENEW per renewal, CHECKIN at the return', async () => {
    const disagreeing = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Loan" l
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE kind = 'CHECKOUT' AND "createdAt" = l."loanDate") AS checkouts,
          count(*) FILTER (WHERE kind = 'RENEW') AS renewals,
          count(*) FILTER (WHERE kind = 'RENEW' AND "createdAt" = l."renewDate") AS "lastRenewal",
          count(*) FILTER (WHERE kind = 'CHECKIN' AND "createdAt" = l."returnDate" AND "dueDate" = l."dueDate") AS checkins,
          (array_agg("dueDate" ORDER BY "createdAt" DESC, id DESC))[1] AS "lastDue",
          count(*) FILTER (WHERE "patronId" <> l."patronId" OR "tenantId" <> l."tenantId") AS foreign
        FROM "LoanEvent" e WHERE e."loanId" = l.id
      ) e ON true
      WHERE e.checkouts <> 1 OR e.renewals <> l."renewCount" OR (l."renewCount" > 0 AND e."lastRenewal" <> 1)
        OR e.checkins <> (CASE WHEN l."returnDate" IS NULL THEN 0 ELSE 1 END) OR e."lastDue" <> l."dueDate" OR e.foreign > 0`
    expect(disagreeing[0]!.n).toBe(0)
  })
})
