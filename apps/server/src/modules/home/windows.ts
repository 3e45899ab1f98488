/** Hot lists cover the last month unless the caller picks another window (spec §9). */
export const HOT_WINDOW_DAYS = 30

/** Statistics windows of spec §9 (last week, month, quarter, year), as `statRange` days. */
export const STAT_RANGES = [7, 30, 90, 365] as const

/**
 * New-book windows of spec §9, by the `time` code clients send ("1" … "7"): a week, one, two and three
 * months, half a year, one year, two years.
 */
export const NEW_BOOK_WINDOWS: Record<string, { days?: number; months?: number }> = {
  '1': { days: 7 }, '2': { months: 1 }, '3': { months: 2 }, '4': { months: 3 }, '5': { months: 6 }, '6': { months: 12 }, '7': { months: 24 },
}

export function daysAgo(days: number, from = new Date()): Date {
  return new Date(from.getTime() - days * 86_400_000)
}

/** The first day of a new-book window, at midnight UTC (accession dates are plain dates). */
export function windowStart(code: string, from = new Date()): Date {
  const window = NEW_BOOK_WINDOWS[code] ?? NEW_BOOK_WINDOWS['2']!
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - (window.months ?? 0), from.getUTCDate() - (window.days ?? 0)))
  return start
}
