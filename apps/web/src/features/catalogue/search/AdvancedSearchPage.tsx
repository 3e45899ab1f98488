import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { useSearchChoices } from '../../../components/search-box/use-search-choices.ts'
import { MAX_SEARCH_ITEMS, MAX_TERM_LENGTH, searchStatePath, type SearchState } from '../../../lib/search-state.ts'
import { AdvancedLimits } from './AdvancedLimits.tsx'
import { AdvancedSearchRow } from './AdvancedSearchRow.tsx'
import { formOf, formProblem, newRow, stateOf, type AdvancedForm, type AdvancedRow, type FormProblem } from './advanced-form.ts'

/**
 * /searchList?view=advanced (the spec names no route of its own): several rows joined by AND/OR/NOT
 * (searchItems) and the limits of catalogue.dictionaries. Opened from a search it starts from that
 * search; submitting opens its results (a new history entry, so Back returns here).
 */
export function AdvancedSearchPage({ initial }: { initial: SearchState }) {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const { fields, dictionaries } = useSearchChoices()
  const [form, setForm] = useState<AdvancedForm>(() => formOf(initial))
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const messageId = useId()
  const change = (patch: Partial<AdvancedForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const changeRow = (key: number, patch: Partial<AdvancedRow>) => change({ rows: form.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = formProblem(form)
    setProblem(found)
    if (!found) navigate(searchStatePath(stateOf(form, initial)))
  }
  const longest = Math.max(0, ...form.rows.map((r) => r.searchFieldContent.trim().length))
  const message = problem === 'empty' ? t('box.emptyTerm') : problem === 'tooLong' ? t('box.tooLong', { max: MAX_TERM_LENGTH, length: longest }) : problem === 'year' ? t('year.invalid') : null

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('advanced.title')}</h1>
        <Link to="/searchList" className="text-sm text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
          {t('advanced.simple')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('advanced.intro')}</p>
      <form role="search" aria-label={t('advanced.title')} onSubmit={submit} noValidate className="mt-4">
        <div className="flex flex-col gap-3">
          {form.rows.map((row, index) => (
            <AdvancedSearchRow
              key={row.key}
              row={row}
              index={index}
              fields={fields}
              invalid={problem === 'empty' || (problem === 'tooLong' && row.searchFieldContent.trim().length > MAX_TERM_LENGTH)}
              onChange={(patch) => changeRow(row.key, patch)}
              onRemove={form.rows.length > 1 ? () => change({ rows: form.rows.filter((r) => r.key !== row.key) }) : undefined}
            />
          ))}
        </div>
        {form.rows.length < MAX_SEARCH_ITEMS ? (
          <button type="button" onClick={() => change({ rows: [...form.rows, newRow()] })} className="mt-3 rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700">
            {t('advanced.addRow')}
          </button>
        ) : null}
        <AdvancedLimits form={form} dictionaries={dictionaries} onChange={change} yearInvalid={problem === 'year'} />
        <p id={messageId} role="alert" className="mt-3 font-medium text-red-700 empty:hidden">
          {message}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="rounded-md bg-nav-back px-6 py-2 font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
            {t('box.submit')}
          </button>
          <button type="button" onClick={() => change(formOf({ ...initial, term: '', items: [], filters: {}, yearFrom: undefined, yearTo: undefined, onlyOnShelf: false }))} className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700">
            {t('advanced.reset')}
          </button>
        </div>
      </form>
    </div>
  )
}
