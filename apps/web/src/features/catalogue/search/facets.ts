import type { FacetKey } from '@portal/contracts'
import type { SearchDictionaries } from '../../../components/search-box/use-search-choices.ts'
import type { FilterName } from '../../../lib/search-state.ts'

type CodeList = { code: string; name: string }[]

/**
 * The facets the list offers, in order: the key in the answer's facetResult, the filter it sets, and
 * the dictionary naming its codes (author, publisher and subject values are names already).
 */
export const FACETS: readonly { key: FacetKey; filter: FilterName; names?: (d: SearchDictionaries) => CodeList }[] = [
  { key: 'docCode', filter: 'docCode', names: (d) => d.docCode },
  { key: 'resourceType', filter: 'resourceType', names: (d) => d.resourceType },
  { key: 'libCode', filter: 'libCode', names: (d) => d.libCode },
  { key: 'campusId', filter: 'campusId', names: (d) => d.campusCode },
  { key: 'locationId', filter: 'locationId', names: (d) => d.locationId },
  { key: 'curLocationId', filter: 'curLocationId', names: (d) => d.locationId },
  { key: 'discode1', filter: 'discode1', names: (d) => d.discode1 },
  { key: 'kindNo', filter: 'kindNo', names: (d) => d.classNo },
  { key: 'langCode', filter: 'langCode', names: (d) => d.langCode },
  { key: 'countryCode', filter: 'countryCode', names: (d) => d.countryCode },
  { key: 'author', filter: 'author' },
  { key: 'publisher', filter: 'publisher' },
  { key: 'subject', filter: 'subject' },
  { key: 'coreIncludes', filter: 'coreInclude', names: (d) => d.coreInclude as CodeList },
  { key: 'neweCollectionIds', filter: 'neweCollectionIds' },
  { key: 'litCode', filter: 'litCode' },
]

/** The name of a filter value: from its dictionary when it has one (class numbers keep their code in front). */
export function valueName(filter: FilterName, value: string, dictionaries: SearchDictionaries | undefined): string {
  const facet = FACETS.find((f) => f.filter === filter)
  const name = facet?.names && dictionaries ? facet.names(dictionaries).find((entry) => entry.code === value)?.name : undefined
  if (!name) return value
  return filter === 'kindNo' ? `${value} ${name}` : name
}
