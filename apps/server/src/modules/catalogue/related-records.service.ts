import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CatalogueSearchParams } from './search-params.ts'
import { assertRefererGate, searchCatalogue } from './search.service.ts'

/**
 * `POST /find/unify/searchForDetail`: records related to one record ("related books" on the detail page).
 * With a term it searches that; without one it searches the record's first subject, else its first author.
 */
type SearchCall = Pick<TenantContext, 'data' | 'ports' | 'tenant' | 'client'>

export async function searchForDetail(ctx: SearchCall, params: CatalogueSearchParams & { excludeFieldContent?: number }) {
  const tenant = await ctx.tenant()
  assertRefererGate(ctx, tenant)
  const excluded = params.excludeFieldContent
    ? await ctx.data.bibRecord.findFirst({ where: { id: params.excludeFieldContent }, select: { id: true, subjects: true, authors: true } })
    : null
  if (params.excludeFieldContent && !excluded) throw new AppError('NOT_FOUND', { field: 'excludeFieldContent' })
  const own = params.searchFieldContent.trim()
  const seed = own
    ? { searchFieldContent: own, searchField: params.searchField }
    : excluded?.subjects[0]
      ? { searchFieldContent: excluded.subjects[0], searchField: 'subject' as const }
      : excluded?.authors[0]
        ? { searchFieldContent: excluded.authors[0], searchField: 'author' as const }
        : null
  if (!seed && !params.subject.length && !params.kindNo.length) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'searchFieldContent', message: 'a term or a record to relate to is needed' }] })
  return searchCatalogue(ctx, tenant, { ...params, ...(seed ?? {}), categorySearchFlag: seed ? undefined : 1 }, { excludeRecordIds: excluded ? [excluded.id] : [] })
}

/**
 * `POST /find/unify/twiceSearch`: a search within the results of a first search; the second search needs
 * its own term (spec §5).
 */
export async function twiceSearch(ctx: SearchCall, params: CatalogueSearchParams & { secondSearchContent: string; secondSearchField?: CatalogueSearchParams['searchField'] }) {
  const tenant = await ctx.tenant()
  assertRefererGate(ctx, tenant)
  const second = params.secondSearchContent.trim()
  if (!second) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'secondSearchContent', message: 'the search within results needs its own term' }] })
  const first = params.searchItems?.length
    ? params.searchItems
    : [{ oper: 'AND' as const, searchField: params.searchField, matchMode: params.matchMode, searchFieldContent: params.searchFieldContent }]
  return searchCatalogue(ctx, tenant, {
    ...params,
    searchItems: [...first, { oper: 'AND', searchField: params.secondSearchField ?? 'keyWord', matchMode: '2', searchFieldContent: second }],
  })
}
