import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { currentPatronId } from '../../kernel/guards.ts'

/**
 * `POST /find/behaviorRecord/add`: a browsing footprint (record viewed, search made). Anonymous visits are
 * counted too (for statistics); only a signed-in patron of this tenant gets a personal history (a patron of
 * another library browsing here is anonymous).
 */
export async function addBehaviourRecord(
  ctx: Pick<TenantContext, 'data' | 'actor' | 'client' | 'tenant'>,
  input: { recordId?: number; searchValue?: string },
) {
  const tenant = await ctx.tenant()
  if (!input.recordId && !input.searchValue) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'recordId', message: 'recordId or searchValue' }] })
  if (input.recordId && !(await ctx.data.bibRecord.findFirst({ where: { id: input.recordId }, select: { id: true } })))
    throw new AppError('NOT_FOUND', { field: 'recordId' })
  const patronId = await currentPatronId(ctx)
  await ctx.data.usageEvent.create({
    data: {
      tenantId: tenant.id,
      kind: input.recordId ? 'RECORD_VIEW' : 'SEARCH',
      targetType: input.recordId ? 'record' : 'search',
      targetId: input.recordId ? String(input.recordId) : '',
      patronId,
      ipAddress: ctx.client.ip.slice(0, 64),
      userAgent: ctx.client.userAgent.slice(0, 300),
      detail: input.searchValue ? { searchValue: input.searchValue } : undefined,
    },
  })
  return { recorded: true }
}

/** `GET /find/behaviorRecord/list`: the signed-in patron's own recent views and searches, newest first. */
export async function listBehaviourRecords(ctx: Pick<PatronContext, 'data' | 'mine'>, input: { page: number; rows: number }) {
  const where = { kind: { in: ['RECORD_VIEW' as const, 'SEARCH' as const] } }
  const [numFound, events] = await Promise.all([
    ctx.mine.usageEvent.count({ where }),
    ctx.mine.usageEvent.findMany({ where, orderBy: { createdAt: 'desc' }, skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  const ids = events.filter((e) => e.kind === 'RECORD_VIEW').map((e) => Number(e.targetId))
  const records = await ctx.data.bibRecord.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, responsibility: true } })
  const byId = new Map(records.map((r) => [r.id, r]))
  return {
    numFound,
    list: events.map((e) => ({
      type: e.kind === 'RECORD_VIEW' ? 'record' : 'search',
      recordId: e.kind === 'RECORD_VIEW' ? Number(e.targetId) : null,
      title: byId.get(Number(e.targetId))?.title ?? null,
      author: byId.get(Number(e.targetId))?.responsibility ?? null,
      searchValue: (e.detail as { searchValue?: string } | null)?.searchValue ?? null,
      createTime: e.createdAt.toISOString(),
    })),
  }
}
