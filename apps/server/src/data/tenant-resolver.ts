import type { PrismaClient, Tenant } from '@portal/db'
import type { RequestContext, TenantHints } from '../kernel/request-context.ts'
import { AppError } from '../kernel/app-error.ts'

// Finding a request's tenant reads the Tenant table across tenants, before any is known: it lives in the data
// layer, beside the tenant-bound clients it precedes, not in a module.

/**
 * LibStar clients send `groupCode` as "", "undefined" or "null" when they do not know it
 * (contract §2.2); those mean "absent".
 */
export function normaliseGroupCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (!value || value === 'undefined' || value === 'null') return null
  return value
}

/** The mapping path is the page path without slashes (spec §1); "" is the host default tenant. */
export function normaliseMappingPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim().replaceAll('/', '')
  if (value === 'undefined' || value === 'null') return null
  return value
}

export type TenantResolution = { tenant: Tenant | null; unknownHint: string | null }

/**
 * Resolves the tenant of a request in the order of architecture.md §4:
 * header groupCode → JWT claim → server-side session → mapping path → host → the default tenant.
 *
 * An explicit groupCode header or non-empty mapping path that names no tenant is reported as
 * `unknownHint` instead of silently falling back: showing another library's data because of a typo
 * in a group code would be worse than an error.
 */
export async function resolveTenant(db: PrismaClient, hints: TenantHints): Promise<TenantResolution> {
  const active = { active: true }
  if (hints.groupCode) {
    const tenant = await db.tenant.findFirst({ where: { groupCode: hints.groupCode, ...active } })
    return tenant ? { tenant, unknownHint: null } : { tenant: null, unknownHint: hints.groupCode }
  }
  if (hints.tokenGroupCode) {
    const tenant = await db.tenant.findFirst({ where: { groupCode: hints.tokenGroupCode, ...active } })
    if (tenant) return { tenant, unknownHint: null }
  }
  if (hints.sessionTenantId) {
    const tenant = await db.tenant.findFirst({ where: { id: hints.sessionTenantId, ...active } })
    if (tenant) return { tenant, unknownHint: null }
  }
  if (hints.mappingPath) {
    const tenant = await db.tenant.findFirst({ where: { mappingPath: hints.mappingPath, ...active } })
    return tenant ? { tenant, unknownHint: null } : { tenant: null, unknownHint: hints.mappingPath }
  }
  if (hints.host) {
    const host = hints.host.toLowerCase().replace(/:\d+$/, '')
    const tenant = await db.tenant.findFirst({ where: { hosts: { has: host }, ...active } })
    if (tenant) return { tenant, unknownHint: null }
  }
  const fallback = await db.tenant.findFirst({ where: { mappingPath: '', ...active } })
  return { tenant: fallback, unknownHint: null }
}

/** Memoises the resolution for one request, so the tenant is looked up at most once. */
export function tenantAccessor(db: PrismaClient, hints: TenantHints) {
  let pending: Promise<TenantResolution> | null = null
  const resolution = () => (pending ??= resolveTenant(db, hints))
  return {
    tenantOrNull: async () => (await resolution()).tenant,
    tenant: async () => {
      const { tenant, unknownHint } = await resolution()
      if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: unknownHint ?? '' } })
      return tenant
    },
  }
}

/**
 * The tenant `getGroupCode` answers: the active one a mapping path names, looked up across tenants (a page asks
 * before it knows its tenant); an empty mapping path means the tenant of this request (contract §2.3).
 */
export async function tenantOfMappingPath(ctx: Pick<RequestContext, 'db' | 'tenant'>, raw: unknown): Promise<Tenant> {
  const mappingPath = normaliseMappingPath(raw)
  if (!mappingPath) return ctx.tenant()
  const tenant = await ctx.db.tenant.findFirst({ where: { mappingPath, active: true } })
  if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: mappingPath } })
  return tenant
}
