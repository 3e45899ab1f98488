import { type LoanPage, type LoanQuery, type RenewalResult } from '@portal/contracts'
import { AppError } from '../../kernel/app-error.ts'
import type { PatronContext } from '../../data/request-scope.ts'
import type { CirculationCapability, CirculationPatron, CirculationProvider } from '../../ports/circulation.port.ts'

// A patron's loans and renewals (issue 8), whichever circulation system the library runs: the tenant's provider
// answers, and a capability it lacks answers CIRCULATION_UNSUPPORTED rather than an empty list.

export type LoansCall = Pick<PatronContext, 'ports' | 'mine' | 'patronId' | 'tenant'>

/** The tenant's provider, if it can serve `capability`, and the patron as it knows them. */
export async function providerFor(ctx: LoansCall, capability: CirculationCapability): Promise<{ provider: CirculationProvider; patron: CirculationPatron }> {
  const tenant = await ctx.tenant()
  const [provider, me] = await Promise.all([ctx.ports.circulation.forTenant(tenant.id), ctx.mine.patron.findFirst({ select: { username: true } })])
  if (!provider.capabilities.has(capability)) throw new AppError('CIRCULATION_UNSUPPORTED')
  return { provider, patron: { tenantId: tenant.id, patronId: ctx.patronId, barcode: me?.username ?? '' } }
}

/** `POST /find/loanInfo/loanList`: the patron's current loans, overdue ones included. */
export async function currentLoans(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'loans')
  return provider.currentLoans(patron, query)
}

/** `POST /find/loanInfo/loanHistoryList`: the patron's returned loans. */
export async function loanHistory(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'history')
  return provider.loanHistory(patron, query)
}

/** `POST /find/lendbook/reNew`: renews each loan named, each on its own; an outcome per loan, with counts. */
export async function renewLoans(ctx: LoansCall, input: { loanIds: number[] }): Promise<RenewalResult> {
  const { provider, patron } = await providerFor(ctx, 'renew')
  const outcomes = await provider.renew(patron, input.loanIds)
  const renewed = outcomes.filter((o) => o.renewed).length
  return { outcomes, renewed, refused: outcomes.length - renewed }
}
