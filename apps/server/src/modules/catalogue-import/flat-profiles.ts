import { clean, emptyRecord, finish, uniq } from './normalise.ts'
import type { NormalisedRecord } from './types.ts'

// Mapping profiles for non-MARC sources (CSV, JSON, JSON Lines). Each profile turns one source row or
// object into a NormalisedRecord; docs/import.md lists the column mapping of every profile.
// Source ids are prefixed with the profile name so different sources never collide.

export type Row = Record<string, unknown>
export type FlatProfile = { name: string; describe: string; map: (row: Row, position: number) => NormalisedRecord }

const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
const list = (value: unknown, separator: RegExp): string[] =>
  Array.isArray(value) ? value.map(text).filter(Boolean) : text(value).split(separator).map((v) => v.trim()).filter(Boolean)

function requireId(value: unknown, what: string): string {
  const id = text(value)
  if (!id) throw new Error(`missing ${what}`)
  return id
}

const douban: FlatProfile = {
  name: 'douban',
  describe: 'Douban CSV (zh-hans-douban-lanbing510): id,title,authors_raw,publisher,pub_date,price,pubinfo_raw,…,tags',
  map(row) {
    const out = emptyRecord(`douban:${requireId(row.id, 'id')}`, 'DUBLIN_CORE')
    out.title = text(row.title)
    const people = list(row.authors_raw, /\s\/\s|\//)
    out.authors = people.map((p) => p.replace(/^[[(（【〔][^\])）】〕]{1,6}[\])）】〕]\s*/u, '').trim())
    out.responsibility = people.join(' / ')
    out.publisher = text(row.publisher)
    out.publishYear = text(row.pub_date)
    out.priceText = text(row.price)
    out.subjects = list(row.tags, /\|/)
    out.langCode = text(row.has_han) === '1' ? 'chi' : ''
    return finish(out, [])
  },
}

/** Goodreads ISBN columns lost leading zeros (isbn) or were written as floats (isbn13 "9.78043902348e+12"). */
function goodreadsIsbn(isbn: string): string {
  if (/^\d{1,9}[\dX]$/i.test(isbn)) return isbn.padStart(10, '0')
  return ''
}

const goodbooks: FlatProfile = {
  name: 'goodbooks',
  describe: 'Goodbooks-10k CSV: book_id,goodreads_book_id,…,isbn,isbn13,authors,original_publication_year,original_title,title,language_code,…,image_url',
  map(row) {
    const out = emptyRecord(`goodbooks:${requireId(row.goodreads_book_id ?? row.book_id, 'goodreads_book_id')}`, 'DUBLIN_CORE')
    out.title = text(row.title)
    out.otherTitles = [text(row.original_title)]
    out.authors = list(row.authors, /,\s*/)
    out.responsibility = out.authors.join(', ')
    const year = text(row.original_publication_year).replace(/\.0$/, '')
    out.publishYear = year
    out.publishYearNum = /^-?\d+$/.test(year) ? Number(year) : null
    const lang = text(row.language_code).toLowerCase()
    out.langCode = lang.startsWith('en') ? 'eng' : lang.slice(0, 3)
    out.coverUrl = text(row.image_url)
    const isbn = goodreadsIsbn(text(row.isbn))
    return finish(out, isbn ? [isbn] : [])
  },
}

const lcMds: FlatProfile = {
  name: 'lc-mds',
  describe: 'LC MDS JSON (solr-for-newbies books.json): id,title,author,authorsOther,responsibility,publisher,subjects*,urls_ss',
  map(row) {
    const out = emptyRecord(`lc:${requireId(row.id, 'id')}`, 'DUBLIN_CORE')
    out.title = clean(text(row.title))
    out.authors = [clean(text(row.author)), ...list(row.authorsOther, /\|/).map(clean)]
    out.responsibility = clean(text(row.responsibility))
    out.publisher = clean(text(row.publisher))
    out.subjects = ['subjects', 'subjectsGeneral', 'subjectsGeo', 'subjectsForm', 'subjectsChrono'].flatMap((k) => list(row[k], /\|/))
    out.links = list(row.urls_ss, /\s+/).map((url) => ({ url, name: '' }))
    out.langCode = 'eng'
    return finish(out, [])
  },
}

const cbeta: FlatProfile = {
  name: 'cbeta',
  describe: 'CBETA work-info JSON (object work id → {title, byline, dynasty, time_from, juans, category, contributors})',
  map(row) {
    const out = emptyRecord(`cbeta:${requireId(row.__key, 'work id')}`, 'DUBLIN_CORE')
    out.title = text(row.title)
    out.responsibility = text(row.byline)
    out.authors = Array.isArray(row.contributors) ? (row.contributors as Row[]).map((c) => text(c.name)) : []
    out.publishYear = [text(row.dynasty), row.time_from !== undefined ? `${text(row.time_from)}${row.time_to !== undefined && row.time_to !== row.time_from ? `-${text(row.time_to)}` : ''}` : ''].filter(Boolean).join(' ')
    out.subjects = uniq([text(row.category), text(row.orig_category)])
    const juans = text(row.juans) || text(row.juan)
    out.pages = juans ? `${juans}卷` : ''
    out.series = text(row.vol)
    out.langCode = 'chi'
    return finish(out, [])
  },
}

const kanripo: FlatProfile = {
  name: 'kanripo',
  describe: 'Kanripo catalogue JSON Lines: kr_id,title,dynasty,author,category,props{extent,source,_resp},persons[{name,dynasty,function}]',
  map(row) {
    const out = emptyRecord(`kanripo:${requireId(row.kr_id, 'kr_id')}`, 'DUBLIN_CORE')
    const props = (row.props ?? {}) as Row
    out.title = text(row.title)
    const persons = Array.isArray(row.persons) ? (row.persons as Row[]) : []
    out.authors = [text(row.author), ...persons.map((p) => text(p.name))]
    out.responsibility = text(props._resp) || persons.map((p) => `（${text(p.dynasty)}）${text(p.name)}${text(p.function)}`).join(' ')
    out.publishYear = text(row.dynasty)
    out.subjects = [text(row.category)]
    out.pages = text(props.extent)
    out.edition = text(props.source)
    out.langCode = 'chi'
    return finish(out, [])
  },
}

const FIELD_ALIASES: Record<string, keyof NormalisedRecord> = {
  id: 'sourceId', sourceid: 'sourceId', recordsourceid: 'sourceId', title: 'title', subtitle: 'subtitle', author: 'authors', authors: 'authors',
  publisher: 'publisher', publishplace: 'publishPlace', place: 'publishPlace', year: 'publishYear', publishyear: 'publishYear', date: 'publishYear',
  isbn: 'isbn', issn: 'issn', language: 'langCode', langcode: 'langCode', subjects: 'subjects', subject: 'subjects', clc: 'clcClasses',
  clcclasses: 'clcClasses', summary: 'abstract', abstract: 'abstract', series: 'series', pages: 'pages', edition: 'edition', cover: 'coverUrl', coverurl: 'coverUrl',
}

/** Generic header-based mapping: columns named like the normalised fields (case-insensitive; aliases above); lists split on | or ;. */
const generic: FlatProfile = {
  name: 'generic',
  describe: 'Header-based: id/sourceId,title,subtitle,authors,publisher,publishPlace,publishYear,isbn,issn,langCode,subjects,clc,summary,series,pages,edition,coverUrl',
  map(row) {
    const out = emptyRecord('', 'DUBLIN_CORE')
    const isbnSources: string[] = []
    for (const [key, value] of Object.entries(row)) {
      const field = FIELD_ALIASES[key.toLowerCase().replace(/[^a-z]/g, '')]
      if (!field) continue
      if (field === 'authors' || field === 'subjects' || field === 'clcClasses') (out[field] as string[]) = list(value, /\s*[|;]\s*/)
      else if (field === 'isbn') isbnSources.push(...list(value, /\s*[|;]\s*/))
      else (out as Record<string, unknown>)[field] = text(value)
    }
    out.sourceId = `csv:${requireId(out.sourceId, 'id / sourceId column')}`
    return finish(out, isbnSources)
  },
}

export const FLAT_PROFILES: Record<string, FlatProfile> = { douban, goodbooks, 'lc-mds': lcMds, cbeta, kanripo, generic }

/** Picks a profile from a CSV header. */
export function profileForHeader(header: string[]): FlatProfile {
  if (header.includes('douban_rating')) return douban
  if (header.includes('goodreads_book_id')) return goodbooks
  return generic
}

/** Picks a profile from the first JSON object of a file. */
export function profileForObject(sample: Row): FlatProfile {
  if ('kr_id' in sample) return kanripo
  if ('byline' in sample || 'juans' in sample || ('vol' in sample && 'juan' in sample)) return cbeta
  if ('subjectsGeneral' in sample || ('id' in sample && 'responsibility' in sample)) return lcMds
  return generic
}
