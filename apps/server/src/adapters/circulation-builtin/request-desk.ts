import type { RequestListQuery } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import { bindTenant, type TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationRequests, ReadyRequest } from '../../ports/circulation-requests.port.ts'
import { lendCopy, LEND_ITEM_SELECT, lockBorrower } from './lend.ts'
import { loadRules, ruleFor } from './loan-rules.ts'
import { REQUEST_SUMMARY_SELECT, toSummary } from './request-views.ts'

// The library's side of requests: a returned copy kept for the first patron waiting for its title, an entrusted
// copy fetched from the shelf or a delivery sent, the kept copy handed out against the requester's take code, and
// kept copies nobody collected put back on the shelf.

const DAY_MS = 86_400_000
type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]

async function holdShelfDays(data: TenantData, tx: Tx, patronId: number, item: { libraryId: number; itemPolicyCode: string }) {
  const patron = await tx.patron.findFirst({ where: { id: patronId }, select: { userType: true } })
  return ruleFor(await loadRules(data, patron?.userType ?? ''), item).holdShelfDays
}

/**
 * At check-in (inside its transaction): the oldest reservation of the title still waiting gets this copy, kept at
 * its pickup desk until the rule's days run out. Null when nobody waits.
 */
export async function keepForWaitingRequest(tx: Tx, data: TenantData, copy: { tenantId: number; itemId: number; recordId: number; staffId: number | null; at: Date }): Promise<ReadyRequest | null> {
  const waiting = await tx.circulationRequest.findFirst({
    where: { recordId: copy.recordId, type: 'RESERVATION', status: 'START', OR: [{ itemId: null }, { itemId: copy.itemId }] },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, patronId: true, title: true, takeLocationId: true, takeLocation: { select: { locationName: true, englishName: true, complexName: true } } },
  })
  if (!waiting) return null
  const item = await tx.item.findFirst({ where: { id: copy.itemId }, select: { libraryId: true, itemPolicyCode: true } })
  const endDate = new Date(copy.at.getTime() + (await holdShelfDays(data, tx, waiting.patronId, item ?? { libraryId: 0, itemPolicyCode: '' })) * DAY_MS)
  await tx.circulationRequest.updateMany({ where: { id: waiting.id, status: 'START' }, data: { status: 'ACCEPT', step: '3', itemId: copy.itemId, acceptedAt: copy.at, endDate } })
  await tx.requestEvent.create({ data: { tenantId: copy.tenantId, requestId: waiting.id, step: '3', status: 'ACCEPT', staffId: copy.staffId, createdAt: copy.at } })
  await tx.item.updateMany({ where: { id: copy.itemId }, data: { status: 'ON_HOLD', dueDate: null, currentLocationId: waiting.takeLocationId } })
  return { requestId: waiting.id, patronId: waiting.patronId, title: waiting.title, takeLocationName: waiting.takeLocation?.locationName ?? '', endDate: endDate.toISOString() }
}

export function createRequestDesk(prisma: PrismaClient, now: () => Date): Pick<CirculationRequests, 'accept' | 'pickUp' | 'lapse' | 'desk'> {
  return {
    async accept(tenantId, request) {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return data.$transaction(async (tx) => {
        const row = await tx.circulationRequest.findFirst({ where: { id: request.requestId }, select: { id: true, type: true, status: true, itemId: true, patronId: true, title: true, takeLocationId: true, takeLocation: { select: { locationName: true, englishName: true, complexName: true } } } })
        if (!row) throw new AppError('NOT_FOUND')
        if (row.status !== 'START' || row.type === 'RELENDING' || row.type === 'RESERVATION' || row.itemId === null) throw new AppError('REQUEST_NOT_OPEN')
        const item = await tx.item.findFirst({ where: { id: row.itemId }, select: { status: true, circAttr: true, recordId: true, libraryId: true, itemPolicyCode: true } })
        // The copy went out to someone else meanwhile: the request cannot be met now.
        if (!item || item.status !== 'ON_SHELF' || item.circAttr !== '0') throw new AppError('ITEM_NOT_AVAILABLE')
        const keeps = row.type === 'ENTRUSTMENT'
        const endDate = keeps ? new Date(at.getTime() + (await holdShelfDays(data, tx, row.patronId, item)) * DAY_MS) : null
        const step = keeps ? '5' : '6'
        const moved = await tx.circulationRequest.updateMany({ where: { id: row.id, status: 'START' }, data: { status: 'ACCEPT', step, acceptedAt: at, endDate } })
        if (moved.count !== 1) throw new AppError('REQUEST_NOT_OPEN')
        await tx.requestEvent.create({ data: { tenantId, requestId: row.id, step, status: 'ACCEPT', note: request.note, staffId: request.staffId, createdAt: at } })
        await tx.item.updateMany({ where: { id: row.itemId }, data: { status: keeps ? 'ON_HOLD' : 'IN_TRANSIT', currentLocationId: keeps ? row.takeLocationId : null } })
        await tx.bibRecord.updateMany({ where: { id: item.recordId, onShelfCount: { gt: 0 } }, data: { onShelfCount: { decrement: 1 } } })
        const summary = toSummary(await tx.circulationRequest.findFirstOrThrow({ where: { id: row.id }, select: REQUEST_SUMMARY_SELECT }), request.locale)
        const ready = keeps ? { requestId: row.id, patronId: row.patronId, title: row.title, takeLocationName: row.takeLocation?.locationName ?? '', endDate: endDate?.toISOString() ?? null } : null
        return { summary, ready }
      })
    },

    async pickUp(tenantId, request) {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return data.$transaction(async (tx) => {
        const row = await tx.circulationRequest.findFirst({
          where: { takeCode: request.takeCode, takeCodeExpiresAt: { gt: at }, status: 'ACCEPT', type: { in: ['RESERVATION', 'ENTRUSTMENT'] }, itemId: { not: null } },
          select: { id: true, patronId: true, itemId: true },
        })
        if (!row || row.itemId === null) throw new AppError('TAKE_CODE_INVALID')
        // Used once: the code is cleared in the same statement that claims the request.
        const claimed = await tx.circulationRequest.updateMany({ where: { id: row.id, status: 'ACCEPT', takeCode: request.takeCode }, data: { status: 'COMPLETE', step: '8', takeCode: null, takeCodeExpiresAt: null, closedAt: at } })
        if (claimed.count !== 1) throw new AppError('TAKE_CODE_INVALID')
        const patron = await lockBorrower(tx, tenantId, row.patronId)
        const item = await tx.item.findFirstOrThrow({ where: { id: row.itemId }, select: LEND_ITEM_SELECT })
        const loan = await lendCopy(tx, data, tenantId, { patron, item, staffId: request.staffId, deskName: request.deskName, at, fromShelf: false })
        await tx.requestEvent.create({ data: { tenantId, requestId: row.id, step: '8', status: 'COMPLETE', staffId: request.staffId, createdAt: at } })
        return loan
      })
    },

    async lapse(tenantId, request) {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return data.$transaction(async (tx) => {
        const due = await tx.circulationRequest.findMany({ where: { status: 'ACCEPT', endDate: { lt: at }, type: { in: ['RESERVATION', 'ENTRUSTMENT'] } }, select: { id: true, itemId: true, item: { select: { recordId: true } } } })
        for (const row of due) {
          await tx.circulationRequest.updateMany({ where: { id: row.id }, data: { status: 'END', step: 'C', takeCode: null, takeCodeExpiresAt: null, closedAt: at } })
          await tx.requestEvent.create({ data: { tenantId, requestId: row.id, step: 'C', status: 'END', staffId: request.staffId, createdAt: at } })
          if (row.itemId !== null) await returnKeptCopy(tx, row.itemId, row.item?.recordId ?? null)
        }
        return { lapsed: due.length }
      })
    },

    async desk(tenantId, query: RequestListQuery, locale) {
      const data = bindTenant(prisma, tenantId)
      const where = { ...(query.status ? { status: query.status } : {}), ...(query.type ? { type: query.type } : {}) }
      const [rows, total] = await Promise.all([
        data.circulationRequest.findMany({ where, select: REQUEST_SUMMARY_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows }),
        data.circulationRequest.count({ where }),
      ])
      return { requests: rows.map((r) => toSummary(r, locale)), total }
    },
  }
}

/** A kept copy nobody will collect goes back on the shelf and counts there again. */
export async function returnKeptCopy(tx: Tx, itemId: number, recordId: number | null) {
  const moved = await tx.item.updateMany({ where: { id: itemId, status: 'ON_HOLD' }, data: { status: 'ON_SHELF', currentLocationId: null } })
  if (moved.count === 1 && recordId !== null) await tx.bibRecord.updateMany({ where: { id: recordId }, data: { onShelfCount: { increment: 1 } } })
}

