import { englishEdition, fullTitle, hasCjk, invertedName, naturalName, parseName, serialYears, withPeriod, yearOf } from './parts.ts'
import type { CitationRecord } from './types.ts'

// MLA Handbook, 9th edition, works-cited entries:
//   Author. Title: Subtitle. Translated by Name, 2nd ed., Publisher, Year.
// One author "Family, Given"; two "Family, Given, and Given Family"; three or more "Family, Given, et al.";
// University (Press) shortened to U (UP); theses as "Title. Year. Institution, PhD dissertation."

const DEGREE_LABEL = { doctor: 'PhD dissertation', master: "master's thesis", bachelor: "bachelor's thesis" } as const

function authorList(list: string[], editors: boolean): string {
  const first = invertedName(parseName(list[0]!))
  const names = list.length === 1 ? first : list.length === 2 ? `${first}, and ${naturalName(parseName(list[1]!))}` : `${first}, et al.`
  return editors ? `${names}, ${list.length > 1 ? 'editors' : 'editor'}` : names
}

function contributorList(list: string[]): string {
  const names = list.map((n) => naturalName(parseName(n)))
  return names.length <= 2 ? names.join(' and ') : `${names[0]} et al.`
}

/** MLA shortens academic publishers: "Harvard University Press" → "Harvard UP", "University of Chicago Press" → "U of Chicago P". */
function publisherName(name: string): string {
  if (hasCjk(name) || !/\bUniversity\b/.test(name)) return name
  return name.replace(/\bUniversity Press\b/g, 'UP').replace(/\bUniversity\b/g, 'U').replace(/\bPress\b/g, 'P')
}

/** A record in MLA 9th edition style. */
export function mla(record: CitationRecord): string {
  const parts = [record.authors.length ? authorList(record.authors, record.editors) : '', fullTitle(record)]
  if (record.docType === 'thesis') {
    const year = yearOf(record.year)
    const institution = [record.institution ? publisherName(record.institution) : '', record.degree ? DEGREE_LABEL[record.degree] : 'thesis'].filter(Boolean).join(', ')
    parts.push(year, institution)
  } else {
    const run = serialYears(record.year)
    const date = record.docType === 'journal' ? (run.start ? `${run.start}–${run.end}` : '') : yearOf(record.year) || record.year
    const container = [
      record.translators.length ? `Translated by ${contributorList(record.translators)}` : '',
      record.edition ? englishEdition(record.edition) : '',
      record.publisher ? publisherName(record.publisher) : '',
      date,
    ].filter(Boolean)
    parts.push(container.join(', '))
  }
  return parts.filter(Boolean).map(withPeriod).join(' ')
}
