import type { AccountDeleted, AccountDeletionCheck, Locale } from '@portal/contracts'
import { blockerMessage } from '../circulation/index.ts'

// The LibStar wire of account deletion, in the shapes of leave-school's answers at the same paths
// (circulation/patron-status-wire.ts) with `cancelType` "deleteAccount" added, so a client reads both alike.

const flag = (on: boolean) => (on ? '1' : '0')

/** `doUserLogOutOperationCheck?cancelType=deleteAccount` data. */
export function deletionCheckToWire(check: AccountDeletionCheck, ctx: { locale: Locale }) {
  return {
    cancelType: 'deleteAccount',
    checkFlag: flag(check.canDelete),
    reasonList: check.blockers.map((b) => ({ reason: b.reason, num: b.count, duePay: (b.amountCents / 100).toFixed(2), message: blockerMessage(ctx.locale, b) })),
    exportParts: check.exportParts,
  }
}

/** `userCancel` with cancelType "deleteAccount" data. */
export function deletedToWire(done: AccountDeleted) {
  return { cancelType: 'deleteAccount', requestId: done.requestId, deleteDate: done.deletedAt }
}
