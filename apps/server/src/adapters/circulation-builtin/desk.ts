import { Prisma, type PrismaClient } from '@portal/db'
import { bindTenant } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CheckedIn, CheckedOut, CirculationDesk } from '../../ports/circulation.port.ts'
import { lendCopy, LEND_ITEM_SELECT, lockBorrower, settleEndedLoan } from './lend.ts'
import { keepForWaitingRequest } from './request-desk.ts'

// The built-in circulation's desk: lending a copy and taking it back. Each is one transaction that changes the
// loan, the copy, the record's shelf count and the ledger (LoanEvent, with the staff member) together. Two desks
// lending one copy at the same moment leave one loan: the database holds one active loan per copy
// (Loan_one_active_per_item), and the second transaction fails on it.

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

export function createBuiltInDesk(prisma: PrismaClient, now: () => Date): CirculationDesk {
  return {
    async checkOut(tenantId, request): Promise<CheckedOut> {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      try {
        return await data.$transaction(async (tx) => {
          const found = await tx.patron.findFirst({ where: { username: request.patron, deletedAt: null }, select: { id: true } })
          if (!found) throw new AppError('NOT_FOUND')
          const patron = await lockBorrower(tx, tenantId, found.id)
          const item = await tx.item.findFirst({ where: { barcode: request.barcode }, select: LEND_ITEM_SELECT })
          if (!item) throw new AppError('NOT_FOUND')
          if (item.status !== 'ON_SHELF' || item.circAttr !== '0') throw new AppError('ITEM_NOT_AVAILABLE')
          return lendCopy(tx, data, tenantId, { patron, item, staffId: request.staffId, deskName: request.deskName, at, fromShelf: true })
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ITEM_NOT_AVAILABLE')
        throw error
      }
    },

    async checkIn(tenantId, request): Promise<CheckedIn> {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return data.$transaction(async (tx) => {
        const loan = await tx.loan.findFirst({
          where: { status: 'ACTIVE', item: { barcode: request.barcode } },
          select: { id: true, patronId: true, itemId: true, recordId: true, title: true, barcode: true, dueDate: true, item: { select: { libraryId: true, itemPolicyCode: true } }, patron: { select: { userType: true } } },
        })
        if (!loan) throw new AppError('ITEM_NOT_ON_LOAN')
        // Only the call that still finds the loan active ends it: a second desk scanning the same copy is told so.
        const ended = await tx.loan.updateMany({ where: { id: loan.id, status: 'ACTIVE' }, data: { status: 'RETURNED', returnDate: at, returnDeskName: request.deskName } })
        if (ended.count !== 1) throw new AppError('ITEM_NOT_ON_LOAN')
        // A patron waiting for this title gets the copy kept for them; otherwise it goes back on the shelf.
        const heldFor = loan.itemId !== null && loan.recordId !== null ? await keepForWaitingRequest(tx, data, { tenantId, itemId: loan.itemId, recordId: loan.recordId, staffId: request.staffId, at }) : null
        if (!heldFor && loan.itemId !== null) await tx.item.updateMany({ where: { id: loan.itemId }, data: { status: 'ON_SHELF', dueDate: null } })
        if (!heldFor && loan.recordId !== null) await tx.bibRecord.updateMany({ where: { id: loan.recordId }, data: { onShelfCount: { increment: 1 } } })
        const { days, fineCents } = await settleEndedLoan(tx, data, tenantId, loan, { staffId: request.staffId, at })
        return { loanId: loan.id, patronId: loan.patronId, title: loan.title, barcode: loan.barcode, returnDate: at.toISOString(), overdueDays: days, fineCents, heldFor }
      })
    },
  }
}
