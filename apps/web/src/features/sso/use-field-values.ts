import { useRef, useState, type RefObject } from 'react'

/**
 * Values, errors and input refs of a small form. `check` answers the first invalid field after setting the
 * messages (the caller focuses it), or null when every field is filled in.
 */
export function useFieldValues<F extends string>(fields: readonly F[], requiredMessage: (field: F) => string) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const refs = useRef(Object.fromEntries(fields.map((f) => [f, { current: null }])) as Record<F, RefObject<HTMLInputElement | null>>).current

  const change = (field: F) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old))
  }

  const check = (): F | null => {
    const found: Partial<Record<F, string>> = {}
    for (const field of fields) if (!values[field].trim()) found[field] = requiredMessage(field)
    setErrors(found)
    const first = fields.find((field) => found[field]) ?? null
    if (first) refs[first].current?.focus()
    return first
  }

  return { values, setValues, errors, refs, change, check }
}
