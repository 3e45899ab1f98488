import { Prisma } from '@portal/db'
import type { FacetKey, SearchField } from '@portal/contracts'
import type { SearchClause, SearchFilters, SearchRequest } from '../../ports/search.port.ts'
import { isbnDigits, normalizeIsbn, normalizeIssn } from '../../kernel/search-text/isbn.ts'
import { normalize } from '../../kernel/search-text/normalize.ts'
import { boundTerm, queryChunks } from '../../kernel/search-text/tokenizer.ts'
import { tsqueryLiteral, type Weights } from './tsvector.ts'

// Turns a SearchRequest into the WHERE clause over "RecordSearch" s. Every value is a bind parameter;
// the SQL text is assembled only from the fixed fragments of this file.

const sql = Prisma.sql
const TRUE = sql`TRUE`
const FALSE = sql`FALSE`

/**
 * `indexedKeys`: keys is one column with a GIN index, so an exact match is an index lookup (`@>`).
 * `vector`: a vector of this field alone with its own GIN index; otherwise the whole vector is searched
 * with weight labels, which PostgreSQL checks row by row (every row holding the words in any field).
 */
type TextField = { weights: Weights; keys: Prisma.Sql | null; recheckContains: boolean; any?: boolean; indexedKeys?: boolean; vector?: Prisma.Sql }

// Full-text fields: which weights of the vector they search and which folded values exact / starts-with /
// ends-with compare against. Fields sharing weight C are rechecked against their own values so a subject
// search does not match the publisher.
const TEXT_FIELDS: Partial<Record<SearchField, TextField>> = {
  keyWord: { weights: 'ABCD', keys: sql`s."titleKeys" || s."authorKeys" || s."subjectKeys" || s."publisherKeys" || s."institutionKeys"`, recheckContains: false },
  anyWord: { weights: 'ABCD', keys: null, recheckContains: false, any: true },
  toolNumber: { weights: 'ABCD', keys: null, recheckContains: false },
  title: { weights: 'A', keys: sql`s."titleKeys"`, recheckContains: false, indexedKeys: true },
  periName: { weights: 'A', keys: sql`s."titleKeys"`, recheckContains: false, indexedKeys: true },
  author: { weights: 'B', keys: sql`s."authorKeys"`, recheckContains: false, vector: sql`s."authorTsv"` },
  subject: { weights: 'C', keys: sql`s."subjectKeys"`, recheckContains: true },
  publisher: { weights: 'C', keys: sql`s."publisherKeys"`, recheckContains: true },
  institution: { weights: 'C', keys: sql`s."institutionKeys"`, recheckContains: true },
  abstract: { weights: 'D', keys: null, recheckContains: false },
}

/** Escapes LIKE wildcards so a user's % or _ is literal. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

const foldTerm = (term: string) => normalize(boundTerm(term)).replace(/\s+/gu, ' ').trim()

/** Pattern for a match mode: 1 exact (no pattern), 2 contains, 3 starts with, 4 ends with. */
function pattern(mode: string, text: string): string {
  const escaped = likeEscape(text)
  return mode === '3' ? `${escaped}%` : mode === '4' ? `%${escaped}` : `%${escaped}%`
}

function anyKeyLike(keys: Prisma.Sql, like: string): Prisma.Sql {
  return sql`EXISTS (SELECT 1 FROM unnest(${keys}) AS k WHERE k LIKE ${like})`
}

function textClause(clause: SearchClause, field: TextField): Prisma.Sql {
  const chunks = queryChunks(clause.term)
  const query = tsqueryLiteral(chunks, field.weights, field.any)
  if (!query) return FALSE
  // The full-text match is a necessary condition of every mode (a value containing the term contains
  // its bigrams), so it is always there to use the GIN index; the modes refine it.
  const match = sql`${field.vector ?? sql`s."tsv"`} @@ ${query}::tsquery`
  const folded = foldTerm(clause.term)
  if (field.keys && clause.matchMode === '1') {
    // An equal folded value contains the query's tokens: the key lookup alone decides.
    return field.indexedKeys
      ? sql`${field.keys} @> ARRAY[${folded}]::text[]`
      : sql`(${match} AND ${folded} = ANY(${field.keys}))`
  }
  if (field.keys && (clause.matchMode === '3' || clause.matchMode === '4')) {
    return sql`(${match} AND ${anyKeyLike(field.keys, pattern(clause.matchMode, folded))})`
  }
  if (field.keys && field.recheckContains) {
    const rechecks = chunks.map((c) => anyKeyLike(field.keys!, pattern('2', c.folded)))
    return sql`(${match} AND ${Prisma.join(rechecks, ' AND ')})`
  }
  return match
}

/** ISBN, ISSN, CLC class, barcode and call number: exact or prefix lookups on codes, no full text. */
function codeClause(tenantId: number, field: SearchField, mode: string, term: string): Prisma.Sql {
  const raw = boundTerm(term).trim()
  switch (field) {
    case 'isbn': {
      const full = normalizeIsbn(raw)
      if (full && mode !== '4') return sql`s."isbns" @> ARRAY[${full}]::text[]`
      const digits = isbnDigits(raw)
      if (!digits) return FALSE
      return anyKeyLike(sql`s."isbns"`, pattern(mode === '2' ? '3' : mode, digits))
    }
    case 'issn': {
      const full = normalizeIssn(raw)
      if (full && mode !== '4') return sql`s."issn" = ${full}`
      const compact = raw.toUpperCase().replace(/[^0-9X]/g, '')
      return compact ? sql`s."issn" LIKE ${pattern(mode === '2' ? '3' : mode, compact)}` : FALSE
    }
    case 'kindNo': {
      const code = raw.toUpperCase()
      if (!code) return FALSE
      if (mode === '1') return sql`${code} = ANY(s."classes")`
      // A class number "contains" its subclasses: contains means starts with here.
      return anyKeyLike(sql`s."classes"`, pattern(mode === '2' ? '3' : mode, code))
    }
    case 'barcode':
    case 'callNo': {
      if (!raw) return FALSE
      const items = field === 'barcode'
        ? mode === '1' ? sql`i."barcode" = ${raw}` : sql`i."barcode" ILIKE ${pattern(mode === '2' ? '3' : mode, raw)}`
        : mode === '1' ? sql`i."callNo" = ${raw}` : sql`i."callNo" ILIKE ${pattern(mode === '2' ? '3' : mode, raw)}`
      return sql`s."recordId" IN (SELECT i."recordId" FROM "Item" i WHERE i."tenantId" = ${tenantId} AND ${items})`
    }
    default:
      return FALSE
  }
}

function clauseSql(tenantId: number, clause: SearchClause): Prisma.Sql {
  const text = TEXT_FIELDS[clause.field]
  return text ? textClause(clause, text) : codeClause(tenantId, clause.field, clause.matchMode, clause.term)
}

/** Clauses with a term, joined left to right by their operators (the first one's is ignored). */
export function clausesSql(tenantId: number, clauses: SearchClause[]): Prisma.Sql | null {
  let combined: Prisma.Sql | null = null
  for (const clause of clauses.filter((c) => c.term.trim())) {
    const part = clauseSql(tenantId, clause)
    if (!combined) combined = part
    else if (clause.oper === 'OR') combined = sql`(${combined} OR ${part})`
    else if (clause.oper === 'NOT') combined = sql`(${combined} AND NOT ${part})`
    else combined = sql`(${combined} AND ${part})`
  }
  return combined
}

type Column = { sql: Prisma.Sql; kind: 'text' | 'int' | 'text[]' | 'int[]' }

/** Facet keys → RecordSearch columns. litCode has no data yet and is neither filtered nor counted. */
export const FACET_COLUMNS: Partial<Record<FacetKey, Column>> = {
  docCode: { sql: sql`s."docCode"`, kind: 'int' },
  resourceType: { sql: sql`s."resourceType"`, kind: 'int' },
  langCode: { sql: sql`s."langCode"`, kind: 'text' },
  countryCode: { sql: sql`s."countryCode"`, kind: 'text' },
  discode1: { sql: sql`s."discode1"`, kind: 'text[]' },
  libCode: { sql: sql`s."libCodes"`, kind: 'text[]' },
  locationId: { sql: sql`s."locationIds"`, kind: 'int[]' },
  curLocationId: { sql: sql`s."curLocationIds"`, kind: 'int[]' },
  campusId: { sql: sql`s."campusIds"`, kind: 'int[]' },
  author: { sql: sql`s."authors"`, kind: 'text[]' },
  publisher: { sql: sql`s."publisher"`, kind: 'text' },
  subject: { sql: sql`s."subjects"`, kind: 'text[]' },
  kindNo: { sql: sql`s."clcTops"`, kind: 'text[]' },
  coreIncludes: { sql: sql`s."coreIncludes"`, kind: 'text[]' },
  neweCollectionIds: { sql: sql`s."eCollectionIds"`, kind: 'int[]' },
}

const MAX_FILTER_VALUES = 100

function facetFilter(column: Column, values: string[]): Prisma.Sql {
  const bounded = values.slice(0, MAX_FILTER_VALUES).map((v) => String(v).slice(0, 200))
  if (column.kind === 'int' || column.kind === 'int[]') {
    // Unknown or malformed values simply match nothing.
    const ints = bounded.filter((v) => /^\d{1,9}$/.test(v)).map(Number)
    if (!ints.length) return FALSE
    return column.kind === 'int' ? sql`${column.sql} = ANY(${ints}::int[])` : sql`${column.sql} && ${ints}::int[]`
  }
  return column.kind === 'text' ? sql`${column.sql} = ANY(${bounded}::text[])` : sql`${column.sql} && ${bounded}::text[]`
}

function filtersSql(filters: SearchFilters): Prisma.Sql[] {
  const parts: Prisma.Sql[] = []
  for (const [key, values] of Object.entries(filters.facets ?? {}) as [FacetKey, string[] | undefined][]) {
    const column = FACET_COLUMNS[key]
    if (column && values?.length) parts.push(facetFilter(column, values))
  }
  if (Number.isFinite(filters.publishBegin)) parts.push(sql`s."year" >= ${Math.trunc(filters.publishBegin!)}`)
  if (Number.isFinite(filters.publishEnd)) parts.push(sql`s."year" <= ${Math.trunc(filters.publishEnd!)}`)
  if (filters.onlyOnShelf) parts.push(sql`s."onShelf"`)
  const excluded = (filters.excludeRecordIds ?? []).filter(Number.isSafeInteger).slice(0, 10_000)
  if (excluded.length) parts.push(sql`s."recordId" <> ALL(${excluded}::int[])`)
  if (filters.onlyRecordIds) parts.push(sql`s."recordId" = ANY(${filters.onlyRecordIds.filter(Number.isSafeInteger).slice(0, 10_000)}::int[])`)
  return parts
}

/** Whether some clause is a full-text match (the GIN indexes of the vector can find the matches). */
export function hasTextClause(request: SearchRequest): boolean {
  return request.clauses.some((clause) => clause.term.trim() && TEXT_FIELDS[clause.field] && clause.oper !== 'NOT')
}

/** The whole WHERE of a request, always scoped by tenant. */
export function whereSql(request: SearchRequest): Prisma.Sql {
  const parts = [sql`s."tenantId" = ${request.tenantId}`, ...filtersSql(request.filters)]
  const clauses = clausesSql(request.tenantId, request.clauses)
  if (clauses) parts.push(clauses)
  return Prisma.join(parts, ' AND ')
}

/** The ranking query: the positive full-text clauses ORed, and the same without weights for titles. */
export function rankQueries(clauses: SearchClause[]): { rank: string; title: string; folded: string; typed: string } | null {
  const ranks: string[] = []
  const titles: string[] = []
  const folded: string[] = []
  const typed: string[] = []
  for (const clause of clauses) {
    const field = TEXT_FIELDS[clause.field]
    if (!field || clause.oper === 'NOT' || !clause.term.trim()) continue
    const chunks = queryChunks(clause.term)
    const rank = tsqueryLiteral(chunks, field.weights, field.any)
    if (!rank) continue
    ranks.push(`(${rank})`)
    if (field.weights === 'ABCD' || field.weights === 'A') {
      const title = tsqueryLiteral(chunks, 'ABCD', field.any)
      if (title) titles.push(`(${title})`)
      folded.push(foldTerm(clause.term))
      typed.push(boundTerm(clause.term).normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim())
    }
  }
  if (!ranks.length) return null
  const one = folded.length === 1
  return { rank: ranks.join(' | '), title: titles.join(' | '), folded: one ? folded[0]! : '', typed: one ? typed[0]! : '' }
}

export { TRUE }
