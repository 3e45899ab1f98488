import type { Tenant } from '@portal/db'
import type { RequestContext } from '../kernel/request-context.ts'
import { AppError } from '../kernel/app-error.ts'
import { scopedToTenant, tenantScope, type TenantContext } from './request-scope.ts'
import { normaliseMappingPath, tenantOfMappingPath } from './tenant-resolver.ts'

// Single sign-on and the binding forms name their tenant themselves: the /find/sso/login/{tenant}/… address, or
// the `mappingPath` a binding form sends (spec §3), which may differ from the request's hints. Finding that tenant
// reads the Tenant table across tenants before any tenant-bound service runs, so it lives in the data layer; the
// doors hand the services a call scoped to it.

/** The tenant a /find/sso/login/{tenant}/… address names: its mapping path or its group code (both seen in the wild). */
export async function tenantOfSegment(ctx: Pick<RequestContext, 'db'>, segment: string): Promise<Tenant> {
  const value = segment.trim()
  const tenant = value ? await ctx.db.tenant.findFirst({ where: { active: true, OR: [{ mappingPath: value }, { groupCode: value }] } }) : null
  if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: value } })
  return tenant
}

/**
 * The binding forms send `mappingPath` in the body (spec §3); it names the tenant when given, else the request's
 * hints do (UNKNOWN_TENANT when neither names one). The call comes back scoped to that tenant.
 */
export async function formTenantScope(ctx: RequestContext, mappingPath: string | undefined): Promise<TenantContext> {
  const path = normaliseMappingPath(mappingPath)
  if (!path) return tenantScope(ctx)
  return scopedToTenant(ctx, await tenantOfMappingPath(ctx, path))
}
