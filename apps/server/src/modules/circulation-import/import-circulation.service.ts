import { readCsvTable, RowError, type CsvRow } from './csv-table.ts'
import { LOAN_COLUMNS, parseLoanRow, writeLoanRow } from './loans-profile.ts'
import { parsePatronRow, PATRON_COLUMNS, writePatronRow } from './patrons-profile.ts'
import type { CirculationImportDeps, CirculationImportInput, CirculationImportProgress, CirculationImportSummary, RowOutcome } from './summary.ts'

// Circulation import (issue 15): patrons and loans of the built-in circulation, loaded from CSV (docs/import.md).
// Each row is parsed and written on its own: a bad row is reported with its line and reason and the others go
// on; a row is written whole or not at all; a re-import of the same file changes nothing.

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/** `key`: what names the row's patron or loan; a row with the key of a row written before it in the same file is refused (else re-imports would flip between the two). */
type Profile = { columns: Record<string, string>; required: string[]; key: (row: CsvRow) => string; write: (row: CsvRow, report: { generated: ((password: string) => void) | null }) => Promise<RowOutcome> }

function profileOf(deps: CirculationImportDeps, input: CirculationImportInput, now: Date): Profile {
  const { data } = deps
  const { tenantId } = input
  if (input.profile === 'patrons') {
    return { columns: PATRON_COLUMNS, required: ['username'], key: (row) => row.values.username ?? '', write: (row, report) => writePatronRow(data, tenantId, parsePatronRow(row), report.generated) }
  }
  return {
    columns: LOAN_COLUMNS, required: ['patron', 'barcode', 'loanDate', 'dueDate'], key: (row) => (row.values.patron && row.values.barcode && row.values.loanDate ? [row.values.patron, row.values.barcode, row.values.loanDate].join('\u0000') : ''),
    write: (row) => writeLoanRow(data, tenantId, parseLoanRow(row, now)),
  }
}

/** Patron types the file names that no active loan rule names: their patrons get the general rules only. */
async function patronTypeWarnings(deps: CirculationImportDeps, rows: CsvRow[], file: string) {
  const firstLine = new Map<string, number>()
  for (const row of rows) if (row.values.userType && !firstLine.has(row.values.userType)) firstLine.set(row.values.userType, row.line)
  if (!firstLine.size) return []
  const ruled = new Set((await deps.data.loanRule.findMany({ where: { active: true }, select: { patronType: true } })).map((r) => r.patronType))
  return [...firstLine].filter(([type]) => !ruled.has(type)).map(([type, line]) => ({ file, position: line, reason: `no active loan rule names patron type "${type}": the general rules apply` }))
}

export async function importCirculation(
  deps: CirculationImportDeps,
  input: CirculationImportInput,
  onProgress?: (progress: CirculationImportProgress) => void,
): Promise<CirculationImportSummary> {
  const bound = await deps.data.tenant.findFirst({ select: { id: true } })
  if (bound?.id !== input.tenantId) throw new Error(`the import's data is bound to another tenant than ${input.tenantId}`)
  const started = performance.now()
  const now = deps.now?.() ?? new Date()
  const file = input.file.name
  const profile = profileOf(deps, input, now)
  const table = await readCsvTable(input.file.data, input.encoding ?? 'auto', profile.columns, profile.required)
  const summary: CirculationImportSummary = {
    profile: input.profile, file, encoding: table.encoding, read: table.rows.length + table.failures.length, imported: 0, updated: 0, unchanged: 0,
    failed: table.failures.length, failures: table.failures.map((f) => ({ file, position: f.line, reason: f.reason })), warnings: [], generatedPasswords: [], seconds: 0,
  }
  if (table.ignoredColumns.length) summary.warnings.push({ file, position: 1, reason: `columns not read: ${table.ignoredColumns.join(', ')}` })
  if (input.profile === 'patrons') summary.warnings.push(...(await patronTypeWarnings(deps, table.rows, file)))
  const rate = () => Math.round(((summary.imported + summary.updated + summary.unchanged + summary.failed) / Math.max(0.001, (performance.now() - started) / 1000)) * 10) / 10
  const progress = () => onProgress?.({ file, read: summary.read, written: summary.imported + summary.updated + summary.unchanged, failed: summary.failed, recordsPerSecond: rate() })

  const seen = new Map<string, number>()
  for (const [index, row] of table.rows.entries()) {
    try {
      const key = profile.key(row)
      const earlier = seen.get(key)
      if (key && earlier !== undefined) throw new RowError(`the same ${input.profile === 'patrons' ? 'username' : 'patron, barcode and loan date'} as line ${earlier}`)
      const generated = input.generatePasswords ? (password: string) => void summary.generatedPasswords.push({ position: row.line, username: row.values.username ?? '', password }) : null
      summary[await profile.write(row, { generated })]++
      seen.set(key, row.line)
    } catch (error) {
      summary.failed++
      summary.failures.push({ file, position: row.line, reason: error instanceof RowError ? error.message : `database refused the row: ${errorText(error)}` })
    }
    if (index % 100 === 99) progress()
  }
  summary.failures.sort((a, b) => a.position - b.position)
  progress()
  summary.seconds = Math.round((performance.now() - started) / 10) / 100
  return summary
}
