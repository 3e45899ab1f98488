import { AppError } from './app-error.ts'

/** The path of the first string holding U+0000, which PostgreSQL cannot store in text; null when none. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.')
    const found = findNulCharacter(inner, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}

/** Refuses input holding U+0000 before it reaches a query (it would make PostgreSQL fail). */
export function rejectNulCharacters(value: unknown): void {
  const path = findNulCharacter(value)
  if (path !== null) throw new AppError('VALIDATION_FAILED', { issues: [{ path, reason: 'NUL_CHARACTER' }] })
}
