import type { PrismaClient, Tenant } from '@portal/db'
import type { RequestContext } from '../kernel/request-context.ts'
import { scopedToTenant, type TenantContext } from './request-scope.ts'

// Addresses that name their tenant: a download link, a cover <img> or a file carries no group code header, so
// the path or query says whose record it is. Finding that tenant reads the Tenant table across tenants (it
// runs before the tenant is known), which is why it lives in the data layer and not in a module.

/** The active tenant a group code names, or null. */
export async function activeTenantByGroupCode(db: PrismaClient, groupCode: string): Promise<Tenant | null> {
  return db.tenant.findFirst({ where: { groupCode, active: true } })
}

/**
 * A call for the tenant an address names rather than the one the request resolves to: `data` reaches that
 * tenant's rows and `tenant()` answers it. Null when the group code names no active tenant.
 */
export async function namedTenantScope(ctx: RequestContext, groupCode: string): Promise<TenantContext | null> {
  const tenant = await activeTenantByGroupCode(ctx.db, groupCode)
  if (!tenant) return null
  return scopedToTenant(ctx, tenant)
}
