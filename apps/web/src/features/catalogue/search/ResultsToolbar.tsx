import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelledSelect } from '../../../components/search-box/LabelledSelect.tsx'
import { PAGE_SIZES, type SearchState } from '../../../lib/search-state.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { SubscribeButton } from './SubscribeButton.tsx'
import { parseSortValue, SORT_OPTIONS, sortValueOf } from './sort-options.ts'

type ResultsToolbarProps = {
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  total: number | undefined
  approximate: boolean
  state: SearchState
  update: (patch: Partial<SearchState>) => void
}

/** The count of results (the list's heading), sort, page size and "subscribe to this search". */
export function ResultsToolbar({ headingId, headingRef, total, approximate, state, update }: ResultsToolbarProps) {
  const { t } = useTranslation('search')
  const locale = useLocale()
  const pages = total ? Math.ceil(total / state.rows) : 0
  const rowsOptions = [...new Set([...PAGE_SIZES, state.rows])].sort((a, b) => a - b)
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 pb-3">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {total === undefined
          ? t('results.searching')
          : t(approximate ? 'results.totalApproximate' : 'results.total', { count: total, formatted: new Intl.NumberFormat(locale).format(total) })}
        {total ? <span className="ml-2 text-sm font-normal text-slate-600">{t('results.pageOf', { page: state.page, pages })}</span> : null}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <LabelledSelect
          label={t('sort.label')}
          value={sortValueOf(state.sort, state.order)}
          options={SORT_OPTIONS.map((o) => ({ value: o.value as string, label: t(`sort.${o.key}`) }))}
          onChange={(value) => update(parseSortValue(value))}
        />
        <LabelledSelect label={t('results.rowsLabel')} value={String(state.rows)} options={rowsOptions.map((n) => ({ value: String(n), label: String(n) }))} onChange={(value) => update({ rows: Number(value) })} />
        <SubscribeButton state={state} />
      </div>
    </div>
  )
}
