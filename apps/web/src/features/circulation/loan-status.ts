import type { Loan } from '@portal/contracts'

const DAY_MS = 86_400_000
/** A current loan due within this many days is flagged so the reader renews or returns it in time. */
export const DUE_SOON_DAYS = 3

export type LoanNote = { kind: 'overdue' | 'dueSoon'; days: number } | null

/** What a current loan's due date tells the reader now: overdue by n days, due within n days, or nothing. */
export function dueNote(loan: Pick<Loan, 'dueDate' | 'overdueDays' | 'returnDate'>, now: Date): LoanNote {
  if (loan.returnDate) return null
  if (loan.overdueDays > 0) return { kind: 'overdue', days: loan.overdueDays }
  const left = Math.ceil((new Date(loan.dueDate).getTime() - now.getTime()) / DAY_MS)
  return left <= DUE_SOON_DAYS ? { kind: 'dueSoon', days: Math.max(left, 0) } : null
}

/** The calendar day of an instant the server sent (its days are UTC days, as format-day reads them). */
export const dayOf = (iso: string) => iso.slice(0, 10)
