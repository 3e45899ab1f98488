import { useTranslation } from 'react-i18next'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'

/** Five stars filled to `value` (0–5, fractions shown), with the value as text for screen readers. */
export function Stars({ value, size = 'md', label }: { value: number; size?: 'sm' | 'md'; label?: string }) {
  const { t } = useTranslation('record')
  const box = size === 'sm' ? 'size-3.5' : 'size-5'
  const row = (className: string) =>
    [1, 2, 3, 4, 5].map((n) => (
      <svg key={n} viewBox="0 0 20 20" aria-hidden="true" className={`${box} shrink-0 ${className}`}>
        <path d={STAR} />
      </svg>
    ))
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span role="img" aria-label={label ?? t('rating.outOfFive', { value })} className="relative inline-flex shrink-0">
      <span className="inline-flex">{row('fill-slate-300')}</span>
      <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row('fill-amber-500')}
      </span>
    </span>
  )
}

/**
 * Choosing 1–5 stars: a radio group (arrow keys move, Space/Enter or a click chooses), each star
 * named "n stars" in the reader's language.
 */
export function StarInput({ value, onChange, name, disabled = false }: { value: number; onChange: (stars: number) => void; name: string; disabled?: boolean }) {
  const { t } = useTranslation('record')
  return (
    <fieldset className="flex items-center gap-2" disabled={disabled}>
      <legend className="sr-only">{t('rating.choose')}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-slate-700">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <span className="sr-only">{t('rating.stars', { count: n })}</span>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={`size-7 ${n <= value ? 'fill-amber-500' : 'fill-slate-300'} hover:fill-amber-400`}>
              <path d={STAR} />
            </svg>
          </label>
        ))}
      </div>
      <span className="text-sm text-slate-700" aria-hidden="true">
        {value ? t('rating.stars', { count: value }) : ''}
      </span>
    </fieldset>
  )
}
