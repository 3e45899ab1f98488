import type { SearchField } from '@portal/contracts'
import type { Subscription } from '@portal/db'
import { FACET_FILTER_NAMES, type CatalogueSearchParams } from '../catalogue/index.ts'

// A subscription is a saved simple search: the same parameters /find/unify/search would build from its term and
// field, with no filters, so its matches are what the patron saw when they subscribed.

export function savedSearchParams(subscription: Pick<Subscription, 'searchField' | 'searchContent' | 'matchMode'>, page: number, rows: number): CatalogueSearchParams {
  const lists = Object.fromEntries(FACET_FILTER_NAMES.map((name) => [name, [] as string[]])) as { [K in (typeof FACET_FILTER_NAMES)[number]]: string[] }
  return {
    ...lists,
    searchFieldContent: subscription.searchContent,
    searchField: subscription.searchField as SearchField,
    matchMode: (['1', '2', '3', '4'] as const).find((mode) => mode === subscription.matchMode) ?? '2',
    sortField: 'relevance',
    sortClause: 'desc',
    page,
    rows,
  }
}
