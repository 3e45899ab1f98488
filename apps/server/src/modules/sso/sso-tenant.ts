import type { Tenant } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { normaliseMappingPath } from '../tenancy/tenant-resolver.ts'

/** The tenant a /find/sso/login/{tenant}/… address names: its mapping path or its group code (both seen in the wild). */
export async function tenantOfSegment(ctx: RequestContext, segment: string): Promise<Tenant> {
  const value = segment.trim()
  const tenant = value ? await ctx.db.tenant.findFirst({ where: { active: true, OR: [{ mappingPath: value }, { groupCode: value }] } }) : null
  if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: value } })
  return tenant
}

/** The binding forms send `mappingPath` in the body (spec §3); it names the tenant when given, else the request's hints do. */
export async function tenantOfForm(ctx: RequestContext, mappingPath: string | undefined): Promise<Tenant> {
  const path = normaliseMappingPath(mappingPath)
  if (!path) return ctx.tenant()
  const tenant = await ctx.db.tenant.findFirst({ where: { active: true, mappingPath: path } })
  if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: path } })
  return tenant
}
