import { Prisma } from '@portal/db'
import { presentRecords } from '../catalogue/index.ts'
import { escapeLike } from '../../kernel/escape-like.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { windowStart } from './windows.ts'

const sql = Prisma.sql

export type NewBookInput = {
  page: number
  rows: number
  time: string
  docCode?: string
  disCode?: string | null
  callNo?: string
  searchWord?: string
  libCode?: string
  locationId?: string
  campusId: string[]
  opacSearchLangCode?: string
  sortField: 'in_date' | 'title' | 'issued_sort'
  sortClause: 'asc' | 'desc'
}

const ORDER = {
  in_date: sql`r."firstInDate"`,
  title: sql`r.title`,
  issued_sort: sql`r."publishYearNum"`,
} as const

/**
 * `POST /find/index/getNewBook`: records accessioned within the window (`time` "1" a week … "7" two years),
 * newest first by default, optionally of one document type, discipline, CLC class, language or place.
 */
export async function newBooks(ctx: Pick<TenantContext, 'data' | 'ports' | 'tenant'>, input: NewBookInput) {
  const tenant = await ctx.tenant()
  const filters: Prisma.Sql[] = [sql`r."firstInDate" >= ${windowStart(input.time)}`]
  if (input.docCode) filters.push(sql`r."docCode" = ${Number(input.docCode)}`)
  if (input.disCode) filters.push(sql`r."discode1" @> ARRAY[${input.disCode}]::text[]`)
  if (input.callNo) filters.push(sql`EXISTS (SELECT 1 FROM unnest(r."clcClasses") c WHERE c LIKE ${escapeLike(input.callNo.toUpperCase()) + '%'})`)
  if (input.opacSearchLangCode) filters.push(sql`r."langCode" = ${input.opacSearchLangCode}`)
  if (input.searchWord) filters.push(sql`(r.title ILIKE ${'%' + escapeLike(input.searchWord) + '%'} OR array_to_string(r.authors, ' ') ILIKE ${'%' + escapeLike(input.searchWord) + '%'})`)
  const itemFilters: Prisma.Sql[] = []
  if (input.libCode) itemFilters.push(sql`i."libraryId" IN (SELECT id FROM "Library" WHERE "tenantId" = ${tenant.id} AND "libCode" = ${input.libCode})`)
  if (input.locationId && /^\d+$/.test(input.locationId)) itemFilters.push(sql`i."locationId" = ${Number(input.locationId)}`)
  const campuses = input.campusId.filter((c) => /^\d+$/.test(c)).map(Number)
  if (campuses.length) itemFilters.push(sql`i."campusId" IN (${Prisma.join(campuses)})`)
  if (itemFilters.length) filters.push(sql`EXISTS (SELECT 1 FROM "Item" i WHERE i."tenantId" = r."tenantId" AND i."recordId" = r.id AND ${Prisma.join(itemFilters, ' AND ')})`)

  const matching = sql`NOT r.suppressed AND ${Prisma.join(filters, ' AND ')}`
  const direction = input.sortClause === 'asc' ? sql`ASC` : sql`DESC`
  const [ids, counted] = await Promise.all([
    ctx.data.$queryRaw<{ id: number }[]>`SELECT r.id FROM "BibRecord" r WHERE r."tenantId" = ${tenant.id} AND ${matching}
      ORDER BY ${ORDER[input.sortField]} ${direction} NULLS LAST, r.id DESC LIMIT ${input.rows} OFFSET ${(input.page - 1) * input.rows}`,
    ctx.data.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM "BibRecord" r WHERE r."tenantId" = ${tenant.id} AND ${matching}`,
  ])
  return { numFound: counted[0]?.total ?? 0, searchResult: await presentRecords(ctx, ids.map((r) => r.id)) }
}
