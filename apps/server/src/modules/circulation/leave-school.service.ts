import type { LeaveSchoolBlocker, LeaveSchoolCheck, LeaveSchoolDone } from '@portal/contracts'
import type { PatronStatus } from '@portal/db'
import { translate } from '@portal/i18n'
import type { PatronContext } from '../../data/request-scope.ts'
import type { PatronData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'

// Self-service leave-school (user-menu key 14; spec §6 "Abnormal-behaviour readers must visit a staff desk to
// leave school"). The check lists what keeps the patron from leaving by themself: current loans, unpaid fines
// (behaviour records neither treated nor cancelled with money still owed), requests still open, a frozen or lost
// card. Leaving with none of them records an AccountDeletionRequest of kind LEAVE_SCHOOL, approved at once, and
// closes the account (Patron.status LEFT: sign-in answers ACCOUNT_DISABLED from then on; the session in hand
// stays until it is signed out). With any of them, nothing is written and the answer sends the patron to a desk.

type LeaveCall = Pick<PatronContext, 'mine' | 'patronId' | 'tenant' | 'locale'>

const FORM = { name: true, primaryId: true, username: true, department: true, major: true, className: true, grade: true } as const

/** What keeps the patron from leaving by themself; account deletion (modules/account-deletion) reuses these reasons. */
export async function blockersOf(mine: PatronData, status: PatronStatus): Promise<LeaveSchoolCheck['blockers']> {
  const [loans, records, requests] = await Promise.all([
    mine.loan.count({ where: { status: 'ACTIVE' } }),
    mine.behaviourRecord.findMany({
      where: { processFlag: { notIn: ['TREATED', 'CANCELLED'] }, amountDueCents: { gt: 0 } },
      select: { amountDueCents: true, amountPaidCents: true, waivedCents: true },
    }),
    mine.circulationRequest.count({ where: { status: { in: ['START', 'ACCEPT'] } } }),
  ])
  const owed = records.map((r) => r.amountDueCents - r.amountPaidCents - r.waivedCents).filter((cents) => cents > 0)
  const found: [LeaveSchoolBlocker, number, number][] = [
    ['CURRENT_LOANS', loans, 0],
    ['UNPAID_FINES', owed.length, owed.reduce((a, b) => a + b, 0)],
    ['WAITING_REQUESTS', requests, 0],
    ['CARD_FROZEN', status === 'FROZEN' ? 1 : 0, 0],
    ['CARD_LOST', status === 'LOST' ? 1 : 0, 0],
  ]
  return found.filter(([, count]) => count > 0).map(([reason, count, amountCents]) => ({ reason, count, amountCents }))
}

/** `/find/userLogOut/doUserLogOutOperationCheck`: what blocks leaving, and the form the patron confirms. */
export async function leaveSchoolCheck(ctx: Pick<LeaveCall, 'mine'>): Promise<LeaveSchoolCheck> {
  const me = await ctx.mine.patron.findFirstOrThrow({ select: { ...FORM, status: true } })
  const { status, ...form } = me
  if (status === 'LEFT') throw new AppError('LEAVE_SCHOOL_DONE')
  const blockers = await blockersOf(ctx.mine, status)
  return { canLeave: blockers.length === 0, blockers, form }
}

/** One reason in the caller's language ("Items still on loan: 2"). */
export function blockerMessage(locale: PatronContext['locale'], blocker: LeaveSchoolCheck['blockers'][number]): string {
  return translate(locale, 'patronStatus', `blocker_${blocker.reason}` as const, { count: blocker.count, amount: (blocker.amountCents / 100).toFixed(2) })
}

/** The reasons in the caller's language, for the desk answer's message. */
function blockerText(locale: PatronContext['locale'], blockers: LeaveSchoolCheck['blockers']): string {
  return blockers.map((b) => blockerMessage(locale, b)).join(locale === 'en-US' ? '; ' : '；')
}

/** `/find/userLogOut/userCancel`: leaves school when nothing blocks it; otherwise LEAVE_SCHOOL_BLOCKED with the reasons. */
export async function leaveSchool(ctx: LeaveCall): Promise<LeaveSchoolDone> {
  const tenant = await ctx.tenant()
  return ctx.mine.$transaction(async (tx) => {
    // The desk locks the same row to lend: no loan can start between this check and the account closing.
    const [locked] = await tx.$queryRaw<{ status: PatronStatus }[]>`SELECT status FROM "Patron" WHERE id = ${ctx.patronId} AND "tenantId" = ${tenant.id} FOR UPDATE`
    const status = locked?.status ?? 'NORMAL'
    if (status === 'LEFT') throw new AppError('LEAVE_SCHOOL_DONE')
    const mine = tx as unknown as PatronData
    const blockers = await blockersOf(mine, status)
    if (blockers.length) throw new AppError('LEAVE_SCHOOL_BLOCKED', { params: { reasons: blockerText(ctx.locale, blockers) } })
    const form = await tx.patron.findFirstOrThrow({ select: FORM })
    const at = new Date()
    const request = await tx.accountDeletionRequest.create({
      data: { tenantId: tenant.id, patronId: ctx.patronId, kind: 'LEAVE_SCHOOL', status: 'APPROVED', ...form, processedAt: at },
    })
    await tx.patron.updateMany({ where: { id: ctx.patronId }, data: { status: 'LEFT' } })
    return { requestId: request.id, leftAt: at.toISOString() }
  })
}
