import type { Tenant } from '@portal/db'
import type { RequestContext } from '../kernel/request-context.ts'
import { requirePatron, requireStaff, type PatronRequirement } from '../kernel/guards.ts'
import { bindPatron, bindTenant, type PatronData, type TenantData } from './tenant-data.ts'

// What the doors hand a service once they have resolved who calls for which tenant: the tRPC tenantProcedure,
// patronProcedure and staffProcedure, and the REST table's `access` and `tenant` flags, build these, so a
// service never resolves the tenant or the patron itself and never sees the raw database client.

/** A call for a known tenant: `data` reaches that tenant's rows only. */
export type TenantContext = RequestContext & { data: TenantData }
/** A signed-in patron of the tenant: `mine` reaches their own rows only. */
export type PatronContext = TenantContext & { patronId: number; mine: PatronData }
/** A signed-in staff member of the tenant. */
export type StaffContext = TenantContext & { staffId: number }

export async function tenantScope(ctx: RequestContext): Promise<TenantContext> {
  const tenant = await ctx.tenant()
  return { ...ctx, data: bindTenant(ctx.db, tenant.id) }
}

/** For calls that also answer without a tenant (search answers an empty success, contract §2.6). */
export async function optionalTenantScope(ctx: RequestContext): Promise<TenantContext | null> {
  const tenant = await ctx.tenantOrNull()
  return tenant ? { ...ctx, data: bindTenant(ctx.db, tenant.id) } : null
}

export async function patronScope(ctx: RequestContext, requirement: PatronRequirement = {}): Promise<PatronContext> {
  const { patronId, tenant } = await requirePatron(ctx, requirement)
  return { ...ctx, data: bindTenant(ctx.db, tenant.id), patronId, mine: bindPatron(ctx.db, tenant.id, patronId) }
}

export async function staffScope(ctx: RequestContext, role: 'ADMIN' | 'LIBRARIAN' = 'LIBRARIAN'): Promise<StaffContext> {
  const { staffId, tenant } = await requireStaff(ctx, role)
  return { ...ctx, data: bindTenant(ctx.db, tenant.id), staffId }
}

/** The call as made for a tenant the request names otherwise (an address, a form field): `data` reaches its rows and `tenant()` answers it. */
export function scopedToTenant(ctx: RequestContext, tenant: Tenant): TenantContext {
  return { ...ctx, data: bindTenant(ctx.db, tenant.id), tenant: async () => tenant, tenantOrNull: async () => tenant }
}
