import type { PersonalOverview } from '@portal/contracts'

/** The LibStar-style wire of the overview: camelCase counts, money as a yuan string beside the cents, days as yyyy-MM-dd. */
export function overviewToWire(o: PersonalOverview) {
  return {
    loanNum: o.currentLoans, overdueNum: o.overdueLoans, requestReadyNum: o.requestsReady, requestNum: o.requestsOpen,
    fineNum: o.unpaidFines, fineAmount: (o.unpaidFinesCents / 100).toFixed(2), fineCents: o.unpaidFinesCents,
    favoriteNum: o.favourites, subscribeNum: o.subscriptions, unreadMsgNum: o.unreadMessages,
    dueSoonList: o.dueSoon.map((l) => ({ loanId: l.id, title: l.title, author: l.author, normReturnDate: l.dueDate.slice(0, 10), overdueFlag: l.overdue ? '1' : '0' })),
  }
}
