import type { LoanPage, LoanQuery } from '@portal/contracts'
import { providerFor, type LoansCall } from './loans.service.ts'

// The patron's loan lists besides all current loans and all history (contract §3.7): their union (alliance) loans
// and their loans of periodical issues, current and returned. What counts as which is the provider's (the built-in
// one: adapters/circulation-builtin/loan-selection.ts); a provider that cannot tell answers CIRCULATION_UNSUPPORTED.

/** `POST /find/loanInfo/unionLoanList`: the patron's current union loans. */
export async function unionLoans(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'unionLoans')
  return provider.currentLoans(patron, query, { kind: 'union' })
}

/** `POST /find/loanInfo/unionLoanHistoryList`: the patron's returned union loans. */
export async function unionLoanHistory(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'unionLoans')
  return provider.loanHistory(patron, query, { kind: 'union' })
}

/** `POST /find/loanInfo/getIssueLoanInfoList`: the patron's current loans of periodical issues. */
export async function issueLoans(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'issueLoans')
  return provider.currentLoans(patron, query, { kind: 'issues' })
}

/** `POST /find/loanInfo/getIssueLoanHistory`: the patron's returned loans of periodical issues. */
export async function issueLoanHistory(ctx: LoansCall, query: LoanQuery): Promise<LoanPage> {
  const { provider, patron } = await providerFor(ctx, 'issueLoans')
  return provider.loanHistory(patron, query, { kind: 'issues' })
}
