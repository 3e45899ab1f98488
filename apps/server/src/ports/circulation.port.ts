import type { CirculationRequests, ReadyRequest } from './circulation-requests.port.ts'
import type { BehaviourPage, BehaviourQuery, BehaviourRecordView, LoanPage, LoanQuery, PointsPage, PointsQuery, RenewalOutcome } from '@portal/contracts'

// Circulation behind a port (architecture.md §7): loans, renewals, requests, fines come from the library's own
// system. The built-in provider keeps them in our database; an ILS connector (SIP2) reaches Koha, Evergreen,
// FOLIO, Alma or a Chinese ILS. As VuFind's ILS drivers do, a provider declares what it can do, and a call it
// cannot serve answers CIRCULATION_UNSUPPORTED instead of an empty list that would look like "no loans".

export type CirculationCapability = 'loans' | 'history' | 'renew' | 'desk' | 'requests' | 'fines' | 'points' | 'patronStatus' | 'unionLoans' | 'issueLoans'

/**
 * Which of the patron's loans a list holds: all of them; their union (alliance) loans, copies of a library of the
 * union other than their home library or of a partner outside it (capability 'unionLoans'); or their loans of
 * periodical issues (capability 'issueLoans'). `loanIds` narrows the list to those loans (an export of the rows
 * chosen); ids that are not the patron's find nothing.
 */
export type LoanSelection = { kind: 'all' | 'union' | 'issues'; loanIds?: readonly number[] }

/** The patron a call is about: our ids (the built-in provider) and the card barcode an ILS knows them by. */
export type CirculationPatron = { tenantId: number; patronId: number; barcode: string }

export interface CirculationProvider {
  readonly name: string
  readonly capabilities: ReadonlySet<CirculationCapability>
  /** Current loans (overdue ones included), one page of them. */
  currentLoans(patron: CirculationPatron, query: LoanQuery, selection?: LoanSelection): Promise<LoanPage>
  /** Returned loans, one page of them. */
  loanHistory(patron: CirculationPatron, query: LoanQuery, selection?: LoanSelection): Promise<LoanPage>
  /**
   * Renews each loan once, each on its own: one refusal does not stop the others. An outcome per id asked, in
   * the order asked; an id that is not the patron's current loan is refused as LOAN_NOT_ACTIVE, like one
   * that does not exist, so another patron's loan ids tell nothing.
   */
  renew(patron: CirculationPatron, loanIds: readonly number[]): Promise<RenewalOutcome[]>
  /** Present when the provider has the 'requests' capability (circulation-requests.port.ts). */
  readonly requests?: CirculationRequests
  /** Present when the provider has the 'desk' capability. */
  readonly desk?: CirculationDesk
  /** Present when the provider has the 'fines' capability: behaviour records and their charges. */
  readonly fines?: CirculationFines
  /** Present when the provider has the 'points' capability. */
  readonly points?: CirculationPoints
}

/** A loan made at the desk. */
export type CheckedOut = { loanId: number; patronId: number; title: string; barcode: string; dueDate: string }
/** A loan ended at the desk; `fineCents` is the overdue charge recorded for it (0 when none). */
export type CheckedIn = {
  loanId: number; patronId: number; title: string; barcode: string; returnDate: string; overdueDays: number; fineCents: number
  /** The request the copy is now kept for (the first patron waiting for the title), to be told; null when shelved. */
  heldFor: ReadyRequest | null
}

/** The circulation desk (capability 'desk'): lending and taking back a copy by its barcode, for a staff member. */
export interface CirculationDesk {
  /** Lends the copy to the patron named by their account (reader barcode); refusals are AppErrors with their code. */
  checkOut(tenantId: number, request: { staffId: number; patron: string; barcode: string; deskName: string }): Promise<CheckedOut>
  checkIn(tenantId: number, request: { staffId: number; barcode: string; deskName: string }): Promise<CheckedIn>
}

/** A staff member's settlement of a behaviour record's charge: waived (all when `amountCents` is null) or paid. */
export type FineSettlement = { staffId: number; recordId: number } & ({ kind: 'waive'; amountCents: number | null } | { kind: 'pay'; amountCents: number })

/**
 * Behaviour records and their charges (capability 'fines'): the patron's list, and the desk's waivers and payments,
 * each in one transaction that refuses more than is owed (FINE_EXCEEDS_DUE) and changes nothing then.
 */
export interface CirculationFines {
  list(patron: CirculationPatron, query: BehaviourQuery): Promise<BehaviourPage>
  settle(tenantId: number, settlement: FineSettlement): Promise<BehaviourRecordView>
}

/** A patron's points and their history (capability 'points'). */
export interface CirculationPoints {
  list(patron: CirculationPatron, query: PointsQuery): Promise<PointsPage>
}

/** Which provider serves a tenant (the built-in one unless the tenant has an ILS connector configured). */
export type CirculationProviders = { forTenant(tenantId: number): Promise<CirculationProvider> }
