import type { Prisma } from '@portal/db'
import { ACCOUNT_TASTES, POPULAR } from './seed-activity-data.ts'
import {
  DAY_MS, insertRows, intBetween, openingHoursAgo, powerLaw, recordsOf, shuffled, weightedPicker,
  type ActivityContext, type ActivityPatron, type ActivityRecord, type Columns,
} from './seed-activity-context.ts'

// Two years of circulation: returned loans (more of them recently), current loans (some overdue) and the
// copy statuses and shelf counts that follow from them. Loans are laid out in time order per copy, so a
// copy is never lent twice at once and never before it was accessioned.

type Copy = { id: number; recordId: number; barcode: string; callNo: string; locationName: string; freeFrom: number }
type Plan = { at: Date; active: boolean; patron?: ActivityPatron; tastes?: ActivityRecord[] }
export type SeededLoan = { patronId: number; recordId: number; loanDate: Date; returnDate: Date | null }
export type Circulation = { loans: SeededLoan[]; ranking: ActivityRecord[] }

const SIZES = {
  academic: { returned: 1560, active: 56, overdue: 12 },
  public: { returned: 1520, active: 68, overdue: 12 },
}
/** Share of the returned loans that fall in the last 30 days (the home page's default window). */
const LAST_MONTH_SHARE = 0.2
const LOAN_DAYS = 30
const DESKS = ['流通服务台', '自助借还机', '自助借还机']
const LOAN_COLUMNS: Columns = {
  tenantId: 'int', patronId: 'int', itemId: 'int', recordId: 'int', title: 'text', author: 'text', barcode: 'text', callNo: 'text',
  locationName: 'text', loanType: 'text', loanDeskName: 'text', returnDeskName: 'text', loanDate: 'timestamptz', dueDate: 'timestamptz',
  returnDate: 'timestamptz', renewDate: 'timestamptz', renewCount: 'int', status: '"LoanStatus"', createdAt: 'timestamptz', updatedAt: 'timestamptz',
}

/** The README accounts' own history, in days ago: returned loans and current ones (reader's 28 days ago is due in two). */
const ACCOUNT_LOANS: Record<string, { returned: number[]; active: number[] }> = {
  reader: { returned: [290, 250, 210, 170, 130, 100, 75, 55, 42, 33], active: [28, 12, 4] },
  scholar: { returned: [280, 200, 150, 90, 60, 40], active: [20] },
  citizen: { returned: [260, 180, 120, 85, 50, 35], active: [15, 6] },
}

async function lendableCopies(ctx: ActivityContext) {
  // Only loanable copies of books go out: theses and journals are read in the library.
  const books = new Set(ctx.records.filter((r) => r.docType === 'book').map((r) => r.id))
  const items = await ctx.tx.item.findMany({
    where: { tenantId: ctx.tenantId, status: 'ON_SHELF', circAttr: '0' },
    select: { id: true, recordId: true, barcode: true, callNo: true, inDate: true, location: { select: { locationName: true } } },
    orderBy: { id: 'asc' },
  })
  const byRecord = new Map<number, Copy[]>()
  for (const item of items.filter((i) => books.has(i.recordId))) {
    const copy = { id: item.id, recordId: item.recordId, barcode: item.barcode, callNo: item.callNo, locationName: item.location.locationName, freeFrom: item.inDate?.getTime() ?? 0 }
    byRecord.set(item.recordId, [...(byRecord.get(item.recordId) ?? []), copy])
  }
  return byRecord
}

/** Well-known titles first (the head), then the other lendable books in a fixed shuffled order. */
function rankRecords(ctx: ActivityContext, copies: Map<number, Copy[]>, rnd: () => number) {
  const lendable = (r: ActivityRecord) => copies.has(r.id)
  const head = recordsOf(ctx, POPULAR[ctx.demo.kind]).filter(lendable)
  const inHead = new Set(head.map((r) => r.id))
  return { head, ranking: [...head, ...shuffled(rnd, ctx.records.filter((r) => lendable(r) && !inHead.has(r.id)))] }
}

function plans(ctx: ActivityContext, rnd: () => number): Plan[] {
  const size = SIZES[ctx.demo.kind]
  const out: Plan[] = []
  for (let i = 0; i < size.returned; i++) {
    const age = rnd() < LAST_MONTH_SHARE ? rnd() * 30 : 30 + 700 * rnd() ** 1.4
    out.push({ at: openingHoursAgo(ctx.now, age, rnd), active: false })
  }
  for (let i = 0; i < size.active; i++) {
    const age = i < size.overdue ? 31 + rnd() * 45 : rnd() * 29
    out.push({ at: openingHoursAgo(ctx.now, age, rnd), active: true })
  }
  for (const [username, days] of Object.entries(ACCOUNT_LOANS)) {
    const patron = ctx.byUsername.get(username)
    if (!patron) continue
    const tastes = recordsOf(ctx, ACCOUNT_TASTES[username] ?? [])
    for (const [k, d] of days.returned.entries()) out.push({ at: openingHoursAgo(ctx.now, d, rnd), active: false, patron, tastes: rotate(tastes, k) })
    for (const [k, d] of days.active.entries()) out.push({ at: openingHoursAgo(ctx.now, d, rnd), active: true, patron, tastes: rotate(tastes, k) })
  }
  // Returned loans strictly in time order (a copy's next loan starts after its last return); then the current
  // ones, the accounts' first so theirs always find a copy.
  return out.sort((a, b) => Number(a.active) - Number(b.active) || (a.active ? Number(!a.patron) - Number(!b.patron) : 0) || a.at.getTime() - b.at.getTime())
}

const rotate = <T>(list: T[], by: number) => [...list.slice(by % Math.max(list.length, 1)), ...list.slice(0, by % Math.max(list.length, 1))]

export async function seedLoans(ctx: ActivityContext): Promise<Circulation> {
  const rnd = ctx.random(1)
  const copies = await lendableCopies(ctx)
  const { head, ranking } = rankRecords(ctx, copies, rnd)
  const pickRecord = weightedPicker(powerLaw(ranking.length, 1.15, 2))
  // Some readers borrow far more than others (the top-readers ranking needs a spread).
  const readers = shuffled(rnd, ctx.patrons.filter((p) => p.demo))
  const pickReader = weightedPicker(powerLaw(readers.length, 0.7, 2))
  const now = ctx.now.getTime()

  const freeCopy = (record: ActivityRecord, at: number) => (copies.get(record.id) ?? []).find((c) => c.freeFrom <= at)
  const rows: Prisma.LoanCreateManyInput[] = []
  const seeded: SeededLoan[] = []
  for (const plan of plans(ctx, rnd)) {
    const at = plan.at.getTime()
    let record: ActivityRecord | undefined
    let copy: Copy | undefined
    // When the drawn books are all out, readers settle for the most popular one on the shelf. The accounts'
    // loans must happen, so after their own tastes any book on the shelf will do.
    const candidates = plan.tastes ? [...plan.tastes, ...ranking] : [...Array.from({ length: 6 }, () => ranking[pickRecord(rnd)]!), ...head]
    for (const candidate of candidates) {
      copy = freeCopy(candidate, at)
      if (copy) { record = candidate; break }
    }
    if (!record || !copy) continue
    const patron = plan.patron ?? chooseReader(readers, pickReader, rnd, plan.at)
    if (!patron) continue
    // The accounts' current loans are never renewed, so reader always has one due within three days.
    const loan = plan.active ? activeTerms(at, now, rnd, !plan.patron) : returnedTerms(at, now, rnd)
    copy.freeFrom = loan.returnDate?.getTime() ?? Number.POSITIVE_INFINITY
    const desk = DESKS[intBetween(rnd, 0, DESKS.length - 1)]!
    rows.push({
      tenantId: ctx.tenantId, patronId: patron.id, itemId: copy.id, recordId: record.id, title: record.title, author: record.author,
      barcode: copy.barcode, callNo: copy.callNo, locationName: copy.locationName, loanType: '一般借阅', loanDeskName: desk,
      returnDeskName: loan.returnDate ? DESKS[intBetween(rnd, 0, DESKS.length - 1)]! : '', ...loan,
      createdAt: plan.at, updatedAt: loan.returnDate ?? loan.renewDate ?? plan.at,
    })
    seeded.push({ patronId: patron.id, recordId: record.id, loanDate: plan.at, returnDate: loan.returnDate })
  }
  await insertRows(ctx.tx, 'Loan', LOAN_COLUMNS, rows)
  await syncCopies(ctx)
  return { loans: seeded, ranking }
}

function chooseReader(readers: ActivityPatron[], pick: (rnd: () => number) => number, rnd: () => number, at: Date) {
  // A freshman cannot have borrowed before enrolling.
  for (let attempt = 0; attempt < 12; attempt++) {
    const reader = readers[pick(rnd)]!
    if (!reader.validFrom || reader.validFrom <= at) return reader
  }
  return readers.find((r) => !r.validFrom || r.validFrom <= at)
}

function returnedTerms(at: number, now: number, rnd: () => number) {
  const long = rnd() < 0.15
  let days = long ? intBetween(rnd, 31, 55) : intBetween(rnd, 2, 21)
  // Loans of the last days were returned quickly, or they would still be out.
  const latest = (now - at) / DAY_MS - 0.05
  if (days > latest) days = Math.max(latest * (0.3 + 0.6 * rnd()), 0.02)
  const returnDate = new Date(at + days * DAY_MS + Math.floor(rnd() * 4 * 3_600_000))
  const clamped = returnDate.getTime() >= now ? new Date(now - 60_000) : returnDate
  // Most long loans were renewed once; the others came back late.
  const renewed = days > LOAN_DAYS && rnd() < 0.7
  const renewDate = renewed ? new Date(at + intBetween(rnd, 20, 29) * DAY_MS) : null
  return {
    loanDate: new Date(at), dueDate: new Date(at + (renewed ? 2 : 1) * LOAN_DAYS * DAY_MS), returnDate: clamped, renewDate,
    renewCount: renewed ? 1 : 0, status: 'RETURNED' as const,
  }
}

function activeTerms(at: number, now: number, rnd: () => number, mayRenew: boolean) {
  const age = (now - at) / DAY_MS
  // Readers renew near the due date; a few overdue loans are simply never renewed.
  const renewed = mayRenew && age > 20 && age < LOAN_DAYS && rnd() < 0.3
  return {
    loanDate: new Date(at), dueDate: new Date(at + (renewed ? 2 : 1) * LOAN_DAYS * DAY_MS), returnDate: null,
    renewDate: renewed ? new Date(now - rnd() * 3 * DAY_MS) : null, renewCount: renewed ? 1 : 0, status: 'ACTIVE' as const,
  }
}

/** Copies out on loan show it, with the due date; shelf counts follow. */
async function syncCopies(ctx: ActivityContext) {
  await ctx.tx.$executeRaw`UPDATE "Item" i SET status = 'ON_LOAN', "dueDate" = l."dueDate", "updatedAt" = now()
    FROM "Loan" l WHERE l."tenantId" = ${ctx.tenantId} AND l.status = 'ACTIVE' AND l."itemId" = i.id AND i."tenantId" = ${ctx.tenantId}`
  await ctx.tx.$executeRaw`UPDATE "BibRecord" r SET "onShelfCount" = c.n, "updatedAt" = now()
    FROM (SELECT "recordId", count(*) FILTER (WHERE status = 'ON_SHELF')::int AS n FROM "Item" WHERE "tenantId" = ${ctx.tenantId} GROUP BY "recordId") c
    WHERE r.id = c."recordId" AND r."tenantId" = ${ctx.tenantId} AND r."onShelfCount" <> c.n`
}
