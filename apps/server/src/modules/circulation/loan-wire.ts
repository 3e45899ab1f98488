import type { Loan, LoanChart, LoanPage, LoanRuleView, Locale, PatronAttention, RenewalResult } from '@portal/contracts'
import { translate } from '@portal/i18n'

// The LibStar wire of the loan calls (contract §3.7), rendered from the domain's loans: days as `YYYY-MM-DD`,
// the legacy names (`normReturnDate`, `renewTimes`, `loanNum`) and the duplicated library fields clients read.

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

function isbnForms(isbn: string): { isbn10: string; isbn13: string } {
  const digits = isbn.replace(/[^0-9Xx]/g, '')
  return { isbn10: digits.length === 10 ? digits : '', isbn13: digits.length === 13 ? digits : '' }
}

export function loanToWire(loan: Loan) {
  return {
    loanId: loan.loanId,
    recordId: loan.recordId,
    itemId: loan.itemId,
    title: loan.title,
    titles: loan.title,
    author: loan.author,
    publisher: loan.publisher,
    isbn: loan.isbn,
    ...isbnForms(loan.isbn),
    publishYear: loan.publishYear,
    docCode: loan.docCode,
    docAbstract: null,
    loanDate: day(loan.loanDate),
    normReturnDate: day(loan.dueDate),
    returnDate: day(loan.returnDate),
    renewDate: day(loan.renewDate),
    renewTimes: loan.renewCount,
    recallTimes: loan.recallCount,
    isRequested: loan.requested ? 1 : 0,
    overdueDays: loan.overdueDays,
    loanType: loan.loanType || null,
    locationId: loan.locationId,
    locationName: loan.locationName,
    curLocationName: loan.locationName,
    curLibCode: loan.libraryCode,
    itemLibCode: loan.libraryCode,
    curLibName: loan.libraryName,
    itemLibName: loan.libraryName,
    phyLibName: loan.libraryName,
    loanDeskName: loan.loanDeskName,
    barcode: loan.barcode,
    propNo: loan.barcode,
    callNo: loan.callNo,
    yearVol: loan.volume,
    campusId: null,
    campusName: loan.campusName || null,
  }
}

export function loanPageToWire(page: LoanPage) {
  return { searchResult: page.loans.map(loanToWire), numFound: page.total, ...(page.loansLeft === null ? {} : { loanNum: page.loansLeft }) }
}

/**
 * reNew's `data`: `result` keyed "<loanId> <title>" with the new due day or the reason in the caller's
 * language, and the counts `success` and `fail` (contract §3.7).
 */
export function renewalToWire(result: RenewalResult, locale: Locale) {
  const entries = result.outcomes.map((o) => [
    `${o.loanId} ${o.title}`.trim(),
    o.renewed ? day(o.dueDate) : translate(locale, 'errors', o.reason),
  ])
  return { result: Object.fromEntries(entries), success: result.renewed, fail: result.refused }
}

/** `UserLoanRules`' `data`: the rules under their LibStar names; money in yuan as clients show it. */
export function loanRulesToWire(rules: readonly LoanRuleView[]) {
  return rules.map((r) => ({
    ruleName: r.ruleName, applicablePolicy: r.itemPolicyCode, maxBorrowingNumber: r.maxLoans, maxRenewalTime: r.maxRenewals,
    maxPenalty: r.maxPenaltyCents / 100, normalLoanPeriod: r.loanPeriodDays, keepBookNum: r.holdsKept, applicableLocation: r.locations,
  }))
}

/** `userLimit`'s `data`, with the contract's spelling (`userBehavierNotDealNum`). */
export function attentionToWire(attention: PatronAttention) {
  return { userRequestNum: attention.openRequests, userLoanExpiredNum: attention.overdueLoans, userBehavierNotDealNum: attention.unsettledRecords }
}

/** `loanChart`'s `data`: the classes borrowed from, and the loans per class. */
export function loanChartToWire(chart: LoanChart) {
  return { classNo: chart.filter((c) => c.code).map((c) => ({ code: c.code, name: c.name })), callNoMapDtos: chart.map((c) => ({ callNo: c.code, num: c.loans })) }
}
