import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { INPUT_CLASS } from '../../components/TextField.tsx'

type BindingFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  inputRef?: Ref<HTMLInputElement>
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'autoComplete' | 'autoFocus' | 'maxLength'>

/**
 * One row of a binding form on the 24-column grid of spec §9: label 6 columns, input 16. On a phone the
 * label sits above the input.
 */
export function BindingField({ label, value, onChange, error, inputRef, type = 'text', ...input }: BindingFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid grid-cols-1 items-center gap-x-3 gap-y-1 sm:grid-cols-24">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 sm:col-span-6 sm:text-right">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASS} sm:col-span-16`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 sm:col-span-16 sm:col-start-7">
          {error}
        </p>
      ) : null}
    </div>
  )
}
