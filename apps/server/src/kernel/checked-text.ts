import { AppError } from './app-error.ts'

/**
 * Free text a person typed (a comment, a reason): trimmed, at most `max` characters counted as Unicode
 * code points (an emoji is one character). Longer text is refused, never cut; empty text is refused
 * when `required`. The refusal is VALIDATION_FAILED with a reason translated at the edge.
 */
export function checkedText(value: string, field: string, options: { max: number; required: boolean }): string {
  const text = value.trim()
  if (!text && options.required) throw new AppError('VALIDATION_FAILED', { issues: [{ path: field, reason: 'TEXT_EMPTY' }] })
  if ([...text].length > options.max)
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: field, reason: 'TEXT_TOO_LONG', params: { max: options.max } }] })
  return text
}
