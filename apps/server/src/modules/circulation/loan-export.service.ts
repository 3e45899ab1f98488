import { MAX_EXPORT_ROWS, type Loan, type LoanQuery, type Locale } from '@portal/contracts'
import { resources } from '@portal/i18n'
import ExcelJS from 'exceljs'
import type { PatronContext } from '../../data/request-scope.ts'
import { providerFor, type LoansCall } from './loans.service.ts'

// The spreadsheet exports of My library's loan lists (`GET /find/loanInfo/exportLoanList`, `exportLoanHistoryList`):
// an .xlsx of the list's columns, headed in the caller's language, holding the rows of the list's query (all its
// pages, in its order), only the loans chosen when ids are given, and never more than MAX_EXPORT_ROWS rows.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export type LoanExportQuery = Omit<LoanQuery, 'page' | 'rows'> & { loanIds: readonly number[] | null }
export type LoanSpreadsheet = { fileName: string; body: Buffer; rows: number }

type Column = { header: string; width: number; value: (loan: Loan) => string | number }

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/** The page's columns, in its order; the title cell's author, place and barcode as columns of their own. */
function columnsOf(locale: Locale, list: 'current' | 'history'): Column[] {
  const text = resources[locale].circulation.loans.columns
  return [
    { header: text.title, width: 40, value: (l) => l.title },
    { header: text.author, width: 24, value: (l) => l.author },
    { header: text.barcode, width: 16, value: (l) => l.barcode },
    { header: text.callNo, width: 18, value: (l) => l.callNo },
    { header: text.library, width: 24, value: (l) => l.libraryName },
    { header: text.location, width: 24, value: (l) => l.locationName },
    { header: text.loanDate, width: 12, value: (l) => day(l.loanDate) },
    { header: text.dueDate, width: 12, value: (l) => day(l.dueDate) },
    list === 'current'
      ? { header: text.renewals, width: 10, value: (l) => l.renewCount }
      : { header: text.returnDate, width: 12, value: (l) => day(l.returnDate) },
  ]
}

/** The workbook of one list: a sheet named like the tab, its header row frozen above the loans. */
export async function loanWorkbook(loans: readonly Loan[], locale: Locale, list: 'current' | 'history', now: Date): Promise<Buffer> {
  const columns = columnsOf(locale, list)
  const workbook = new ExcelJS.Workbook()
  workbook.created = now
  workbook.modified = now
  const sheet = workbook.addWorksheet(resources[locale].circulation.loans[list], { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  for (const loan of loans) sheet.addRow(columns.map((c) => c.value(loan)))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The export of the patron's current loans or their history. */
export async function exportLoans(ctx: LoansCall & Pick<PatronContext, 'locale'>, list: 'current' | 'history', input: LoanExportQuery): Promise<LoanSpreadsheet> {
  const { provider, patron } = await providerFor(ctx, list === 'current' ? 'loans' : 'history')
  const { loanIds, ...search } = input
  const query: LoanQuery = { ...search, page: 1, rows: MAX_EXPORT_ROWS }
  const selection = { kind: 'all' as const, ...(loanIds ? { loanIds } : {}) }
  const page = list === 'current' ? await provider.currentLoans(patron, query, selection) : await provider.loanHistory(patron, query, selection)
  const loans = page.loans.slice(0, MAX_EXPORT_ROWS)
  const now = new Date()
  const body = await loanWorkbook(loans, ctx.locale, list, now)
  return { fileName: `${resources[ctx.locale].circulation.loans[list]}-${day(now.toISOString())}.xlsx`, body, rows: loans.length }
}
