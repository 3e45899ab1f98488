import type { LoanRuleCreate, LoanRuleUpdate, ManagedLoanRule } from '@portal/contracts'
import type { LoanRule } from '@portal/db'
import type { StaffContext } from '../../data/request-scope.ts'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'

// Staff manage the library's loan rules (issue 15). A rule is for a patron type, optionally narrowed to one library
// and one item policy; the built-in circulation picks the most specific active rule (loan-rules.ts), so two active
// rules for the same three would leave the choice to their ids: such a duplicate is refused. Changes are written
// one at a time per tenant (an advisory lock), so two desks cannot both create the same rule, and each is audited.

type RulesCall = Pick<StaffContext, 'data' | 'tenant' | 'staffId'>

const DEFAULTS = {
  patronType: '', libraryId: null, itemPolicyCode: '', applicableLocation: '', maxRenewals: 1, renewWindowDays: 0, finePerDayCents: 0,
  maxPenaltyCents: 0, keepBookNum: 0, holdShelfDays: 7, active: true,
} as const

/** Key of the advisory lock that serialises rule changes (with the tenant id as the second half). */
const RULES_LOCK = 150_015

function toManaged(rule: LoanRule): ManagedLoanRule {
  const { tenantId: _tenant, createdAt: _created, updatedAt, ...fields } = rule
  return { ...fields, updatedAt: updatedAt.toISOString() }
}

type RuleKey = { patronType: string; libraryId: number | null; itemPolicyCode: string; active: boolean }

async function assertValid(tx: TenantData, rule: RuleKey, selfId: number | null) {
  if (rule.libraryId !== null && !(await tx.library.findFirst({ where: { id: rule.libraryId }, select: { id: true } })))
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'libraryId', reason: 'NO_SUCH_PLACE' }] })
  if (!rule.active) return
  const twin = await tx.loanRule.findFirst({
    where: { active: true, patronType: rule.patronType, libraryId: rule.libraryId, itemPolicyCode: rule.itemPolicyCode, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { ruleName: true },
  })
  if (twin) throw new AppError('LOAN_RULE_DUPLICATE', { params: { ruleName: twin.ruleName } })
}

/** Runs one rule change under the tenant's rule lock. */
async function underLock<T>(ctx: RulesCall, work: (tx: TenantData, tenantId: number) => Promise<T>): Promise<T> {
  const { id: tenantId } = await ctx.tenant()
  return ctx.data.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RULES_LOCK}::int, ${tenantId}::int)`
    return work(tx as unknown as TenantData, tenantId)
  })
}

/** `GET /admin/circulation/rules`: every rule of the tenant, by patron type. */
export async function listLoanRules(ctx: Pick<StaffContext, 'data'>): Promise<ManagedLoanRule[]> {
  const rules = await ctx.data.loanRule.findMany({ orderBy: [{ patronType: 'asc' }, { id: 'asc' }] })
  return rules.map(toManaged)
}

/** `POST /admin/circulation/rules`. */
export async function createLoanRule(ctx: RulesCall, input: LoanRuleCreate): Promise<ManagedLoanRule> {
  return underLock(ctx, async (tx, tenantId) => {
    const fields = { ...DEFAULTS, ...input }
    await assertValid(tx, fields, null)
    const rule = await tx.loanRule.create({ data: { ...fields, tenantId } })
    await tx.auditEntry.create({ data: { tenantId, action: 'LOAN_RULE_CREATE', staffId: ctx.staffId, subject: `LoanRule:${rule.id}`, after: toManaged(rule) } })
    return toManaged(rule)
  })
}

/** `PUT /admin/circulation/rules/:id`: changes the fields sent. */
export async function updateLoanRule(ctx: RulesCall, id: number, input: LoanRuleUpdate): Promise<ManagedLoanRule> {
  return underLock(ctx, async (tx, tenantId) => {
    const before = await tx.loanRule.findFirst({ where: { id } })
    if (!before) throw new AppError('NOT_FOUND')
    await assertValid(tx, { ...before, ...input }, id)
    await tx.loanRule.updateMany({ where: { id }, data: input })
    const after = await tx.loanRule.findFirstOrThrow({ where: { id } })
    await tx.auditEntry.create({ data: { tenantId, action: 'LOAN_RULE_UPDATE', staffId: ctx.staffId, subject: `LoanRule:${id}`, before: toManaged(before), after: toManaged(after) } })
    return toManaged(after)
  })
}

/** `DELETE /admin/circulation/rules/:id`: loans made under it keep their rule's name (Loan.loanType). */
export async function deleteLoanRule(ctx: RulesCall, id: number): Promise<{ deleted: number }> {
  return underLock(ctx, async (tx, tenantId) => {
    const before = await tx.loanRule.findFirst({ where: { id } })
    if (!before) throw new AppError('NOT_FOUND')
    await tx.loanRule.deleteMany({ where: { id } })
    await tx.auditEntry.create({ data: { tenantId, action: 'LOAN_RULE_DELETE', staffId: ctx.staffId, subject: `LoanRule:${id}`, before: toManaged(before) } })
    return { deleted: id }
  })
}
