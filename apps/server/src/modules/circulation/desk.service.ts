import { AppError } from '../../kernel/app-error.ts'
import type { StaffContext } from '../../data/request-scope.ts'
import type { CheckedIn, CheckedOut, CirculationDesk } from '../../ports/circulation.port.ts'
import { noticeRequestReady } from './request-notice.ts'

// The circulation desk for staff (issue 8): lending and taking back copies by barcode through the tenant's
// circulation provider (the built-in one keeps loans in our database; an ILS connector would pass them on).

type DeskCall = Pick<StaffContext, 'ports' | 'tenant' | 'staffId'>
type CheckInCall = DeskCall & Pick<StaffContext, 'data' | 'log'>

async function deskOf(ctx: DeskCall): Promise<{ desk: CirculationDesk; tenantId: number }> {
  const tenant = await ctx.tenant()
  const provider = await ctx.ports.circulation.forTenant(tenant.id)
  if (!provider.capabilities.has('desk') || !provider.desk) throw new AppError('CIRCULATION_UNSUPPORTED')
  return { desk: provider.desk, tenantId: tenant.id }
}

/** `POST /admin/circulation/checkout`: lends the copy with this barcode to the patron with this account. */
export async function checkOut(ctx: DeskCall, input: { patron: string; barcode: string; deskName: string }): Promise<CheckedOut> {
  const { desk, tenantId } = await deskOf(ctx)
  return desk.checkOut(tenantId, { staffId: ctx.staffId, ...input })
}

/** `POST /admin/circulation/checkin`: takes the copy with this barcode back, recording an overdue fine by the rule. */
export async function checkIn(ctx: CheckInCall, input: { barcode: string; deskName: string }): Promise<CheckedIn & { noticeSent: boolean }> {
  const { desk, tenantId } = await deskOf(ctx)
  const checkedIn = await desk.checkIn(tenantId, { staffId: ctx.staffId, ...input })
  // The copy is kept for a patron who waited for it: they are told it waits at their pickup desk.
  const noticeSent = checkedIn.heldFor ? await noticeRequestReady(ctx, checkedIn.heldFor) : false
  return { ...checkedIn, noticeSent }
}
