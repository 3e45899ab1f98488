import type { RequestContext } from '../kernel/request-context.ts'

// The union-catalogue view of a record reads the other libraries of this installation: a query across
// tenants by nature (public facts only: which library, which record, how many copies), so it lives in the
// data layer and the door hands it to the service, which never reaches another tenant's rows itself.

/** The same edition elsewhere: records of the other active tenants that share one of these ISBNs. */
export type UnionCatalogue = {
  sameEdition(isbns: string[]): Promise<{
    id: number
    physicalCount: number
    onShelfCount: number
    tenant: { groupCode: string; name: string; englishName: string; complexName: string }
  }[]>
}

/** The union catalogue as seen from the request's tenant (its own records left out). */
export function unionCatalogue(ctx: Pick<RequestContext, 'db' | 'tenant'>): UnionCatalogue {
  return {
    async sameEdition(isbns) {
      const tenant = await ctx.tenant()
      return ctx.db.bibRecord.findMany({
        where: { tenantId: { not: tenant.id }, isbns: { hasSome: isbns }, suppressed: false, tenant: { active: true } },
        select: { id: true, physicalCount: true, onShelfCount: true, tenant: { select: { groupCode: true, name: true, englishName: true, complexName: true } } },
        take: 50,
      })
    },
  }
}
