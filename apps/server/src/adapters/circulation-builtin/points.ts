import type { PointsPage, PointsQuery } from '@portal/contracts'
import type { Prisma, PrismaClient } from '@portal/db'
import { bindPatron, type PatronData } from '../../data/tenant-data.ts'
import type { CirculationPoints } from '../../ports/circulation.port.ts'

// The built-in provider's points: the patron's own PointsEntry rows, newest first, filtered by direction and by
// day; the current points are the balance after the latest entry, whatever the filter.

const DAY_MS = 86_400_000

/** `startDate` / `endDate` are whole days: from the start of the first to the end of the last. */
function dayRange(query: PointsQuery): Prisma.DateTimeFilter | undefined {
  const gte = query.startDate ? new Date(`${query.startDate}T00:00:00.000Z`) : undefined
  const lt = query.endDate ? new Date(Date.parse(`${query.endDate}T00:00:00.000Z`) + DAY_MS) : undefined
  return gte || lt ? { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) } : undefined
}

export async function listPoints(mine: PatronData, query: PointsQuery): Promise<PointsPage> {
  const createdAt = dayRange(query)
  const where: Prisma.PointsEntryWhereInput = {
    ...(query.direction === 'add' ? { change: { gt: 0 } } : query.direction === 'deduct' ? { change: { lt: 0 } } : {}),
    ...(createdAt ? { createdAt } : {}),
  }
  const [rows, total, latest] = await Promise.all([
    mine.pointsEntry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows }),
    mine.pointsEntry.count({ where }),
    mine.pointsEntry.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { balanceAfter: true } }),
  ])
  return {
    entries: rows.map((r) => ({
      id: r.id, name: r.name, detailName: r.detailName, change: r.change, type: r.type, platform: r.platform, balanceAfter: r.balanceAfter, createdAt: r.createdAt.toISOString(),
    })),
    total,
    currentPoints: latest?.balanceAfter ?? 0,
  }
}

export function createBuiltInPoints(prisma: PrismaClient): CirculationPoints {
  return { list: (patron, query) => listPoints(bindPatron(prisma, patron.tenantId, patron.patronId), query) }
}
