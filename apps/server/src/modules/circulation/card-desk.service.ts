import type { CardAction, CardChange } from '@portal/contracts'
import type { StaffContext } from '../../data/request-scope.ts'
import { changeCard } from './card-changes.ts'

// The staff desk's card actions (issue 15): freeze (blocks renewal and recommendation), unfreeze, mark lost and
// found. Each is audited with the staff member; a patron of another tenant is not found.

/** `POST /admin/circulation/patrons/:id/{freeze,unfreeze,lost,found}`. */
export async function changeCardAtDesk(ctx: Pick<StaffContext, 'data' | 'tenant' | 'staffId'>, input: { id: number; action: CardAction; note: string }): Promise<CardChange> {
  const tenant = await ctx.tenant()
  return changeCard(ctx.data, tenant.id, { patronId: input.id, transition: input.action, staffId: ctx.staffId, note: input.note })
}
