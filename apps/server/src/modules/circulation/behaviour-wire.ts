import type { BehaviourPage, BehaviourRecordView, PointsPage } from '@portal/contracts'

// The LibStar wire of the behaviour and points calls (contract §3.7), rendered from the domain's records: money in
// yuan with two decimals as clients show it, days as `YYYY-MM-DD`, and the legacy names of the debts model
// (`behaviourDetailId`, `avoidPunish`, `dueDebt`, `duePay`) and of the score list (`scoreSign`, `scoreNum`, `ret`).

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)
const yuan = (cents: number) => Number((cents / 100).toFixed(2))

export function behaviourRecordToWire(r: BehaviourRecordView) {
  return {
    behaviourDetailId: r.id,
    behaviourTypeId: r.typeCode,
    behaviourName: r.typeName,
    title: r.title,
    author: r.author,
    callNo: r.callNo,
    barcode: r.barcode,
    propNo: r.propNo,
    locationName: r.locationName,
    loanId: r.loanId,
    recordId: r.recordId,
    loanDate: day(r.loanDate),
    normReturnDate: day(r.dueDate),
    returnDate: day(r.returnDate),
    /** The charge, what was paid, what the library waived, and what is still owed. */
    dueAmount: yuan(r.amountDueCents),
    paidAmount: yuan(r.amountPaidCents),
    avoidPunish: yuan(r.waivedCents),
    dueDebt: yuan(r.outstandingCents),
    blockStartDate: day(r.blockStart),
    blockEndDate: day(r.blockEnd),
    processFlag: r.processFlag,
    recordTime: r.recordTime,
    processTime: r.processedAt,
    remark: r.note,
  }
}

/** getBehaviourList's `data`: one page of records as `searchResult` with `numFound` (like loanList), and the total owed `duePay`. */
export function behaviourPageToWire(page: BehaviourPage) {
  return { searchResult: page.records.map(behaviourRecordToWire), numFound: page.total, duePay: yuan(page.outstandingCents) }
}

/** getPatronScoreList's `data`: `currentScore`, `totalCount` and the entries as `ret`, `scoreSign` 0 added / 1 deducted. */
export function pointsPageToWire(page: PointsPage) {
  return {
    currentScore: page.currentPoints,
    totalCount: page.total,
    ret: page.entries.map((e) => ({
      scoreName: e.name, sysDetailName: e.detailName, scoreSign: e.change < 0 ? 1 : 0, scoreNum: Math.abs(e.change),
      scoreType: e.type, platform: e.platform, balance: e.balanceAfter, createDate: e.createdAt,
    })),
  }
}
