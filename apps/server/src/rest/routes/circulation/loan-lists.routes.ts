import { MAX_EXPORT_ROWS } from '@portal/contracts'
import { z } from 'zod'
import { exportLoans, XLSX_TYPE, type LoanSpreadsheet } from '../../../modules/circulation/loan-export.service.ts'
import { issueLoanHistory, issueLoans, unionLoanHistory, unionLoans } from '../../../modules/circulation/loan-lists.service.ts'
import { loanPageToWire } from '../../../modules/circulation/loan-wire.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'
import { loanListInput } from './loans.routes.ts'

// The other loan lists of My library (contract §3.7): union loans and issue loans, in loanList's body and answer
// shape; and the spreadsheet exports of the current loans and the history (spec §7: GET, the list's search as the
// query string, `loanIds` the rows chosen as `1,2,3` or repeated).

const tag = 'Circulation'

const loanIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : typeof v === 'number' ? [v] : v),
  z.array(lenientInt().pipe(z.number().int().min(1).max(2_147_483_647))).min(1).max(MAX_EXPORT_ROWS),
)

const exportInput = z
  .intersection(loanListInput, lenientObject({ loanIds: loanIds.optional() }))
  .transform(({ page: _page, rows: _rows, loanIds: ids, ...search }) => ({ ...search, loanIds: ids ?? null }))

const download = (sheet: LoanSpreadsheet) => ({ body: sheet.body, contentType: XLSX_TYPE, fileName: sheet.fileName })

export const loanListsRoutes = [
  defineRoute({
    method: 'POST', path: '/find/loanInfo/unionLoanList', tag, access: 'patron',
    summary: 'The signed-in patron’s current union (alliance) loans: copies of another library of the group than their home library, or of a partner',
    input: loanListInput, operation: (ctx, input) => unionLoans(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/loanInfo/unionLoanHistoryList', tag, access: 'patron',
    summary: 'The signed-in patron’s returned union (alliance) loans',
    input: loanListInput, operation: (ctx, input) => unionLoanHistory(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/loanInfo/getIssueLoanInfoList', tag, access: 'patron',
    summary: 'The signed-in patron’s current loans of periodical issues (searchType 1 title, 4 ISSN)',
    input: loanListInput, operation: (ctx, input) => issueLoans(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/loanInfo/getIssueLoanHistory', tag, access: 'patron',
    summary: 'The signed-in patron’s returned loans of periodical issues (searchType 1 title, 4 ISSN)',
    input: loanListInput, operation: (ctx, input) => issueLoanHistory(ctx, input), present: loanPageToWire,
  }),
  defineRoute({
    method: 'GET', path: '/find/loanInfo/exportLoanList', tag, access: 'patron',
    summary: `The signed-in patron’s current loans as an .xlsx (the list’s search; the loans chosen in loanIds; at most ${MAX_EXPORT_ROWS} rows)`,
    input: exportInput, operation: (ctx, input) => exportLoans(ctx, 'current', input), file: download,
  }),
  defineRoute({
    method: 'GET', path: '/find/loanInfo/exportLoanHistoryList', tag, access: 'patron',
    summary: `The signed-in patron’s loan history as an .xlsx (the list’s search; the loans chosen in loanIds; at most ${MAX_EXPORT_ROWS} rows)`,
    input: exportInput, operation: (ctx, input) => exportLoans(ctx, 'history', input), file: download,
  }),
]
