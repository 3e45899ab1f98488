import { CITY, EN, get, post, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the other loan lists (contract §3.7: union loans, issue loans) and of the spreadsheet
// exports (recorded as their sheets' rows, see wire-recording.int.test.ts). Each call brings a session of its own:
// they run after the table's sessions were ended.

const reader = { patron: 'reader', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const loanIdsOf = (ctx: WireContext, name: string) =>
  ((ctx.answer(name).body as { data?: { searchResult?: { loanId: number }[] } }).data?.searchResult ?? []).map((l) => l.loanId)

export const loanListReads: WireRequest[] = [
  // reader's current loans as they are when the export runs (the desk took one of them back before).
  post('loan-lists.current', '/find/loanInfo/loanList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('loan-lists.union', '/find/loanInfo/unionLoanList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('loan-lists.union-city', '/find/loanInfo/unionLoanList', () => ({ page: 1, rows: 10, searchType: 1, searchContent: '', sortType: 0, startDate: null, endDate: null }), { as: citizen, group: CITY }),
  post('loan-lists.union-history', '/find/loanInfo/unionLoanHistoryList', () => ({ page: '1', rows: '10' }), { as: reader }),
  post('loan-lists.issues', '/find/loanInfo/getIssueLoanInfoList', () => ({ page: 1, rows: 10, searchType: 1, searchContent: '' }), { as: reader }),
  post('loan-lists.issue-history-issn', '/find/loanInfo/getIssueLoanHistory', () => ({ page: 1, rows: 10, searchType: 4, searchContent: '1000-' }), { as: reader }),
  post('loan-lists.issues-error-search-type', '/find/loanInfo/getIssueLoanInfoList', () => ({ page: 1, rows: 10, searchType: 9 }), { as: reader, headers: EN }),
  post('loan-lists.union-error-anonymous', '/find/loanInfo/unionLoanList', () => ({ page: 1, rows: 10 })),
  get('loan-lists.export-current', '/find/loanInfo/exportLoanList', (ctx) => ({ loanIds: loanIdsOf(ctx, 'loan-lists.current').join(',') }), { as: reader }),
  get('loan-lists.export-history-en', '/find/loanInfo/exportLoanHistoryList', () => ({ searchType: 1, searchContent: '', sortType: 1 }), { as: reader, headers: EN }),
  get('loan-lists.export-error-ids', '/find/loanInfo/exportLoanList', () => ({ loanIds: 'abc' }), { as: reader, headers: EN }),
  get('loan-lists.export-error-anonymous', '/find/loanInfo/exportLoanHistoryList', () => ({})),
]

