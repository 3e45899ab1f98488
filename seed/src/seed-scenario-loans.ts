import { Prisma } from '@portal/db'
import type { DemoTenant } from './demo-tenants.ts'
import { ACCOUNT_TASTES } from './seed-activity-data.ts'
import { DAY_MS, makeRandom, openingHoursAgo, type Tx } from './seed-activity-context.ts'

// The README accounts' borrowing scenarios, so My library shows every case at once: among the current loans one
// overdue, one renewed as often as the loan rules allow and one another reader has reserved; and two years of
// returned loans, some renewed. Due dates follow the account's loan rule; every loan gets its ledger (CHECKOUT,
// RENEW, CHECKIN) and the copies and shelf counts follow the loans, as the desk would have left them. Afterwards
// every loan of the tenant without a ledger (the generated activity's) gets one derived from the loan.
// Dates are relative to the seeding moment, so the demo stays true whenever it is loaded.

type Rule = { ruleName: string; loanPeriodDays: number; maxRenewals: number; renewPeriodDays: number; renewWindowDays: number }
type Planned = { loanDate: Date; dueDates: Date[]; renewDates: Date[]; returnDate: Date | null }
type Copy = { id: number; recordId: number; title: string; author: string; barcode: string; callNo: string; locationName: string }

const ACCOUNTS: Record<DemoTenant['kind'], string[]> = { academic: ['reader', 'scholar'], public: ['citizen'] }
/** The returned loans added to each account's history, in days ago: the two years before the generated ones. */
const HISTORY_DAYS_AGO = [712, 655, 598, 540, 482, 425, 368, 318]
const DESK = '流通服务台'

const days = (n: number) => n * DAY_MS

/** A loan lent at `loanDate` and renewed at each of `renewAt` (by the rule: counted from the renewal, never shorter). */
function lent(rule: Rule, loanDate: Date, renewAt: Date[], returnDate: Date | null): Planned {
  const dueDates = [new Date(loanDate.getTime() + days(rule.loanPeriodDays))]
  for (const at of renewAt) dueDates.push(new Date(Math.max(dueDates.at(-1)!.getTime(), at.getTime() + days(rule.renewPeriodDays))))
  return { loanDate, dueDates, renewDates: renewAt, returnDate }
}

/** Renewals three days before each due date (inside any renewal window), `count` of them, the last `lastAgo` days ago. */
function renewedUpTo(rule: Rule, count: number, lastAgo: number, now: number): Planned {
  // Laid out from a loan at 0, then shifted so the last renewal falls `lastAgo` days before now.
  const trial = lent(rule, new Date(0), [], null)
  const renewAt: number[] = []
  for (let i = 0; i < count; i++) {
    const at = trial.dueDates.at(-1)!.getTime() - days(3)
    renewAt.push(at)
    trial.dueDates.push(new Date(Math.max(trial.dueDates.at(-1)!.getTime(), at + days(rule.renewPeriodDays))))
  }
  const shift = now - days(lastAgo) - (renewAt.at(-1) ?? 0)
  return lent(rule, new Date(shift), renewAt.map((at) => new Date(at + shift)), null)
}

/** The three current loans of a scenario: overdue, at the renewal limit, reserved by another reader. */
function currentLoans(rule: Rule, now: Date, rnd: () => number) {
  const overdue = lent(rule, openingHoursAgo(now, rule.loanPeriodDays + 16, rnd), [], null)
  const atLimit = renewedUpTo(rule, rule.maxRenewals, 5, now.getTime())
  const requested = lent(rule, openingHoursAgo(now, 8, rnd), [], null)
  return { overdue, atLimit, requested }
}

/** Returned loans: every other one renewed once three days before it was due and returned within the renewal. */
function historyLoans(rule: Rule, now: Date, rnd: () => number): Planned[] {
  return HISTORY_DAYS_AGO.map((ago, i) => {
    const loanDate = openingHoursAgo(now, ago, rnd)
    const due = loanDate.getTime() + days(rule.loanPeriodDays)
    if (i % 2 === 0) {
      const renewAt = new Date(due - days(3))
      return lent(rule, loanDate, [renewAt], new Date(renewAt.getTime() + days(Math.min(10, rule.renewPeriodDays - 1)) + Math.floor(rnd() * 3_600_000)))
    }
    return lent(rule, loanDate, [], new Date(loanDate.getTime() + days(Math.max(2, Math.round(rule.loanPeriodDays * (0.3 + 0.5 * rnd()))))))
  })
}

/**
 * A lendable book copy free for the whole loan (no loan of it overlaps, accessioned before), the account's tastes
 * first, then books the patron has not borrowed. `onShelf` for a current loan; `reservable` asks for a copy whose
 * record has no other copy on the shelf, so a reservation of it is one the library would take.
 */
async function freeCopy(tx: Tx, tenantId: number, patronId: number, tastes: string[], loan: Planned, current: { reservable: boolean } | null): Promise<Copy | null> {
  const start = loan.loanDate
  const end = loan.returnDate ?? new Date(8_640_000_000_000_000)
  const state = current ? Prisma.sql`i.status = 'ON_SHELF'` : Prisma.sql`i.status IN ('ON_SHELF', 'ON_LOAN')`
  const reservable = current?.reservable
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Item" o WHERE o."recordId" = i."recordId" AND o.id <> i.id AND o.status = 'ON_SHELF' AND o."circAttr" = '0')`
    : Prisma.empty
  const rows = await tx.$queryRaw<Copy[]>`
    SELECT i.id, i."recordId", r.title, coalesce(nullif(r.responsibility, ''), array_to_string(r.authors, ', ')) AS author, i.barcode, i."callNo", loc."locationName"
    FROM "Item" i JOIN "BibRecord" r ON r.id = i."recordId" AND r."tenantId" = i."tenantId" JOIN "Location" loc ON loc.id = i."locationId"
    WHERE i."tenantId" = ${tenantId} AND ${state} AND i."circAttr" = '0' AND r."docType" = 'book' AND NOT r.suppressed
      AND (i."inDate" IS NULL OR i."inDate" <= ${start}::date)
      AND NOT EXISTS (SELECT 1 FROM "Loan" l WHERE l."itemId" = i.id AND l."loanDate" < ${end} AND coalesce(l."returnDate", 'infinity') > ${start})
      AND NOT EXISTS (SELECT 1 FROM "CirculationRequest" q WHERE q."tenantId" = i."tenantId" AND (q."itemId" = i.id OR q."recordId" = i."recordId") AND q.status IN ('START', 'ACCEPT'))
      ${reservable}
    ORDER BY coalesce(array_position(${tastes}::text[], r."sourceId"), 1000),
      (SELECT count(*) FROM "Loan" p WHERE p."patronId" = ${patronId} AND p."recordId" = i."recordId"), md5(i.id::text)
    LIMIT 1`
  return rows[0] ?? null
}

type Staff = { id: number } | null

async function lend(tx: Tx, tenantId: number, patronId: number, rule: Rule, staff: Staff, copy: Copy, loan: Planned) {
  const due = loan.dueDates.at(-1)!
  const renewDate = loan.renewDates.at(-1) ?? null
  const lastChange = loan.returnDate ?? renewDate ?? loan.loanDate
  const created = await tx.loan.create({
    data: {
      tenantId, patronId, itemId: copy.id, recordId: copy.recordId, title: copy.title, author: copy.author, barcode: copy.barcode, callNo: copy.callNo,
      locationName: copy.locationName, loanType: rule.ruleName, loanDeskName: DESK, returnDeskName: loan.returnDate ? DESK : '',
      loanDate: loan.loanDate, dueDate: due, returnDate: loan.returnDate, renewDate, renewCount: loan.renewDates.length,
      status: loan.returnDate ? 'RETURNED' : 'ACTIVE', createdAt: loan.loanDate, updatedAt: lastChange,
    },
    select: { id: true },
  })
  const events: Prisma.LoanEventCreateManyInput[] = [
    { tenantId, loanId: created.id, patronId, kind: 'CHECKOUT', dueDate: loan.dueDates[0]!, staffId: staff?.id ?? null, createdAt: loan.loanDate },
    ...loan.renewDates.map((at, i) => ({ tenantId, loanId: created.id, patronId, kind: 'RENEW' as const, dueDate: loan.dueDates[i + 1]!, createdAt: at })),
    ...(loan.returnDate ? [{ tenantId, loanId: created.id, patronId, kind: 'CHECKIN' as const, dueDate: due, staffId: staff?.id ?? null, createdAt: loan.returnDate }] : []),
  ]
  await tx.loanEvent.createMany({ data: events })
  if (!loan.returnDate) {
    await tx.item.update({ where: { id: copy.id }, data: { status: 'ON_LOAN', dueDate: due } })
    await tx.bibRecord.update({ where: { id: copy.recordId }, data: { onShelfCount: { decrement: 1 } } })
  }
  return created.id
}

/** Another reader reserves the copy: a RESERVATION just started, waiting for the copy to come back. */
async function reserve(tx: Tx, tenantId: number, copy: Copy, by: { id: number; name: string }, at: Date, pickupId: number | null) {
  const requestNo = `R${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(900000 + copy.id % 100000).padStart(6, '0')}`
  const request = await tx.circulationRequest.create({
    data: {
      tenantId, requestNo, type: 'RESERVATION', status: 'START', step: '2', patronId: by.id, recordId: copy.recordId, itemId: copy.id,
      title: copy.title, takeLocationId: pickupId, contactName: by.name, createdAt: at, updatedAt: at,
    },
    select: { id: true },
  })
  await tx.requestEvent.create({ data: { tenantId, requestId: request.id, step: '2', status: 'START', createdAt: at } })
}

/**
 * The ledger of the loans that have none (the generated activity lends for 30 days and renews once by 30):
 * CHECKOUT with the first due date, RENEW at the renewal, CHECKIN at the return.
 */
async function ledgerOfOtherLoans(tx: Tx, tenantId: number) {
  await tx.$executeRaw`
    INSERT INTO "LoanEvent" ("tenantId", "loanId", "patronId", kind, "dueDate", "createdAt")
    SELECT l."tenantId", l.id, l."patronId", e.kind::"LoanEventKind", e."dueDate", e.at
    FROM "Loan" l CROSS JOIN LATERAL (VALUES
      ('CHECKOUT', l."dueDate" - l."renewCount" * interval '30 days', l."loanDate"),
      ('RENEW', l."dueDate", l."renewDate"),
      ('CHECKIN', l."dueDate", l."returnDate")
    ) AS e(kind, "dueDate", at)
    WHERE l."tenantId" = ${tenantId} AND e.at IS NOT NULL AND (e.kind <> 'RENEW' OR l."renewCount" > 0)
      AND NOT EXISTS (SELECT 1 FROM "LoanEvent" x WHERE x."tenantId" = l."tenantId" AND x."loanId" = l.id)`
}

export async function seedScenarioLoans(tx: Tx, tenantId: number, demo: DemoTenant, now = new Date()): Promise<void> {
  const rnd = makeRandom(demo.groupCode)(11)
  const [staff, pickup, readers] = await Promise.all([
    // The desk's staff member: a librarian where the library has one.
    tx.staffUser.findMany({ where: { tenantId }, select: { id: true, role: true }, orderBy: { id: 'asc' } }).then((all) => all.find((s) => s.role === 'LIBRARIAN') ?? all[0] ?? null),
    tx.location.findFirst({ where: { tenantId, isPickup: true, active: true }, select: { id: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    tx.patron.findMany({ where: { tenantId, username: { startsWith: 'demo-reader-' } }, select: { id: true, name: true }, orderBy: { id: 'asc' }, take: 5 }),
  ])
  for (const [k, username] of ACCOUNTS[demo.kind].entries()) {
    const patron = await tx.patron.findFirst({ where: { tenantId, username }, select: { id: true, userType: true } })
    if (!patron) continue
    const rule = await tx.loanRule.findFirst({ where: { tenantId, patronType: patron.userType, active: true }, orderBy: { id: 'asc' } })
    if (!rule) continue
    const tastes = ACCOUNT_TASTES[username] ?? []
    const { overdue, atLimit, requested } = currentLoans(rule, now, rnd)
    for (const loan of [...historyLoans(rule, now, rnd), overdue, atLimit]) {
      const copy = await freeCopy(tx, tenantId, patron.id, tastes, loan, loan.returnDate ? null : { reservable: false })
      if (copy) await lend(tx, tenantId, patron.id, rule, staff, copy, loan)
    }
    const copy = (await freeCopy(tx, tenantId, patron.id, tastes, requested, { reservable: true })) ?? (await freeCopy(tx, tenantId, patron.id, tastes, requested, { reservable: false }))
    const other = readers[k % Math.max(readers.length, 1)]
    if (!copy || !other) continue
    await lend(tx, tenantId, patron.id, rule, staff, copy, requested)
    await reserve(tx, tenantId, copy, other, new Date(Math.min(requested.loanDate.getTime() + days(2), now.getTime() - 60_000)), pickup?.id ?? null)
  }
  await ledgerOfOtherLoans(tx, tenantId)
}
