import type { RecordSummary } from '@portal/contracts'

// How lists word a record (catalogue.search's records): the catalogue's own text, joined as catalogues do.

/** The title a list shows: main title, subtitle and parallel title, joined by " : ". */
export function fullTitle(record: Pick<RecordSummary, 'title' | 'subtitle' | 'parallelTitle'>): string {
  return [record.title, record.subtitle, record.parallelTitle].filter(Boolean).join(' : ')
}

/** Who made it: the statement of responsibility as printed, else the authors' names. */
export function authorLine(record: Pick<RecordSummary, 'responsibility' | 'authors'>): string {
  return record.responsibility || record.authors.join(', ')
}

/** The year a list shows: the first four-digit year of the imprint, else the date as catalogued. */
export function yearLine(record: Pick<RecordSummary, 'year' | 'publishYear'>): string {
  return record.year ? String(record.year) : record.publishYear
}
