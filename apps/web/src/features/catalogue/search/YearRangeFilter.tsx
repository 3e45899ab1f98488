import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

type YearRangeFilterProps = {
  from?: number | undefined
  to?: number | undefined
  onApply: (range: { from?: number | undefined; to?: number | undefined }) => void
}

const year = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number.parseInt(text, 10) : undefined)

/** The publication-year limit: two number inputs and Apply; an empty side is open. */
export function YearRangeFilter({ from, to, onApply }: YearRangeFilterProps) {
  const { t } = useTranslation('search')
  const [draft, setDraft] = useState({ from: from === undefined ? '' : String(from), to: to === undefined ? '' : String(to) })
  const [problem, setProblem] = useState(false)
  const fromId = useId()
  const toId = useId()
  const messageId = useId()
  const headingId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const range = { from: year(draft.from), to: year(draft.to) }
    const invalid = (draft.from.trim() !== '' && range.from === undefined) || (draft.to.trim() !== '' && range.to === undefined) || (range.from !== undefined && range.to !== undefined && range.from > range.to)
    setProblem(invalid)
    if (!invalid) onApply(range)
  }
  const input = 'w-full min-w-0 rounded border border-slate-300 px-2 py-1 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-slate-700'
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 py-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('facets.year')}
      </h3>
      <form onSubmit={submit} noValidate className="mt-2 flex items-end gap-2">
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <label htmlFor={fromId} className="text-xs text-slate-700">
            {t('year.from')}
          </label>
          <input id={fromId} type="number" inputMode="numeric" min={0} max={9999} value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} aria-invalid={problem} aria-describedby={problem ? messageId : undefined} className={input} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <label htmlFor={toId} className="text-xs text-slate-700">
            {t('year.to')}
          </label>
          <input id={toId} type="number" inputMode="numeric" min={0} max={9999} value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} aria-invalid={problem} aria-describedby={problem ? messageId : undefined} className={input} />
        </span>
        <button type="submit" className="shrink-0 rounded border border-slate-400 bg-white px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700">
          {t('year.apply')}
        </button>
      </form>
      <p id={messageId} role="alert" className="mt-1 text-xs font-medium text-red-700 empty:hidden">
        {problem ? t('year.invalid') : null}
      </p>
    </section>
  )
}
