import type { LoanPage, LoanQuery, RenewalOutcome } from '@portal/contracts'

// Circulation behind a port (architecture.md §7): loans, renewals, requests, fines come from the library's own
// system. The built-in provider keeps them in our database; an ILS connector (SIP2) reaches Koha, Evergreen,
// FOLIO, Alma or a Chinese ILS. As VuFind's ILS drivers do, a provider declares what it can do, and a call it
// cannot serve answers CIRCULATION_UNSUPPORTED instead of an empty list that would look like "no loans".

export type CirculationCapability = 'loans' | 'history' | 'renew' | 'desk' | 'requests' | 'fines' | 'points' | 'patronStatus'

/** The patron a call is about: our ids (the built-in provider) and the card barcode an ILS knows them by. */
export type CirculationPatron = { tenantId: number; patronId: number; barcode: string }

export interface CirculationProvider {
  readonly name: string
  readonly capabilities: ReadonlySet<CirculationCapability>
  /** Current loans (overdue ones included), one page of them. */
  currentLoans(patron: CirculationPatron, query: LoanQuery): Promise<LoanPage>
  /** Returned loans, one page of them. */
  loanHistory(patron: CirculationPatron, query: LoanQuery): Promise<LoanPage>
  /**
   * Renews each loan once, each on its own: one refusal does not stop the others. An outcome per id asked, in
   * the order asked; an id that is not the patron's current loan is refused as LOAN_NOT_ACTIVE, like one
   * that does not exist, so another patron's loan ids tell nothing.
   */
  renew(patron: CirculationPatron, loanIds: readonly number[]): Promise<RenewalOutcome[]>
  /** Present when the provider has the 'desk' capability. */
  readonly desk?: CirculationDesk
}

/** A loan made at the desk. */
export type CheckedOut = { loanId: number; patronId: number; title: string; barcode: string; dueDate: string }
/** A loan ended at the desk; `fineCents` is the overdue charge recorded for it (0 when none). */
export type CheckedIn = { loanId: number; patronId: number; title: string; barcode: string; returnDate: string; overdueDays: number; fineCents: number }

/** The circulation desk (capability 'desk'): lending and taking back a copy by its barcode, for a staff member. */
export interface CirculationDesk {
  /** Lends the copy to the patron named by their account (reader barcode); refusals are AppErrors with their code. */
  checkOut(tenantId: number, request: { staffId: number; patron: string; barcode: string; deskName: string }): Promise<CheckedOut>
  checkIn(tenantId: number, request: { staffId: number; barcode: string; deskName: string }): Promise<CheckedIn>
}

/** Which provider serves a tenant (the built-in one unless the tenant has an ILS connector configured). */
export type CirculationProviders = { forTenant(tenantId: number): Promise<CirculationProvider> }
