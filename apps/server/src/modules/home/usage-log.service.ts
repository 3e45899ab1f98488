import type { UsageEventKind } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { currentPatronId } from '../../kernel/guards.ts'

export type UsageInput = { targetType: string; targetId: string; detail?: Record<string, string> }

/**
 * The logging calls of spec §7 (`eleLog/*`, `newEle/log/*`, `index/indexNavigationClickLog`): one usage
 * event each, anonymous or the patron's. Only a patron of this tenant is named: a patron of another library
 * browsing this portal counts as anonymous, so no tenant's log holds another's patron ids. A click on a
 * database also counts a visit to it, which the hot-collection list sorts by; both are written together or
 * not at all.
 */
export async function logUsage(ctx: Pick<TenantContext, 'actor' | 'client' | 'data' | 'tenant'>, kind: UsageEventKind, input: UsageInput) {
  const [tenant, patronId] = await Promise.all([ctx.tenant(), currentPatronId(ctx)])
  const databaseId = kind === 'DATABASE_CLICK' && /^\d{1,9}$/.test(input.targetId) ? Number(input.targetId) : null
  await ctx.data.$transaction(async (tx) => {
    await tx.usageEvent.create({
      data: {
        tenantId: tenant.id,
        kind,
        targetType: input.targetType,
        targetId: input.targetId,
        patronId,
        ipAddress: ctx.client.ip.slice(0, 64),
        userAgent: ctx.client.userAgent.slice(0, 300),
        detail: input.detail && Object.keys(input.detail).length ? input.detail : undefined,
      },
    })
    if (databaseId !== null) await tx.database.updateMany({ where: { id: databaseId }, data: { visitCount: { increment: 1 } } })
  })
  return { recorded: true }
}
