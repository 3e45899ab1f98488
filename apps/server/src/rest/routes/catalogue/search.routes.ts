import { SEARCH_FIELDS } from '@portal/contracts'
import { z } from 'zod'
import { searchForDetail, twiceSearch } from '../../../modules/catalogue/related-records.service.ts'
import { assertRefererGate, searchCatalogue, spellKeyWord } from '../../../modules/catalogue/search.service.ts'
import { presentSearchPage } from '../../../modules/catalogue/search-wire.ts'
import type { RequestContext } from '../../../kernel/request-context.ts'
import { optionalTenantScope } from '../../../data/request-scope.ts'
import { lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'
import { searchInputFields, type SearchInput } from '../../search-input.ts'

const tag = 'Search'

/**
 * unify/search, indexSearch and advancedSearch count only the groupCode header: without a usable one
 * (null here) they answer the empty success LibStar answers (contract §2.3, §2.6).
 */
async function searchByHeaderTenant(ctx: RequestContext, input: SearchInput) {
  if (!ctx.hints.groupCode) return null
  const scoped = await optionalTenantScope(ctx)
  if (!scoped) return null
  const tenant = await scoped.tenant()
  assertRefererGate(scoped, tenant)
  return searchCatalogue(scoped, tenant, input)
}

const searchInput = lenientObject(searchInputFields)
const optionalField = z.preprocess((v) => (v === null || v === '' || v === 'null' ? undefined : v), z.enum(SEARCH_FIELDS).optional())

export const searchRoutes = [
  defineRoute({
    method: 'POST', path: '/find/unify/search', tag, access: 'public', tenant: 'optional',
    summary: 'Unified search: numFound, searchResult, facetResult, hlResult', input: searchInput,
    operation: searchByHeaderTenant, present: presentSearchPage,
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/advancedSearch', tag, access: 'public', tenant: 'optional',
    summary: 'Advanced search: searchItems [{oper AND|OR|NOT, searchField, matchMode, searchFieldContent}] plus the limits',
    input: searchInput, operation: searchByHeaderTenant, present: presentSearchPage,
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/indexSearch', tag, access: 'public', tenant: 'optional',
    summary: 'Home-page search (same answer as unify/search)', input: searchInput, operation: searchByHeaderTenant, present: presentSearchPage,
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/twiceSearch', tag, access: 'public',
    summary: 'Search within results: the first search plus secondSearchContent',
    input: lenientObject({ ...searchInputFields, secondSearchContent: lenientString(1000).optional().default(''), secondSearchField: optionalField }),
    operation: (ctx, input) => twiceSearch(ctx, input), present: presentSearchPage,
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/searchForDetail', tag, access: 'public',
    summary: 'Records related to a record (excludeFieldContent = its recordId)',
    input: lenientObject({ ...searchInputFields, excludeFieldContent: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)).optional(), excludeField: lenientString(50).optional() }),
    operation: (ctx, input) => searchForDetail(ctx, input), present: presentSearchPage,
  }),
  defineRoute({
    method: 'GET', path: '/find/index/spellKeyWord', tag, access: 'public',
    summary: 'Spelling suggestions for a term', input: lenientObject({ keyWord: lenientString(200).optional().default('') }),
    operation: (ctx, input) => spellKeyWord(ctx, input),
  }),
]
