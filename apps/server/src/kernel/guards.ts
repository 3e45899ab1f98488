import { storedFindConfigValue } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import type { RequestContext } from './request-context.ts'
import type { TenantData } from '../data/tenant-data.ts'
import { AppError } from './app-error.ts'

/** The parts of a tenant-bound call the guards below read (a TenantContext has them all). */
type BoundCall = Pick<RequestContext, 'actor' | 'authProblem' | 'tenant'> & { data: TenantData }

function unauthenticated(ctx: Pick<RequestContext, 'authProblem'>): AppError {
  return new AppError(ctx.authProblem === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED')
}

/** The tenant requires a verified e-mail or phone (findConfig bindMailOrPhone '1') and the patron has neither. */
export function mustBindContact(tenant: Pick<Tenant, 'config'>, patron: { emailVerified: boolean; mobileVerified: boolean }): boolean {
  if (patron.emailVerified || patron.mobileVerified) return false
  return storedFindConfigValue(tenant.config, 'bindMailOrPhone') === '1'
}

export type PatronRequirement = {
  /**
   * Admit a patron who must still bind a contact (mustBindContact). Only contact binding, signing out and
   * "who am I" pass it; every other personal call answers CONTACT_BINDING_REQUIRED until a contact is verified.
   */
  allowUnboundContact?: boolean
}

/**
 * The signed-in patron of this request, who must belong to the request's tenant and, unless the call allows
 * otherwise, have bound a contact where the tenant requires one. Same single query either way.
 */
export async function requirePatron(ctx: RequestContext, requirement: PatronRequirement = {}): Promise<{ patronId: number; tenant: Tenant }> {
  return admitPatron(ctx, requirement, (id, tenantId) => ctx.db.patron.findFirst({ where: { id, tenantId, deletedAt: null }, select: PATRON_CHECK }))
}

/**
 * requirePatron for a call whose door admits visitors but some of whose rows are for signed-in patrons of the
 * tenant only (a file under a campus licence): the same checks and errors, the patron read through the
 * tenant-bound data.
 */
export async function requireSignedInPatron(ctx: BoundCall, requirement: PatronRequirement = {}): Promise<{ patronId: number; tenant: Tenant }> {
  return admitPatron(ctx, requirement, (id) => ctx.data.patron.findFirst({ where: { id, deletedAt: null }, select: PATRON_CHECK }))
}

const PATRON_CHECK = { id: true, emailVerified: true, mobileVerified: true } as const
type PatronCheck = { id: number; emailVerified: boolean; mobileVerified: boolean }

async function admitPatron(
  ctx: Pick<RequestContext, 'actor' | 'authProblem' | 'tenant'>,
  requirement: PatronRequirement,
  find: (patronId: number, tenantId: number) => Promise<PatronCheck | null>,
): Promise<{ patronId: number; tenant: Tenant }> {
  if (ctx.actor.kind !== 'patron') throw unauthenticated(ctx)
  const tenant = await ctx.tenant()
  const patron = await find(ctx.actor.patronId, tenant.id)
  if (!patron) throw new AppError('FORBIDDEN')
  if (!requirement.allowUnboundContact && mustBindContact(tenant, patron)) throw new AppError('CONTACT_BINDING_REQUIRED')
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
export async function currentPatronId(ctx: Pick<BoundCall, 'actor' | 'data'>): Promise<number | null>
/** The same for a call not yet converted to the tenant-bound data (the tenant named by id). */
export async function currentPatronId(ctx: RequestContext, tenantId: number): Promise<number | null>
export async function currentPatronId(ctx: Pick<BoundCall, 'actor' | 'data'> | RequestContext, tenantId?: number): Promise<number | null> {
  if (ctx.actor.kind !== 'patron') return null
  const where = { id: ctx.actor.patronId, deletedAt: null }
  const patron = 'data' in ctx
    ? await ctx.data.patron.findFirst({ where, select: { id: true } })
    : await ctx.db.patron.findFirst({ where: { ...where, tenantId }, select: { id: true } })
  return patron?.id ?? null
}
