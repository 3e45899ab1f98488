import { useId, type InputHTMLAttributes, type Ref } from 'react'

type TextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The translated validation message, tied to the input with aria-describedby. */
  error?: string | null
  /** A hint under the field (e.g. the password rule), also tied to the input. */
  hint?: string
  inputRef?: Ref<HTMLInputElement>
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'autoComplete' | 'autoFocus' | 'readOnly' | 'maxLength'>

export const INPUT_CLASS =
  'w-full rounded border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 aria-invalid:border-red-700 read-only:bg-slate-100'

/** A labelled input of the sign-in and password forms, with its error and hint announced with it. */
export function TextField({ label, value, onChange, error, hint, inputRef, type = 'text', ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
