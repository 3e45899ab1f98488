import type { PrismaClient } from '@portal/db'
import { bindPatron, bindTenant } from '../../data/tenant-data.ts'
import type { CirculationPatron, CirculationProvider, CirculationProviders } from '../../ports/circulation.port.ts'
import { createBuiltInDesk } from './desk.ts'
import { createRequestDesk } from './request-desk.ts'
import { createRequestHandOver } from './request-handover.ts'
import { createRequestLists } from './request-lists.ts'
import { createRequestPlacing } from './request-placing.ts'
import { createBuiltInFines } from './fines.ts'
import { listLoans } from './loan-lists.ts'
import { loadRules, loanCap } from './loan-rules.ts'
import { createBuiltInPoints } from './points.ts'
import { renewLoans } from './renewal.ts'

// The built-in circulation (the default provider): loans, rules and requests in our own PostgreSQL, reached
// through clients bound to the patron's tenant and to the patron, so one patron's call cannot touch another's.

function scopeOf(prisma: PrismaClient, patron: CirculationPatron) {
  return { data: bindTenant(prisma, patron.tenantId), mine: bindPatron(prisma, patron.tenantId, patron.patronId), tenantId: patron.tenantId, patronId: patron.patronId }
}

export function createBuiltInCirculation(prisma: PrismaClient, now: () => Date = () => new Date()): CirculationProvider {
  return {
    name: 'built-in',
    capabilities: new Set(['loans', 'history', 'renew', 'desk', 'unionLoans', 'issueLoans', 'fines', 'points', 'requests']),
    desk: createBuiltInDesk(prisma, now),
    requests: { ...createRequestPlacing(prisma, now), ...createRequestLists(prisma), ...createRequestHandOver(prisma, now), ...createRequestDesk(prisma, now) },
    fines: createBuiltInFines(prisma, now),
    points: createBuiltInPoints(prisma),
    async currentLoans(patron, query, selection) {
      const scope = scopeOf(prisma, patron)
      const [page, me, active] = await Promise.all([
        listLoans(scope, query, true, now(), selection),
        scope.mine.patron.findFirst({ select: { maxLoans: true, userType: true } }),
        scope.mine.loan.count({ where: { status: 'ACTIVE' } }),
      ])
      const cap = loanCap(me?.maxLoans ?? Number.POSITIVE_INFINITY, await loadRules(scope.data, me?.userType ?? ''))
      return { ...page, loansLeft: Math.max(cap - active, 0) }
    },
    async loanHistory(patron, query, selection) {
      return { ...(await listLoans(scopeOf(prisma, patron), query, false, now(), selection)), loansLeft: null }
    },
    async renew(patron, loanIds) {
      return renewLoans(scopeOf(prisma, patron), loanIds, now())
    },
  }
}

/** Every tenant on the built-in circulation (an ILS connector per tenant comes with its configuration). */
export function builtInCirculationForAll(prisma: PrismaClient): CirculationProviders {
  const provider = createBuiltInCirculation(prisma)
  return { forTenant: async () => provider }
}
