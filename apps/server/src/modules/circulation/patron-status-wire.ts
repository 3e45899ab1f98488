import type { CardChange, CardStatus, LeaveSchoolCheck, LeaveSchoolDone, Locale } from '@portal/contracts'
import { blockerMessage } from './leave-school.service.ts'

// The LibStar wire of the card and leave-school calls (issue 15). The contract captured none of their shapes; these
// follow the flags LibStar uses elsewhere ("0"/"1" strings, emailCheckFlag / mobileCheckFlag as contact calls
// answer, startDate / endDate as getUserInfo does). docs/api.md describes them.

const flag = (on: boolean) => (on ? '1' : '0')
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

/** `/find/user/getCertificationStatus` data. */
export function cardStatusToWire(card: CardStatus) {
  return {
    cardStatus: card.status, lossFlag: flag(card.status === 'LOST'), frozenFlag: flag(card.status === 'FROZEN'), leaveFlag: flag(card.status === 'LEFT'),
    canLoss: flag(card.canReportLost), emailCheckFlag: flag(card.emailVerified), mobileCheckFlag: flag(card.mobileVerified),
    startDate: day(card.validFrom), endDate: day(card.validUntil),
  }
}

/** `/find/user/gsCard` and the staff card actions' REST data. */
export function cardChangeToWire(change: CardChange) {
  return { cardStatus: change.status, lossFlag: flag(change.status === 'LOST'), frozenFlag: flag(change.status === 'FROZEN'), changed: change.changed }
}

/** `/find/userLogOut/doUserLogOutOperationCheck` data: checkFlag "1" when nothing blocks, each reason with its text. */
export function leaveCheckToWire(check: LeaveSchoolCheck, ctx: { locale: Locale }) {
  return {
    checkFlag: flag(check.canLeave),
    reasonList: check.blockers.map((b) => ({
      reason: b.reason, num: b.count, duePay: (b.amountCents / 100).toFixed(2),
      message: blockerMessage(ctx.locale, b),
    })),
    user: check.form,
  }
}

/** `/find/userLogOut/userCancel` data. */
export function leaveDoneToWire(done: LeaveSchoolDone) {
  return { requestId: done.requestId, leaveDate: done.leftAt }
}
