import { useId } from 'react'

type LabelledSelectProps<T extends string> = {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  /** Hides the label visually (it is still the select's accessible name). */
  hideLabel?: boolean
  className?: string
  selectClassName?: string
}

/** A native select with its label: small, keyboard- and screen-reader-friendly as is. */
export function LabelledSelect<T extends string>({ label, value, options, onChange, hideLabel = false, className = '', selectClassName = '' }: LabelledSelectProps<T>) {
  const id = useId()
  return (
    <span className={`inline-flex min-w-0 items-center gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'shrink-0 text-slate-700'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`min-w-0 rounded border border-slate-300 bg-white px-1.5 py-1 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 ${selectClassName}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}
