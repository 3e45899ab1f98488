import type { RenewalOutcome, RenewalRefusal } from '@portal/contracts'
import type { PatronData, TenantData } from '../../data/tenant-data.ts'
import { loadRules, ruleFor, type ApplicableRule } from './loan-rules.ts'
import { requestedByOthers } from './loan-lists.ts'

// Renewal in the built-in circulation. Each loan is decided on its own and changed by one SQL statement that
// moves the loan's and its copy's due date together, writes the ledger's RENEW event, and does so only if the
// loan is still as it was read (active, with the renewal count seen): a second tab or a double click that decided
// at the same moment changes nothing and is told RENEWAL_ALREADY_DONE, and a server killed mid-batch leaves each
// loan renewed (with its event) or not, never half.

const DAY_MS = 86_400_000
/**
 * A renewal this soon after the last one is the same request again (a double click answered after the first
 * finished, a second tab): it is refused as RENEWAL_ALREADY_DONE instead of using up another renewal.
 */
export const REPEAT_WINDOW_MS = 10 * 60_000

type Scope = { data: TenantData; mine: PatronData; tenantId: number; patronId: number }

const LOAN_FOR_RENEWAL = {
  id: true, title: true, itemId: true, recordId: true, dueDate: true, renewCount: true, renewDate: true,
  item: { select: { libraryId: true, itemPolicyCode: true } },
} as const

function refused(loanId: number, title: string, reason: RenewalRefusal): RenewalOutcome {
  return { loanId, title, renewed: false, reason }
}

/** The card's state refuses every renewal before any loan is looked at. */
function cardRefusal(status: string): RenewalRefusal | null {
  if (status === 'FROZEN') return 'CARD_FROZEN'
  if (status === 'LOST') return 'CARD_LOST'
  return null
}

type LoanForRenewal = { dueDate: Date; renewCount: number; renewDate: Date | null }

/** Why the rules refuse to renew this loan now, or null: in the order a desk would tell the patron. */
function refusalFor(loan: LoanForRenewal, rule: ApplicableRule, requestedByOther: boolean, now: Date): RenewalRefusal | null {
  const at = now.getTime()
  if (loan.renewDate && at - loan.renewDate.getTime() < REPEAT_WINDOW_MS) return 'RENEWAL_ALREADY_DONE'
  if (loan.renewCount >= rule.maxRenewals) return 'RENEWAL_LIMIT_REACHED'
  if (loan.dueDate.getTime() < at) return 'RENEWAL_OVERDUE'
  if (rule.renewWindowDays > 0 && at < loan.dueDate.getTime() - rule.renewWindowDays * DAY_MS) return 'RENEWAL_TOO_EARLY'
  if (requestedByOther) return 'RENEWAL_REQUESTED'
  return null
}

export async function renewLoans(scope: Scope, loanIds: readonly number[], now: Date): Promise<RenewalOutcome[]> {
  const ids = [...new Set(loanIds)]
  const [patron, loans] = await Promise.all([
    scope.mine.patron.findFirst({ select: { status: true, userType: true } }),
    scope.mine.loan.findMany({ where: { id: { in: ids }, status: 'ACTIVE' }, select: LOAN_FOR_RENEWAL }),
  ])
  const byId = new Map(loans.map((l) => [l.id, l]))
  const card = cardRefusal(patron?.status ?? 'NORMAL')
  const [rules, requested] = await Promise.all([loadRules(scope.data, patron?.userType ?? ''), requestedByOthers(scope.data, scope.patronId, loans)])
  const outcomes: RenewalOutcome[] = []
  for (const id of ids) {
    const loan = byId.get(id)
    if (!loan) { outcomes.push(refused(id, '', 'LOAN_NOT_ACTIVE')); continue }
    if (card) { outcomes.push(refused(id, loan.title, card)); continue }
    const rule = ruleFor(rules, loan.item)
    const refusal = refusalFor(loan, rule, requested(loan), now)
    if (refusal) { outcomes.push(refused(id, loan.title, refusal)); continue }
    // Counted from the renewal, never shortening a loan that still had longer to run.
    const dueDate = new Date(Math.max(loan.dueDate.getTime(), now.getTime() + rule.renewPeriodDays * DAY_MS))
    const changed = await scope.data.$queryRaw<{ n: number }[]>`
      WITH renewed AS (
        UPDATE "Loan" SET "dueDate" = ${dueDate}, "renewDate" = ${now}, "renewCount" = "renewCount" + 1, "updatedAt" = ${now}
        WHERE id = ${id} AND "tenantId" = ${scope.tenantId} AND "patronId" = ${scope.patronId} AND status = 'ACTIVE' AND "renewCount" = ${loan.renewCount}
        RETURNING id, "itemId", "patronId"
      ), copy AS (
        UPDATE "Item" SET "dueDate" = ${dueDate}, "updatedAt" = ${now} FROM renewed
        WHERE "Item".id = renewed."itemId" AND "Item"."tenantId" = ${scope.tenantId}
        RETURNING 1
      ), ledger AS (
        INSERT INTO "LoanEvent" ("tenantId", "loanId", "patronId", kind, "dueDate", "createdAt")
        SELECT ${scope.tenantId}, renewed.id, renewed."patronId", 'RENEW'::"LoanEventKind", ${dueDate}, ${now} FROM renewed
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM renewed`
    outcomes.push(changed[0]?.n === 1 ? { loanId: id, title: loan.title, renewed: true, dueDate: dueDate.toISOString() } : refused(id, loan.title, 'RENEWAL_ALREADY_DONE'))
  }
  return outcomes
}
