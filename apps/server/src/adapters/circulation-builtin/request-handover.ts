import { TAKE_CODE_MAX_ATTEMPTS, TAKE_CODE_TTL_MS } from '@portal/contracts'
import { Prisma, type PrismaClient } from '@portal/db'
import { bindPatron, bindTenant } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationRequests } from '../../ports/circulation-requests.port.ts'
import { lendCopy, LEND_ITEM_SELECT, lendingOnce, lockBorrower, settleEndedLoan } from './lend.ts'
import { releaseKeptCopy } from './request-desk.ts'
import { isCancellable, isReceivable, newTakeCode, REQUEST_SUMMARY_SELECT, takesCode, toSummary } from './request-views.ts'

// The patron's side of moving a request on: cancelling it, showing a take code, handing one's copy to the patron
// who showed theirs (re-lending), and confirming a delivered copy arrived. Each change and its timeline entry are
// written together; a take code is claimed by the statement that uses it, so it works once.

export function createRequestHandOver(prisma: PrismaClient, now: () => Date): Pick<CirculationRequests, 'cancel' | 'issueTakeCode' | 'handOver' | 'confirmReceipt'> {
  /** One of the patron's own requests, read through the client bound to them. */
  async function ownRequest(patron: { tenantId: number; patronId: number }, requestId: number) {
    const row = await bindPatron(prisma, patron.tenantId, patron.patronId).circulationRequest.findFirst({
      where: { id: requestId }, select: { id: true, type: true, status: true, itemId: true, endDate: true, item: { select: { recordId: true } } },
    })
    if (!row) throw new AppError('NOT_FOUND')
    return row
  }

  return {
    async cancel(patron, requestId, reason) {
      const row = await ownRequest(patron, requestId)
      if (!isCancellable(row)) throw new AppError('REQUEST_NOT_OPEN')
      const at = now()
      const data = bindTenant(prisma, patron.tenantId)
      return data.$transaction(async (tx) => {
        const moved = await tx.circulationRequest.updateMany({
          where: { id: row.id, status: row.status }, data: { status: 'CANCEL', step: 'A', cancelReason: reason, takeCode: null, takeCodeExpiresAt: null, closedAt: at },
        })
        if (moved.count !== 1) throw new AppError('REQUEST_NOT_OPEN')
        await tx.requestEvent.create({ data: { tenantId: patron.tenantId, requestId: row.id, step: 'A', status: 'CANCEL', note: reason, createdAt: at } })
        const ready = row.status === 'ACCEPT' && row.itemId !== null
          ? await releaseKeptCopy(tx, data, { tenantId: patron.tenantId, itemId: row.itemId, recordId: row.item?.recordId ?? null, staffId: null, at })
          : null
        return { summary: toSummary(await tx.circulationRequest.findFirstOrThrow({ where: { id: row.id }, select: REQUEST_SUMMARY_SELECT }), patron.locale), ready }
      })
    },

    async issueTakeCode(patron, requestId) {
      const row = await ownRequest(patron, requestId)
      if (!takesCode(row)) throw new AppError('REQUEST_NOT_READY')
      // A kept copy past its pickup date is no longer the patron's to collect.
      if (row.status === 'ACCEPT' && row.endDate && row.endDate < now()) throw new AppError('REQUEST_NOT_OPEN')
      const data = bindTenant(prisma, patron.tenantId)
      const at = now()
      const expiresAt = new Date(at.getTime() + TAKE_CODE_TTL_MS)
      // The desk finds a kept copy by its code alone, so a code names one request of the tenant: the unique index
      // (tenantId, takeCode) refuses a code another request holds, also one drawn at the same moment, and we draw again.
      for (let attempt = 0; attempt < 10; attempt++) {
        const takeCode = newTakeCode()
        const set = await data.circulationRequest
          .updateMany({ where: { id: row.id, status: row.status }, data: { takeCode, takeCodeExpiresAt: expiresAt, takeCodeAttempts: 0 } })
          .catch((error: unknown) => (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' ? null : Promise.reject(error)))
        if (!set) continue
        if (set.count !== 1) throw new AppError('REQUEST_NOT_OPEN')
        return { requestId: row.id, takeCode, expiresAt: expiresAt.toISOString() }
      }
      throw new AppError('SERVICE_UNAVAILABLE')
    },

    async handOver(holder, requestId, takeCode) {
      const held = await bindPatron(prisma, holder.tenantId, holder.patronId).loan.findFirst({
        where: { status: 'ACTIVE', requests: { some: { id: requestId, type: 'RELENDING', status: 'START' } } },
        select: { id: true, patronId: true, itemId: true, title: true, barcode: true, dueDate: true, item: { select: { libraryId: true, itemPolicyCode: true } }, patron: { select: { userType: true } } },
      })
      if (!held || held.itemId === null) throw new AppError('NOT_FOUND')
      const data = bindTenant(prisma, holder.tenantId)
      const at = now()
      // A wrong code counts against the code (outside the hand-over's transaction, so the count survives the refusal).
      const wrong = await data.circulationRequest.updateMany({ where: { id: requestId, NOT: { takeCode } }, data: { takeCodeAttempts: { increment: 1 } } })
      if (wrong.count > 0) {
        await data.circulationRequest.updateMany({ where: { id: requestId, takeCodeAttempts: { gte: TAKE_CODE_MAX_ATTEMPTS } }, data: { takeCode: null, takeCodeExpiresAt: null } })
        throw new AppError('TAKE_CODE_INVALID')
      }
      const itemId = held.itemId
      return lendingOnce(data.$transaction(async (tx) => {
        const claimed = await tx.circulationRequest.updateMany({
          where: { id: requestId, loanId: held.id, status: 'START', takeCode, takeCodeExpiresAt: { gt: at }, takeCodeAttempts: { lt: TAKE_CODE_MAX_ATTEMPTS } },
          data: { status: 'COMPLETE', step: '8', takeCode: null, takeCodeExpiresAt: null, acceptedAt: at, closedAt: at },
        })
        if (claimed.count !== 1) throw new AppError('TAKE_CODE_INVALID')
        const request = await tx.circulationRequest.findFirstOrThrow({ where: { id: requestId }, select: { patronId: true } })
        const ended = await tx.loan.updateMany({ where: { id: held.id, status: 'ACTIVE' }, data: { status: 'RETURNED', returnDate: at } })
        if (ended.count !== 1) throw new AppError('LOAN_NOT_ACTIVE')
        // The holder's loan ends as at the desk: its ledger, an overdue fine, other requests for the copy closed.
        await settleEndedLoan(tx, data, holder.tenantId, held, { staffId: null, at })
        const borrower = await lockBorrower(tx, holder.tenantId, request.patronId)
        const item = await tx.item.findFirstOrThrow({ where: { id: itemId }, select: LEND_ITEM_SELECT })
        const loan = await lendCopy(tx, data, holder.tenantId, { patron: borrower, item, staffId: null, deskName: '', at, fromShelf: false })
        await tx.requestEvent.createMany({
          data: [
            { tenantId: holder.tenantId, requestId, step: '10', status: 'ACCEPT', createdAt: at },
            { tenantId: holder.tenantId, requestId, step: '8', status: 'COMPLETE', createdAt: at },
          ],
        })
        return loan
      }))
    },

    async confirmReceipt(patron, requestId) {
      const row = await ownRequest(patron, requestId)
      if (!isReceivable(row) || row.itemId === null) throw new AppError('REQUEST_NOT_OPEN')
      const itemId = row.itemId
      const data = bindTenant(prisma, patron.tenantId)
      const at = now()
      return lendingOnce(data.$transaction(async (tx) => {
        const claimed = await tx.circulationRequest.updateMany({ where: { id: row.id, status: 'ACCEPT' }, data: { status: 'COMPLETE', step: '8', closedAt: at } })
        if (claimed.count !== 1) throw new AppError('REQUEST_NOT_OPEN')
        const borrower = await lockBorrower(tx, patron.tenantId, patron.patronId)
        const item = await tx.item.findFirstOrThrow({ where: { id: itemId }, select: LEND_ITEM_SELECT })
        const loan = await lendCopy(tx, data, patron.tenantId, { patron: borrower, item, staffId: null, deskName: '', at, fromShelf: false })
        await tx.requestEvent.createMany({
          data: [
            { tenantId: patron.tenantId, requestId: row.id, step: '14', status: 'ACCEPT', createdAt: at },
            { tenantId: patron.tenantId, requestId: row.id, step: '8', status: 'COMPLETE', createdAt: at },
          ],
        })
        return loan
      }))
    },
  }
}
