import type { AuditAction, PatronStatus } from '@portal/db'
import type { CardChange } from '@portal/contracts'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'

// How a card's state changes (issue 15), for the patron reporting their card lost and for the staff desk alike.
// One transaction locks the patron's row, decides, changes the status and writes the audit entry, so two desks
// (or a double click) acting at once change the card once and record it once.
//
// Setting a state the card already has changes nothing and says so (changed: false); clearing a state the card
// does not have is refused, so the desk learns that the card was not what it thought. A lost card is not frozen
// (found first) and a frozen card is not reported lost (unfrozen first): one status holds one state, and the desk
// undoing one must not silently undo the other. Closed accounts (left school, expired) do not change.

export type CardTransition = 'freeze' | 'unfreeze' | 'lost' | 'found' | 'reportLost'

const ACTIONS: Record<CardTransition, AuditAction> = {
  freeze: 'CARD_FREEZE', unfreeze: 'CARD_UNFREEZE', lost: 'CARD_MARK_LOST', found: 'CARD_MARK_FOUND', reportLost: 'CARD_REPORT_LOST',
}

/** The status a transition leads to from `status`, `null` when the card is so already; refusals throw. */
export function nextStatus(status: PatronStatus, transition: CardTransition): PatronStatus | null {
  if (status === 'LEFT' || status === 'EXPIRED') throw new AppError('CARD_CLOSED')
  switch (transition) {
    case 'freeze':
      if (status === 'LOST') throw new AppError('CARD_IS_LOST')
      return status === 'FROZEN' ? null : 'FROZEN'
    case 'unfreeze':
      if (status !== 'FROZEN') throw new AppError('CARD_NOT_FROZEN')
      return 'NORMAL'
    case 'lost':
    case 'reportLost':
      if (status === 'FROZEN') throw new AppError('CARD_IS_FROZEN')
      return status === 'LOST' ? null : 'LOST'
    case 'found':
      if (status !== 'LOST') throw new AppError('CARD_NOT_LOST')
      return 'NORMAL'
  }
}

/** Applies a transition to one patron of the tenant (NOT_FOUND for nobody's id or another tenant's), audited. */
export async function changeCard(
  data: TenantData,
  tenantId: number,
  request: { patronId: number; transition: CardTransition; staffId: number | null; note?: string },
): Promise<CardChange> {
  return data.$transaction(async (tx) => {
    const patron = await tx.patron.findFirst({ where: { id: request.patronId, deletedAt: null }, select: { id: true } })
    if (!patron) throw new AppError('NOT_FOUND')
    // Read the status under the row lock: a second desk waits here and decides on what the first one left.
    const [locked] = await tx.$queryRaw<{ status: PatronStatus }[]>`SELECT status FROM "Patron" WHERE id = ${patron.id} AND "tenantId" = ${tenantId} FOR UPDATE`
    const previous = locked?.status ?? 'NORMAL'
    const status = nextStatus(previous, request.transition)
    if (status === null) return { patronId: patron.id, previous, status: previous, changed: false }
    await tx.patron.updateMany({ where: { id: patron.id }, data: { status } })
    await tx.auditEntry.create({
      data: {
        tenantId, action: ACTIONS[request.transition], staffId: request.staffId, patronId: patron.id, subject: `Patron:${patron.id}`,
        before: { status: previous }, after: { status }, note: request.note ?? '',
      },
    })
    return { patronId: patron.id, previous, status, changed: true }
  })
}
