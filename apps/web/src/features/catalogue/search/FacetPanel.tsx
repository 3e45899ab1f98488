import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchDictionaries } from '../../../components/search-box/use-search-choices.ts'
import type { FilterName, SearchState } from '../../../lib/search-state.ts'
import { FacetGroup } from './FacetGroup.tsx'
import { FACETS, valueName } from './facets.ts'
import { YearRangeFilter } from './YearRangeFilter.tsx'

type FacetPanelProps = {
  facetResult: Record<string, Record<string, number>> | undefined
  approximate: boolean
  state: SearchState
  update: (patch: Partial<SearchState>) => void
  dictionaries: SearchDictionaries | undefined
}

/** Narrowing a search: on shelf only, the publication years, and every facet the answer counted. */
export function FacetPanel({ facetResult, approximate, state, update, dictionaries }: FacetPanelProps) {
  const { t } = useTranslation('search')
  // A dozen lists of values: drawn in a second pass that React can interrupt, after the results (the answer's first
  // screen, where a phone keeps the facets behind their button).
  const counted = useDeferredValue(facetResult, undefined) ?? {}
  const setFilter = (filter: FilterName, values: string[]) => {
    const filters = { ...state.filters }
    if (values.length) filters[filter] = values
    else delete filters[filter]
    update({ filters })
  }
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-2 border-b border-slate-200 pb-3 text-sm font-medium text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-slate-700">
        <input type="checkbox" checked={state.onlyOnShelf} onChange={(e) => update({ onlyOnShelf: e.target.checked })} className="size-4 accent-slate-700" />
        {t('facets.onlyOnShelf')}
      </label>
      <YearRangeFilter key={`${state.yearFrom}-${state.yearTo}`} from={state.yearFrom} to={state.yearTo} onApply={({ from, to }) => update({ yearFrom: from, yearTo: to })} />
      {FACETS.map(({ key, filter }) => {
        const counts = counted[key] ?? {}
        const selected = state.filters[filter] ?? []
        if (!Object.keys(counts).length && !selected.length) return null
        return (
          <FacetGroup
            key={key}
            title={t(`facets.${key}`)}
            counts={counts}
            selected={selected}
            nameOf={(value) => valueName(filter, value, dictionaries)}
            approximate={approximate}
            onToggle={(value) => setFilter(filter, selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value])}
            onClear={() => setFilter(filter, [])}
          />
        )
      })}
    </div>
  )
}
