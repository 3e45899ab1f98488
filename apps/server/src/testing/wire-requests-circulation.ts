import { CITY, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the loan calls (contract §3.7): the full and minimal bodies real clients send, each of the
// three credentials, and a renewal of the patron's loans (reader's are due within days, so one renews and the
// accounts' never-renewed loans answer their due dates).

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const
const barcodesOf = (ctx: WireContext) =>
  ((ctx.answer('circulation.loan-list').body as { data?: { searchResult?: { barcode: string }[] } }).data?.searchResult ?? []).map((l) => l.barcode)
const loanIdsOf = (ctx: WireContext, name: string) =>
  ((ctx.answer(name).body as { data?: { searchResult?: { loanId: number }[] } }).data?.searchResult ?? []).map((l) => l.loanId)

export const circulationReads: WireRequest[] = [
  post('circulation.loan-list', '/find/loanInfo/loanList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('circulation.loan-list-full-form', '/find/loanInfo/loanList', () => ({ page: 1, rows: 10, searchType: 1, searchContent: '', sortType: 0, startDate: null, endDate: null }), { as: reader }),
  post('circulation.loan-list-cookies', '/find/loanInfo/loanList', () => ({ page: '1', rows: '10' }), { as: { patron: 'reader', cookies: true, fresh: true } }),
  post('circulation.loan-list-city', '/find/loanInfo/loanList', () => ({ page: 1, rows: 10, sortType: 1 }), { as: citizen, group: CITY }),
  post('circulation.loan-history', '/find/loanInfo/loanHistoryList', () => ({ page: 1, rows: 5 }), { as: reader }),
  post('circulation.loan-history-by-loan-date', '/find/loanInfo/loanHistoryList', () => ({ page: '2', rows: '3', sortType: '1' }), { as: reader }),
  post('circulation.loan-history-dates', '/find/loanInfo/loanHistoryList', () => ({ page: 1, rows: 10, startDate: '2025-06-01', endDate: '2026-01-31' }), { as: reader }),
  post('circulation.loan-rules', '/find/userInfo/UserLoanRules', () => ({}), { as: reader }),
  post('circulation.loan-rules-city', '/find/userInfo/UserLoanRules', undefined, { as: citizen, group: CITY }),
  get('circulation.user-limit', '/find/user/userLimit', () => ({ userId: '1' }), { as: reader }),
  post('circulation.loan-chart', '/find/loanInfo/loanChart', () => ({}), { as: reader }),
  post('circulation.loan-chart-en', '/find/loanInfo/loanChart', () => ({}), { as: reader, headers: EN }),
  post('circulation.loan-list-error-anonymous', '/find/loanInfo/loanList', () => ({ page: 1, rows: 10 })),
  post('circulation.loan-list-error-rows', '/find/loanInfo/loanList', () => ({ page: 1, rows: 100000 }), { as: reader, headers: EN }),
  post('circulation.loan-list-error-date', '/find/loanInfo/loanHistoryList', () => ({ page: 1, rows: 10, startDate: '2026-13-45' }), { as: reader }),
]

export const circulationWrites: WireRequest[] = [
  post('circulation.renew-unknown', '/find/lendbook/reNew', () => ({ loanIds: [UNKNOWN_ID] }), { as: reader }),
  post('circulation.renew-all-current', '/find/lendbook/reNew', (ctx) => ({ loanIds: loanIdsOf(ctx, 'circulation.loan-list') }), { as: reader }),
  post('circulation.renew-again', '/find/lendbook/reNew', (ctx) => ({ loanIds: loanIdsOf(ctx, 'circulation.loan-list') }), { as: reader, headers: EN }),
  post('circulation.renew-error-empty', '/find/lendbook/reNew', () => ({ loanIds: [] }), { as: reader }),
  post('circulation.renew-error-strings', '/find/lendbook/reNew', () => ({ loanIds: ['abc'] }), { as: reader, headers: EN }),
  // The desk: reader's first current copy comes back and goes out to scholar.
  post('circulation.desk-checkin', '/admin/circulation/checkin', (ctx) => ({ barcode: barcodesOf(ctx)[0], deskName: '流通服务台' }), { as: librarian }),
  post('circulation.desk-checkin-again', '/admin/circulation/checkin', (ctx) => ({ barcode: barcodesOf(ctx)[0] }), { as: librarian, headers: EN }),
  post('circulation.desk-checkout', '/admin/circulation/checkout', (ctx) => ({ patron: 'scholar', barcode: barcodesOf(ctx)[0], deskName: '流通服务台' }), { as: librarian }),
  post('circulation.desk-checkout-again', '/admin/circulation/checkout', (ctx) => ({ patron: 'reader', barcode: barcodesOf(ctx)[0] }), { as: librarian }),
  post('circulation.desk-checkout-error-unknown-patron', '/admin/circulation/checkout', () => ({ patron: 'nobody', barcode: 'X' }), { as: librarian, headers: EN }),
  post('circulation.desk-checkout-error-patron', '/admin/circulation/checkout', (ctx) => ({ patron: 'reader', barcode: barcodesOf(ctx)[0] })),
  post('circulation.desk-checkout-error-empty', '/admin/circulation/checkout', () => ({ patron: '', barcode: '' }), { as: librarian }),
]
