import type { DetailField, DetailFieldCode, DetailValue, SearchField } from '@portal/contracts'
import type { BibRecord } from '@portal/db'

/**
 * A record's detail fields in field-code order (contract §5.7), as data: each value's text, and for
 * authors and subjects the search they lead to. Blank values are left out, except linked ones: LibStar's
 * rich detail links every author and subject the record lists, so those stay (with their text trimmed and
 * the search target as catalogued) and the text-only renderings skip the blank ones.
 */
export function detailFields(record: BibRecord): DetailField[] {
  const out: DetailField[] = []
  const push = (code: DetailFieldCode, value: DetailValue) => {
    const last = out.at(-1)
    if (last?.code === code) last.values.push(value)
    else out.push({ code, values: [value] })
  }
  const add = (code: DetailFieldCode, text: string | null | undefined) => {
    if (text && text.trim()) push(code, { text: text.trim() })
  }
  const linked = (code: DetailFieldCode, searchField: SearchField, value: string) => push(code, { text: value.trim(), link: { searchField, value } })

  const title = [record.title, record.subtitle].filter(Boolean).join(':')
  add('cnb01', record.responsibility ? `${title}/${record.responsibility}` : title)
  add('cnb02', record.edition)
  const imprint = [record.publishPlace, record.publisher].filter(Boolean).join(':')
  add('cnb03', [imprint, record.publishYear].filter(Boolean).join(','))
  const isbns = record.isbns.length ? record.isbns : record.isbn ? [record.isbn] : []
  if (isbns.length) for (const isbn of isbns) add('cnb04', record.priceText ? `${isbn}/${record.priceText}` : isbn)
  else if (record.priceText) add('cnb04', `/${record.priceText}`)
  add('cnb05', record.issn)
  add('cnb10', record.physicalDescription || [record.pages, record.dimensions].filter(Boolean).join(';'))
  add('cnb14', record.parallelTitle)
  for (const other of record.otherTitles) add('cnb20', other)
  add('cnb46', record.series)
  for (const author of record.authors) linked('cnb48', 'author', author)
  for (const subject of record.subjects) linked('cnb62', 'subject', subject)
  for (const cls of record.clcClasses) add('cnb67', cls)
  // The institution as catalogued (the LibStar note trims "学位授予单位：" + it as a whole); readers see it trimmed.
  if (record.docType === 'thesis' && record.institution) push('cnb71', { text: record.institution, label: 'degreeGrantor' })
  add('cnb96', record.abstract)
  return out
}
