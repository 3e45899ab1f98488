import type { FacetKey } from '@portal/contracts'
import type { SearchDocument } from '../../kernel/search-text/search-document.ts'

// RecordSearch."facetValues": each facet value of a record once, as "key:value". Facet keys never contain
// a colon, so the first colon splits key and value (values may contain colons).

export function facetValuesOf(doc: SearchDocument): string[] {
  const values = new Set<string>()
  for (const [key, value] of Object.entries(doc.facets) as [FacetKey, string | string[]][]) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== '') values.add(`${key}:${one}`)
  }
  return [...values]
}

export function splitFacetValue(pair: string): { key: FacetKey; value: string } | null {
  const colon = pair.indexOf(':')
  return colon > 0 ? { key: pair.slice(0, colon) as FacetKey, value: pair.slice(colon + 1) } : null
}
