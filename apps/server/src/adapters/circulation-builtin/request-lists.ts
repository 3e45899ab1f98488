import type { RequestListQuery } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import { bindPatron, bindTenant } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationRequests } from '../../ports/circulation-requests.port.ts'
import { REQUEST_DETAIL_SELECT, REQUEST_SUMMARY_SELECT, toDetail, toSummary } from './request-views.ts'

// A patron's requests: their own (through the client bound to them), and the re-lending requests for copies they
// hold, reached through their own loans, so neither list can show another patron's rows.

const filterOf = (query: RequestListQuery) => ({ ...(query.status ? { status: query.status } : {}), ...(query.type ? { type: query.type } : {}) })
const pageOf = (query: RequestListQuery) => ({ skip: (query.page - 1) * query.rows, take: query.rows })
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

export function createRequestLists(prisma: PrismaClient): Pick<CirculationRequests, 'list' | 'othersRequests' | 'detail'> {
  return {
    async list(patron, query) {
      const mine = bindPatron(prisma, patron.tenantId, patron.patronId)
      const where = filterOf(query)
      const [rows, total] = await Promise.all([
        mine.circulationRequest.findMany({ where, select: REQUEST_SUMMARY_SELECT, orderBy: NEWEST_FIRST, ...pageOf(query) }),
        mine.circulationRequest.count({ where }),
      ])
      return { requests: rows.map((r) => toSummary(r, patron.locale)), total }
    },

    async othersRequests(patron, query) {
      const mine = bindPatron(prisma, patron.tenantId, patron.patronId)
      // Loans of the patron's, current or past, that someone asked to take over: a hand-over stays in the list.
      const heldLoans = await mine.loan.findMany({ where: { requests: { some: { type: 'RELENDING' } } }, select: { id: true } })
      const where = { type: 'RELENDING' as const, loanId: { in: heldLoans.map((l) => l.id) }, ...filterOf({ ...query, type: null }) }
      const data = bindTenant(prisma, patron.tenantId)
      const [rows, total] = await Promise.all([
        data.circulationRequest.findMany({ where, select: REQUEST_SUMMARY_SELECT, orderBy: NEWEST_FIRST, ...pageOf(query) }),
        data.circulationRequest.count({ where }),
      ])
      return { requests: rows.map((r) => toSummary(r, patron.locale)), total }
    },

    async detail(patron, requestId) {
      const mine = bindPatron(prisma, patron.tenantId, patron.patronId)
      const own = await mine.circulationRequest.findFirst({ where: { id: requestId }, select: REQUEST_DETAIL_SELECT })
      if (own) return toDetail(own, patron.locale)
      // A holder sees the re-lending request for their copy (also once handed over), without the requester's contact details.
      const held = await mine.loan.findFirst({ where: { requests: { some: { id: requestId, type: 'RELENDING' } } }, select: { id: true } })
      const row = held ? await bindTenant(prisma, patron.tenantId).circulationRequest.findFirst({ where: { id: requestId, loanId: held.id }, select: REQUEST_DETAIL_SELECT }) : null
      if (!row) throw new AppError('NOT_FOUND')
      return { ...toDetail(row, patron.locale), contactName: '', contactPhone: '', contactEmail: '', note: '', deliveryAddress: '', cancelReason: '', cancellable: false, takeCodeAvailable: false, receivable: false }
    },
  }
}
