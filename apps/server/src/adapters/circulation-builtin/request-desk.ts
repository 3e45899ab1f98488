import type { RequestListQuery } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import { bindTenant, type TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationRequests, ReadyRequest } from '../../ports/circulation-requests.port.ts'
import { lendCopy, LEND_ITEM_SELECT, lendingOnce, lockBorrower } from './lend.ts'
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
  const item = await tx.item.findFirst({ where: { id: copy.itemId }, select: { libraryId: true, itemPolicyCode: true } })
  // Oldest first; a reservation another desk just served (or its patron just cancelled) is passed over for the next.
  for (let attempt = 0; attempt < 5; attempt++) {
    const waiting = await tx.circulationRequest.findFirst({
      where: { recordId: copy.recordId, type: 'RESERVATION', status: 'START', OR: [{ itemId: null }, { itemId: copy.itemId }] },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, patronId: true, title: true, takeLocationId: true, takeLocation: { select: { locationName: true } } },
    })
    if (!waiting) return null
    const endDate = new Date(copy.at.getTime() + (await holdShelfDays(data, tx, waiting.patronId, item ?? { libraryId: 0, itemPolicyCode: '' })) * DAY_MS)
    const kept = await tx.circulationRequest.updateMany({ where: { id: waiting.id, status: 'START' }, data: { status: 'ACCEPT', step: '3', itemId: copy.itemId, acceptedAt: copy.at, endDate } })
    if (kept.count !== 1) continue
    await tx.requestEvent.create({ data: { tenantId: copy.tenantId, requestId: waiting.id, step: '3', status: 'ACCEPT', staffId: copy.staffId, createdAt: copy.at } })
    await tx.item.updateMany({ where: { id: copy.itemId }, data: { status: 'ON_HOLD', dueDate: null, currentLocationId: waiting.takeLocationId } })
    return { requestId: waiting.id, patronId: waiting.patronId, title: waiting.title, takeLocationName: waiting.takeLocation?.locationName ?? '', endDate: endDate.toISOString() }
  }
  return null
}

/**
 * A kept copy its patron will not collect (cancelled, or its time ran out) goes to the next patron waiting for the
 * title, else back on the shelf, where it counts again. Answers the request it is now kept for, to be told.
 */
export async function releaseKeptCopy(tx: Tx, data: TenantData, copy: { tenantId: number; itemId: number; recordId: number | null; staffId: number | null; at: Date }): Promise<ReadyRequest | null> {
  const item = await tx.item.findFirst({ where: { id: copy.itemId, status: 'ON_HOLD' }, select: { id: true } })
  if (!item) return null
  const next = copy.recordId === null ? null : await keepForWaitingRequest(tx, data, { ...copy, recordId: copy.recordId })
  if (next) return next
  const moved = await tx.item.updateMany({ where: { id: copy.itemId, status: 'ON_HOLD' }, data: { status: 'ON_SHELF', currentLocationId: null } })
  if (moved.count === 1 && copy.recordId !== null) await tx.bibRecord.updateMany({ where: { id: copy.recordId }, data: { onShelfCount: { increment: 1 } } })
  return null
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
        // Conditional: a desk that lent the copy meanwhile (or another request that took it) wins, and this refuses.
        const taken = await tx.item.updateMany({ where: { id: row.itemId, status: 'ON_SHELF', circAttr: '0' }, data: { status: keeps ? 'ON_HOLD' : 'IN_TRANSIT', currentLocationId: keeps ? row.takeLocationId : null } })
        if (taken.count !== 1) throw new AppError('ITEM_NOT_AVAILABLE')
        await tx.bibRecord.updateMany({ where: { id: item.recordId, onShelfCount: { gt: 0 } }, data: { onShelfCount: { decrement: 1 } } })
        const summary = toSummary(await tx.circulationRequest.findFirstOrThrow({ where: { id: row.id }, select: REQUEST_SUMMARY_SELECT }), request.locale)
        const ready = keeps ? { requestId: row.id, patronId: row.patronId, title: row.title, takeLocationName: row.takeLocation?.locationName ?? '', endDate: endDate?.toISOString() ?? null } : null
        return { summary, ready }
      })
    },

    async pickUp(tenantId, request) {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return lendingOnce(data.$transaction(async (tx) => {
        // Not after the pickup date: a kept copy past it waits for lapse, which hands it to the next patron.
        const row = await tx.circulationRequest.findFirst({
          where: {
            takeCode: request.takeCode, takeCodeExpiresAt: { gt: at }, status: 'ACCEPT', type: { in: ['RESERVATION', 'ENTRUSTMENT'] }, itemId: { not: null },
            OR: [{ endDate: null }, { endDate: { gte: at } }],
          },
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
      }))
    },

    async lapse(tenantId, request) {
      const data = bindTenant(prisma, tenantId)
      const at = now()
      return data.$transaction(async (tx) => {
        const due = await tx.circulationRequest.findMany({ where: { status: 'ACCEPT', endDate: { lt: at }, type: { in: ['RESERVATION', 'ENTRUSTMENT'] } }, select: { id: true, itemId: true, item: { select: { recordId: true } } } })
        const ready: ReadyRequest[] = []
        let lapsed = 0
        for (const row of due) {
          // Only what is still kept: a copy collected or a request cancelled since the list was read is left alone.
          const ended = await tx.circulationRequest.updateMany({ where: { id: row.id, status: 'ACCEPT' }, data: { status: 'END', step: 'C', takeCode: null, takeCodeExpiresAt: null, closedAt: at } })
          if (ended.count !== 1) continue
          lapsed++
          await tx.requestEvent.create({ data: { tenantId, requestId: row.id, step: 'C', status: 'END', staffId: request.staffId, createdAt: at } })
          const next = row.itemId === null ? null : await releaseKeptCopy(tx, data, { tenantId, itemId: row.itemId, recordId: row.item?.recordId ?? null, staffId: request.staffId, at })
          if (next) ready.push(next)
        }
        return { lapsed, ready }
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
