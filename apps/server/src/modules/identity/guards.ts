import type { Tenant } from '@portal/db'
import type { RequestContext } from '../shared/request-context.ts'
import { AppError } from '../shared/app-error.ts'

function unauthenticated(ctx: RequestContext): AppError {
  return new AppError(ctx.authProblem === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED')
}

/** The signed-in patron of this request, who must belong to the request's tenant. */
export async function requirePatron(ctx: RequestContext): Promise<{ patronId: number; tenant: Tenant }> {
  if (ctx.actor.kind !== 'patron') throw unauthenticated(ctx)
  const tenant = await ctx.tenant()
  const patron = await ctx.db.patron.findFirst({ where: { id: ctx.actor.patronId, tenantId: tenant.id, deletedAt: null }, select: { id: true } })
  if (!patron) throw new AppError('FORBIDDEN')
  return { patronId: patron.id, tenant }
}

/** A signed-in staff member of the request's tenant; `ADMIN` routes need the admin role. */
export async function requireStaff(ctx: RequestContext, role: 'ADMIN' | 'LIBRARIAN' = 'LIBRARIAN'): Promise<{ staffId: number; tenant: Tenant }> {
  if (ctx.actor.kind !== 'staff') throw unauthenticated(ctx)
  const tenant = await ctx.tenant()
  const staff = await ctx.db.staffUser.findFirst({ where: { id: ctx.actor.staffId, tenantId: tenant.id, active: true }, select: { id: true, role: true } })
  if (!staff) throw new AppError('FORBIDDEN')
  if (role === 'ADMIN' && staff.role !== 'ADMIN') throw new AppError('FORBIDDEN')
  return { staffId: staff.id, tenant }
}

/**
 * The signed-in patron of the tenant, or null for a visitor: for public pages that show a patron their own
 * data (their pending comment, their rating). An expired or foreign token reads as a visitor, not a refusal.
 */
export async function currentPatronId(ctx: RequestContext, tenantId: number): Promise<number | null> {
  if (ctx.actor.kind !== 'patron') return null
  const patron = await ctx.db.patron.findFirst({ where: { id: ctx.actor.patronId, tenantId, deletedAt: null }, select: { id: true } })
  return patron?.id ?? null
}
