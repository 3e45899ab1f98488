import { useId } from 'react'

type WindowChoiceProps<T extends string | number> = {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** A small segmented choice (radio group) of a list's time window; arrow keys move within it. */
export function WindowChoice<T extends string | number>({ label, options, value, onChange }: WindowChoiceProps<T>) {
  const name = useId()
  return (
    <fieldset className="flex items-center gap-0.5 rounded-md bg-slate-100 p-0.5 text-xs">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className="cursor-pointer rounded px-2 py-1 text-slate-700 has-checked:bg-white has-checked:font-medium has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-slate-700"
        >
          <input type="radio" name={name} className="sr-only" checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
