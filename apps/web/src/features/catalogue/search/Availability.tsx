import { useTranslation } from 'react-i18next'

export type Counts = { pCount: number; onShelfCount: number; eCount: number }

/** Live availability: copies on shelf of all copies, or online access, or no copies. */
export function Availability({ counts }: { counts: Counts }) {
  const { t } = useTranslation('search')
  const { pCount, onShelfCount, eCount } = counts
  let text: string
  let tone: string
  if (pCount > 0) {
    text = t('availability.onShelf', { onShelf: onShelfCount, total: pCount })
    tone = onShelfCount > 0 ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
  } else if (eCount > 0) {
    text = t('availability.online')
    tone = 'bg-sky-50 text-sky-900 ring-sky-200'
  } else {
    text = t('availability.none')
    tone = 'bg-slate-50 text-slate-700 ring-slate-200'
  }
  return (
    <span className={`inline-flex items-center gap-1.5 rounded px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${pCount > 0 && onShelfCount > 0 ? 'bg-emerald-600' : pCount > 0 ? 'bg-amber-500' : eCount > 0 ? 'bg-sky-600' : 'bg-slate-400'}`} />
      {text}
    </span>
  )
}
