import { useTranslation } from 'react-i18next'
import type { SearchDictionaries } from '../../../components/search-box/use-search-choices.ts'
import { FILTER_NAMES, type SearchState } from '../../../lib/search-state.ts'
import { FACETS, valueName } from './facets.ts'

type Chip = { key: string; label: string; remove: Partial<SearchState> }

/** The limits in force as removable chips, and "Clear all". */
export function SelectedFilters({ state, update, dictionaries }: { state: SearchState; update: (patch: Partial<SearchState>) => void; dictionaries: SearchDictionaries | undefined }) {
  const { t } = useTranslation('search')
  const chips: Chip[] = []
  for (const name of FILTER_NAMES) {
    const facet = FACETS.find((f) => f.filter === name)
    for (const value of state.filters[name] ?? []) {
      const rest = (state.filters[name] ?? []).filter((v) => v !== value)
      const filters = { ...state.filters, [name]: rest }
      if (!rest.length) delete filters[name]
      chips.push({ key: `${name}:${value}`, label: `${facet ? t(`facets.${facet.key}`) : name}: ${valueName(name, value, dictionaries)}`, remove: { filters } })
    }
  }
  if (state.yearFrom !== undefined || state.yearTo !== undefined)
    chips.push({ key: 'year', label: `${t('facets.year')}: ${state.yearFrom ?? '…'}–${state.yearTo ?? '…'}`, remove: { yearFrom: undefined, yearTo: undefined } })
  if (state.onlyOnShelf) chips.push({ key: 'shelf', label: t('facets.onlyOnShelf'), remove: { onlyOnShelf: false } })
  state.within.forEach((term, i) => chips.push({ key: `within:${i}`, label: t('within.chip', { term }), remove: { within: state.within.filter((_, j) => j !== i) } }))
  if (!chips.length) return null

  return (
    <div className="flex flex-wrap items-center gap-2 py-2">
      <h2 className="sr-only">{t('chips.heading')}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => update(chip.remove)}
              aria-label={t('chips.remove', { filter: chip.label })}
              className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-300 bg-slate-100 py-1 pr-2 pl-3 text-sm text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
            >
              <span className="max-w-[16rem] truncate">{chip.label}</span>
              <span aria-hidden="true" className="text-base leading-none text-slate-600">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={() => update({ filters: {}, yearFrom: undefined, yearTo: undefined, onlyOnShelf: false, within: [] })} className="text-sm font-medium text-slate-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
          {t('chips.clearAll')}
        </button>
      ) : null}
    </div>
  )
}
