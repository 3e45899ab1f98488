import { Prisma } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CheckedOut } from '../../ports/circulation.port.ts'
import { overdueDays } from './loan-lists.ts'
import { loadRules, loanCap, ruleFor } from './loan-rules.ts'

// Lending a copy inside the caller's transaction: the desk's check-out, a kept copy picked up with a take code, a
// delivered copy received, a copy handed from one patron to another. Each changes the loan, the copy, the
// record's shelf count and the ledger together.

const DAY_MS = 86_400_000

type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]

export const CARD_REFUSALS: Partial<Record<string, 'CARD_FROZEN' | 'CARD_LOST' | 'ACCOUNT_DISABLED'>> = {
  FROZEN: 'CARD_FROZEN', LOST: 'CARD_LOST', EXPIRED: 'ACCOUNT_DISABLED', LEFT: 'ACCOUNT_DISABLED',
}

export const LEND_ITEM_SELECT = {
  id: true, recordId: true, libraryId: true, itemPolicyCode: true, status: true, circAttr: true, barcode: true, callNo: true,
  record: { select: { title: true, responsibility: true } }, location: { select: { locationName: true } },
} satisfies Prisma.ItemSelect
export type LendItem = Prisma.ItemGetPayload<{ select: typeof LEND_ITEM_SELECT }>

/** The borrower's card allows lending, and their check-outs queue behind this one so the loan cap holds. */
export async function lockBorrower(tx: Tx, tenantId: number, patronId: number) {
  const patron = await tx.patron.findFirst({ where: { id: patronId, deletedAt: null }, select: { id: true, status: true, userType: true, maxLoans: true } })
  if (!patron) throw new AppError('NOT_FOUND')
  const refusal = CARD_REFUSALS[patron.status]
  if (refusal) throw new AppError(refusal)
  await tx.$queryRaw`SELECT id FROM "Patron" WHERE id = ${patron.id} AND "tenantId" = ${tenantId} FOR UPDATE`
  return patron
}

/**
 * Lends the copy to the patron (locked by lockBorrower) under their rule. `fromShelf`: the copy was counted on the
 * shelf until now (a kept or travelling copy was not).
 */
export async function lendCopy(
  tx: Tx, data: TenantData, tenantId: number,
  lend: { patron: Awaited<ReturnType<typeof lockBorrower>>; item: LendItem; staffId: number | null; deskName: string; at: Date; fromShelf: boolean },
): Promise<CheckedOut> {
  // The copy must still be as the caller found it (on the shelf, kept, on its way, or on the loan handed over): a
  // desk or a request that moved it meanwhile makes this lend refuse instead of lending a copy twice.
  const moved = await tx.item.updateMany({ where: { id: lend.item.id, status: lend.item.status }, data: { status: lend.item.status } })
  if (moved.count !== 1) throw new AppError('ITEM_NOT_AVAILABLE')
  const { patron, item, at } = lend
  const rules = await loadRules(data, patron.userType)
  const rule = ruleFor(rules, item)
  const active = await tx.loan.count({ where: { patronId: patron.id, status: 'ACTIVE' } })
  if (active >= loanCap(patron.maxLoans, rules, item)) throw new AppError('LOAN_LIMIT_REACHED')
  const dueDate = new Date(at.getTime() + rule.loanPeriodDays * DAY_MS)
  const loan = await tx.loan.create({
    data: {
      tenantId, patronId: patron.id, itemId: item.id, recordId: item.recordId, title: item.record.title, author: item.record.responsibility, barcode: item.barcode,
      callNo: item.callNo, locationName: item.location.locationName, loanDate: at, dueDate, loanType: rule.ruleName, loanDeskName: lend.deskName, status: 'ACTIVE',
    },
  })
  await tx.item.updateMany({ where: { id: item.id }, data: { status: 'ON_LOAN', dueDate, currentLocationId: null } })
  if (lend.fromShelf) await tx.bibRecord.updateMany({ where: { id: item.recordId, onShelfCount: { gt: 0 } }, data: { onShelfCount: { decrement: 1 } } })
  await tx.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId: patron.id, kind: 'CHECKOUT', dueDate, staffId: lend.staffId, createdAt: at } })
  return { loanId: loan.id, patronId: patron.id, title: loan.title, barcode: loan.barcode, dueDate: dueDate.toISOString() }
}

/** The overdue charge of a loan by its rule: days past due times the daily fine, at most the rule's cap (0 = none). */
export function overdueFine(days: number, rule: { finePerDayCents: number; maxPenaltyCents: number }): number {
  const fine = days * rule.finePerDayCents
  return rule.maxPenaltyCents > 0 ? Math.min(fine, rule.maxPenaltyCents) : fine
}

type EndedLoan = {
  id: number; patronId: number; itemId: number | null; title: string; barcode: string; dueDate: Date
  item: { libraryId: number; itemPolicyCode: string } | null; patron: { userType: string }
}

/**
 * What ending a loan writes besides the loan itself, at the desk's check-in or at a hand-over between patrons: the
 * CHECKIN in the ledger, the overdue fine by the rule (a behaviour record), and the end of the re-lending requests
 * still waiting for this loan's copy (their holder no longer has it). Answers the overdue days and the fine.
 */
export async function settleEndedLoan(tx: Tx, data: TenantData, tenantId: number, loan: EndedLoan, ended: { staffId: number | null; at: Date }) {
  const { at } = ended
  await tx.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId: loan.patronId, kind: 'CHECKIN', dueDate: loan.dueDate, staffId: ended.staffId, createdAt: at } })
  const days = overdueDays(loan.dueDate, at, at)
  const fineCents = days > 0 ? overdueFine(days, ruleFor(await loadRules(data, loan.patron.userType), loan.item)) : 0
  if (fineCents > 0)
    await tx.behaviourRecord.create({
      data: {
        tenantId, patronId: loan.patronId, typeCode: 'OVERDUE', typeName: '超期', loanId: loan.id, itemId: loan.itemId, title: loan.title, barcode: loan.barcode,
        amountDueCents: fineCents, recordTime: at, note: `${days}`,
      },
    })
  const orphaned = await tx.circulationRequest.findMany({ where: { loanId: loan.id, type: 'RELENDING', status: 'START' }, select: { id: true } })
  if (orphaned.length) {
    await tx.circulationRequest.updateMany({
      where: { id: { in: orphaned.map((r) => r.id) }, status: 'START' }, data: { status: 'CANCEL', step: 'B', takeCode: null, takeCodeExpiresAt: null, closedAt: at, cancelReason: 'RETURNED' },
    })
    await tx.requestEvent.createMany({ data: orphaned.map((r) => ({ tenantId, requestId: r.id, step: 'B', status: 'CANCEL' as const, note: 'RETURNED', staffId: ended.staffId, createdAt: at })) })
  }
  return { days, fineCents }
}

/** A lend the one-active-loan-per-copy index refused (another desk or request lent the copy first) is ITEM_NOT_AVAILABLE. */
export async function lendingOnce<T>(lending: Promise<T>): Promise<T> {
  try {
    return await lending
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('ITEM_NOT_AVAILABLE')
    throw error
  }
}
