import { parseCsvLines } from '../catalogue-import/index.ts'

// Reading a circulation CSV (patrons, loans): the bytes decoded (UTF-8 with or without BOM, GB18030 as Excel
// saves it on Chinese Windows, UTF-16 with BOM), the header matched to the profile's fields by name or alias,
// each row with the line it starts on. Value parsers shared by the profiles throw RowError with a reason.

export type CsvEncoding = 'auto' | 'utf-8' | 'gb18030'
export type CsvRow = { line: number; values: Partial<Record<string, string>> }
export type CsvTable = { encoding: string; rows: CsvRow[]; failures: { line: number; reason: string }[]; ignoredColumns: string[] }

/** A row the import refuses; `message` is the reason reported with its line. */
export class RowError extends Error {}

/** Decodes the file: a BOM decides; otherwise UTF-8 when the bytes are valid UTF-8, else GB18030 (`auto`). */
export function decodeCsv(bytes: Buffer, encoding: CsvEncoding = 'auto'): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' }
  if (encoding === 'gb18030') return { text: new TextDecoder('gb18030').decode(bytes), encoding }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch (error) {
    if (encoding === 'utf-8') throw new Error('the file is not valid UTF-8', { cause: error })
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gb18030' }
  }
}

/** Header names compared without case, spaces, underscores or hyphens. */
export const headerKey = (name: string) => name.trim().toLowerCase().replace(/[\s_\-.]/g, '')

/**
 * Parses the CSV and names each cell by the profile's field (`aliases`: header key → field). A file without a
 * required column has no rows and one failure; a row with another number of cells than the header is a failure.
 */
export async function readCsvTable(bytes: Buffer, encoding: CsvEncoding, aliases: Record<string, string>, required: string[]): Promise<CsvTable> {
  const decoded = decodeCsv(bytes, encoding)
  const table: CsvTable = { encoding: decoded.encoding, rows: [], failures: [], ignoredColumns: [] }
  let fields: (string | null)[] | null = null
  async function* one() {
    yield decoded.text
  }
  for await (const { cells, line } of parseCsvLines(one())) {
    if (!fields) {
      fields = cells.map((c) => aliases[headerKey(c)] ?? null)
      table.ignoredColumns = cells.filter((c, i) => c.trim() && fields![i] === null).map((c) => c.trim())
      const missing = required.filter((r) => !fields!.includes(r))
      if (missing.length) {
        table.failures.push({ line, reason: `the header has no ${missing.map((m) => `"${m}"`).join(', ')} column` })
        return table
      }
      continue
    }
    if (cells.length !== fields.length) {
      table.failures.push({ line, reason: `the row has ${cells.length} cells, the header ${fields.length}` })
      continue
    }
    const values: CsvRow['values'] = {}
    fields.forEach((field, i) => {
      if (field) values[field] = cells[i]!.trim()
    })
    table.rows.push({ line, values })
  }
  if (!fields) table.failures.push({ line: 1, reason: 'the file is empty' })
  return table
}

const DAY_MS = 86_400_000

/**
 * A date or time: `YYYY-MM-DD` (also with `/` or `.`, or `YYYYMMDD`) is that day in UTC, at its start or, with
 * `endOfDay`, its last millisecond (a due date or an expiry given as a day lasts the whole day); an ISO 8601
 * time with an offset is that instant; a time without an offset is read as UTC.
 */
export function parseDate(column: string, text: string, endOfDay = false): Date {
  const day = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})$/.exec(text)
  if (day && (text.length === 8 || /[-/.]/.test(text))) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])]
    const start = Date.UTC(year, month - 1, date)
    const check = new Date(start)
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) throw new RowError(`${column} "${text}" is not a calendar date`)
    return new Date(endOfDay ? start + DAY_MS - 1 : start)
  }
  const time = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(text)
  if (time) {
    const value = new Date(`${time[1]}T${time[2]}${time[3] ?? 'Z'}`)
    if (!Number.isNaN(value.getTime())) return value
  }
  throw new RowError(`${column} "${text}" is not a date (YYYY-MM-DD, or an ISO 8601 time)`)
}

/** A whole number from `min` to `max`. */
export function parseCount(column: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new RowError(`${column} "${text}" is not a whole number from ${min} to ${max}`)
  return Number(text)
}

/** Text no longer than `max` characters and without control characters. */
export function parseText(column: string, text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new RowError(`${column} contains control characters or a line break`)
  if ([...text].length > max) throw new RowError(`${column} is longer than ${max} characters`)
  return text
}

export const formatDay = (date: Date) => date.toISOString().slice(0, 10)
