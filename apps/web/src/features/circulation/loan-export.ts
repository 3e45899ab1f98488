import type { Locale } from '@portal/contracts'
import { downloadFile } from '../../lib/download-file.ts'

// The spreadsheet export of a loan list (GET /find/loanInfo/exportLoanList | exportLoanHistoryList).

export type ExportedList = 'current' | 'history'
const PATHS: Record<ExportedList, string> = { current: '/find/loanInfo/exportLoanList', history: '/find/loanInfo/exportLoanHistoryList' }

/** Downloads the chosen loans of the list as an .xlsx; throws with the server's message when it refuses. */
export async function downloadLoanExport(list: ExportedList, loanIds: readonly number[], search: Record<string, string | number>, locale: Locale): Promise<void> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])), loanIds: loanIds.join(',') })
  await downloadFile(`${PATHS[list]}?${query}`, { locale, expectedType: 'spreadsheetml', fallbackName: `${list}.xlsx` })
}
