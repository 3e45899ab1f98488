import type { BehaviourPage, BehaviourQuery, BehaviourRecordView, PayFine, PointsNotice, PointsPage, PointsQuery, WaiveFine } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { AppError } from '../../kernel/app-error.ts'
import type { PatronContext, StaffContext } from '../../data/request-scope.ts'
import type { CirculationFines, CirculationPatron, CirculationPoints } from '../../ports/circulation.port.ts'

// A patron's behaviour records (violations and their charges) and points (issue 15), and the desk's waivers and
// payments of charges, through the tenant's circulation provider: a library whose system keeps no fines or points
// answers CIRCULATION_UNSUPPORTED rather than an empty list that would read "you owe nothing".

type PatronCall = Pick<PatronContext, 'ports' | 'mine' | 'patronId' | 'tenant'>
type StaffCall = Pick<StaffContext, 'ports' | 'tenant' | 'staffId'>

/** TenantParameter holding the library's points notice (its rules for earning and losing points). */
export const POINTS_NOTICE_PARAMETER = 'scoreNotice'

async function patronOf(ctx: PatronCall): Promise<CirculationPatron> {
  const [tenant, me] = await Promise.all([ctx.tenant(), ctx.mine.patron.findFirst({ select: { username: true } })])
  return { tenantId: tenant.id, patronId: ctx.patronId, barcode: me?.username ?? '' }
}

async function finesOf(ctx: Pick<StaffContext, 'ports' | 'tenant'>): Promise<{ fines: CirculationFines; tenantId: number }> {
  const tenant = await ctx.tenant()
  const provider = await ctx.ports.circulation.forTenant(tenant.id)
  if (!provider.capabilities.has('fines') || !provider.fines) throw new AppError('CIRCULATION_UNSUPPORTED')
  return { fines: provider.fines, tenantId: tenant.id }
}

async function pointsOf(ctx: Pick<StaffContext, 'ports' | 'tenant'>): Promise<CirculationPoints> {
  const tenant = await ctx.tenant()
  const provider = await ctx.ports.circulation.forTenant(tenant.id)
  if (!provider.capabilities.has('points') || !provider.points) throw new AppError('CIRCULATION_UNSUPPORTED')
  return provider.points
}

/** `POST /find/behaviourManager/getBehaviourList`: the patron's behaviour records of one tab, and what they owe in all. */
export async function behaviourList(ctx: PatronCall, query: BehaviourQuery): Promise<BehaviourPage> {
  const [{ fines }, patron] = await Promise.all([finesOf(ctx), patronOf(ctx)])
  return fines.list(patron, query)
}

/** `POST /find/patronScoreDetail/getPatronScoreList`: the patron's points now and their changes, newest first. */
export async function pointsList(ctx: PatronCall, query: PointsQuery): Promise<PointsPage> {
  const [points, patron] = await Promise.all([pointsOf(ctx), patronOf(ctx)])
  return points.list(patron, query)
}

/** `/find/patronScoreDetail/getScoreNotice`: the library's own points notice, or a general one in the caller's language. */
export async function pointsNotice(ctx: Pick<PatronContext, 'data' | 'locale'>): Promise<PointsNotice> {
  const parameter = await ctx.data.tenantParameter.findFirst({ where: { paraCode: POINTS_NOTICE_PARAMETER } })
  return { text: parameter?.paraValue.trim() || translate(ctx.locale, 'behaviour', 'pointsNoticeDefault') }
}

/** `POST /admin/circulation/fines/waive`: staff waive a charge, all that is owed or part of it. */
export async function waiveFine(ctx: StaffCall, input: WaiveFine): Promise<BehaviourRecordView> {
  const { fines, tenantId } = await finesOf(ctx)
  return fines.settle(tenantId, { kind: 'waive', staffId: ctx.staffId, recordId: input.recordId, amountCents: input.amountCents })
}

/** `POST /admin/circulation/fines/pay`: staff record a payment at the desk, at most what is owed. */
export async function payFine(ctx: StaffCall, input: PayFine): Promise<BehaviourRecordView> {
  const { fines, tenantId } = await finesOf(ctx)
  return fines.settle(tenantId, { kind: 'pay', staffId: ctx.staffId, recordId: input.recordId, amountCents: input.amountCents })
}
