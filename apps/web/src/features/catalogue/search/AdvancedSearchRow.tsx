import { BOOLEAN_OPERATORS, MATCH_MODES, type SearchField } from '@portal/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelledSelect } from '../../../components/search-box/LabelledSelect.tsx'
import type { AdvancedRow } from './advanced-form.ts'

type AdvancedSearchRowProps = {
  row: AdvancedRow
  index: number
  fields: { code: SearchField; name: string }[]
  onChange: (patch: Partial<AdvancedRow>) => void
  onRemove?: (() => void) | undefined
  invalid: boolean
}

/** One row of the advanced search: how it joins the rows before (AND/OR/NOT), field, match mode, term. */
export function AdvancedSearchRow({ row, index, fields, onChange, onRemove, invalid }: AdvancedSearchRowProps) {
  const { t } = useTranslation('search')
  const termId = useId()
  const n = index + 1
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:border-0 sm:p-0">
      <legend className="sr-only">{t('advanced.rowLegend', { n })}</legend>
      <div className={index === 0 ? 'hidden sm:block sm:w-32' : 'sm:w-32'}>
        {index === 0 ? (
          <span className="text-sm text-slate-600">{t('advanced.firstRow')}</span>
        ) : (
          <LabelledSelect hideLabel label={t('advanced.operatorLabel', { n })} value={row.oper} options={BOOLEAN_OPERATORS.map((o) => ({ value: o, label: t(`operators.${o}`) }))} onChange={(oper) => onChange({ oper })} className="w-full" selectClassName="w-full" />
        )}
      </div>
      <div className="flex gap-2">
        <LabelledSelect hideLabel label={t('advanced.fieldLabel', { n })} value={row.searchField} options={fields.map((f) => ({ value: f.code, label: f.name }))} onChange={(searchField) => onChange({ searchField })} selectClassName="w-32" />
        <LabelledSelect hideLabel label={t('advanced.matchLabel', { n })} value={row.matchMode} options={MATCH_MODES.map((m) => ({ value: m, label: t(`match.${m}`) }))} onChange={(matchMode) => onChange({ matchMode })} selectClassName="w-28" />
      </div>
      <div className="flex min-w-0 flex-1 gap-2">
        <label htmlFor={termId} className="sr-only">
          {t('advanced.termLabel', { n })}
        </label>
        <input
          id={termId}
          type="text"
          value={row.searchFieldContent}
          onChange={(e) => onChange({ searchFieldContent: e.target.value })}
          aria-invalid={invalid}
          className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-slate-700"
        />
        {onRemove ? (
          <button type="button" onClick={onRemove} aria-label={t('advanced.removeRow', { n })} className="shrink-0 rounded border border-slate-300 px-2.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700">
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  )
}
