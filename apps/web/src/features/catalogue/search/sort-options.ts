import type { SortField } from '@portal/contracts'

/** The sorts the list offers (contract §5.6 plus title): field and direction as one choice. */
export const SORT_OPTIONS = [
  { value: 'relevance:asc', key: 'relevance' },
  { value: 'issued_sort:desc', key: 'yearNewest' },
  { value: 'issued_sort:asc', key: 'yearOldest' },
  { value: 'title:asc', key: 'title' },
  { value: 'in_date:desc', key: 'newest' },
] as const satisfies readonly { value: `${SortField}:${'asc' | 'desc'}`; key: string }[]

export type SortValue = (typeof SORT_OPTIONS)[number]['value']

export function sortValueOf(sort: SortField, order: 'asc' | 'desc'): string {
  return `${sort}:${order}`
}

export function parseSortValue(value: string): { sort: SortField; order: 'asc' | 'desc' } {
  const [sort, order] = value.split(':') as [SortField, 'asc' | 'desc']
  return { sort, order }
}
