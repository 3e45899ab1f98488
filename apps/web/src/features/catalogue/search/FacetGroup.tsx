import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../lib/use-locale.ts'

const SHOWN = 5

type FacetGroupProps = {
  title: string
  counts: Record<string, number>
  selected: readonly string[]
  nameOf: (value: string) => string
  /** The counts are estimates (large match sets, search-notes "sampled facets"). */
  approximate: boolean
  onToggle: (value: string) => void
  onClear: () => void
}

/** One facet: its values with counts as checkboxes (several may be chosen), the first five until "More". */
export function FacetGroup({ title, counts, selected, nameOf, approximate, onToggle, onClear }: FacetGroupProps) {
  const { t } = useTranslation('search')
  const locale = useLocale()
  const [expanded, setExpanded] = useState(false)
  const [open, setOpen] = useState(true)
  const listId = useId()
  const number = new Intl.NumberFormat(locale)
  // Most first (an answer's object keeps integer-like codes such as "10" ahead of "07", whatever their
  // counts); chosen values stay listed even when this answer does not count them.
  const values = [
    ...Object.entries(counts).sort(([a, x], [b, y]) => y - x || nameOf(a).localeCompare(nameOf(b), locale)),
    ...selected.filter((v) => !(v in counts)).map((v): [string, number] => [v, 0]),
  ]
  const shown = expanded ? values : values.slice(0, Math.max(SHOWN, values.findLastIndex(([v]) => selected.includes(v)) + 1))

  return (
    <section className="border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)} className="flex items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
            <span aria-hidden="true" className={`inline-block text-xs text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
              ▶
            </span>
            {title}
          </button>
        </h3>
        {selected.length ? (
          <button type="button" onClick={onClear} className="text-xs text-slate-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
            {t('facets.clear')}
            <span className="sr-only">: {title}</span>
          </button>
        ) : null}
      </div>
      <div id={listId} hidden={!open}>
        <ul className="mt-2 flex flex-col gap-1" aria-label={title}>
          {shown.map(([value, count]) => (
            <li key={value}>
              <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-slate-700">
                <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} className="mt-0.5 size-4 shrink-0 accent-slate-700" />
                <span className="min-w-0 flex-1 break-words">{nameOf(value)}</span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                  {approximate ? t('facets.approximateCount', { value: number.format(count) }) : number.format(count)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {values.length > SHOWN ? (
          <button type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)} className="mt-1 px-1 text-xs font-medium text-slate-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
            {expanded ? t('facets.fewer') : t('facets.more', { count: values.length - shown.length })}
            <span className="sr-only">: {title}</span>
          </button>
        ) : null}
      </div>
    </section>
  )
}
